/**
 * Writes the pricing reference data of the database from the TypeScript domain modules, so that the
 * site's instant quote (shared/src/domain) and the database's authoritative price
 * (private.quote_price) read the same figures: ONE source, two readers.
 *
 *   npx tsx tools/gen-reference-sql.ts          rewrite the newest *_load_reference_data.sql migration
 *   npx tsx tools/gen-reference-sql.ts --check  exit 1 when that migration differs from the domain
 *   npx tsx tools/gen-reference-sql.ts --new    write a NEW timestamped migration (use this once the
 *                                               current one has been deployed: applied migrations
 *                                               never run again)
 *
 * The generated SQL upserts every row and deletes rows that no longer exist, so it is correct both on
 * an empty database and on one holding an older version. Deleting a vehicle or place that bookings
 * still reference fails on the foreign key, on purpose: retire it explicitly instead.
 *
 * local-supabase/test/schema/reference-data.test.ts fails when the committed migration differs from
 * what this generator writes now.
 *
 * The parts live in tools/reference-sql/: SQL literals, the table statements, one mapper per table,
 * the migration text, the migration file and this command line.
 */
import { main } from './reference-sql/cli';

process.exitCode = main(process.argv.slice(2));
