/**
 * shared/src/supabase/database.types.ts is generated from supabase/migrations by
 * tools/gen-db-types.ts. This suite fails when the committed file differs from what the generator
 * writes now (a migration changed and nobody regenerated), shows that the check does catch a schema
 * change, and pins the shape the apps rely on, at run time (the file's text) and at compile time
 * (`tsc -p local-supabase` checks the type assertions at the end).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { type Database, type Json } from '@bbt/shared';

import { defaultMigrationsDir, repoRoot } from '../../src/db';

jest.setTimeout(120_000);

const GENERATOR = path.join(repoRoot, 'tools', 'gen-db-types.ts');
const COMMITTED = path.join(repoRoot, 'shared', 'src', 'supabase', 'database.types.ts');

function generator(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), [GENERATOR, ...args], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

let work: string;

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'db-types-'));
});

afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true });
});

describe('tools/gen-db-types.ts', () => {
  it('finds the committed file up to date (run `npx tsx tools/gen-db-types.ts` if not)', async () => {
    const { code, output } = await generator(['--check']);
    expect(`${code}: ${output.trim()}`).toBe(
      '0: shared/src/supabase/database.types.ts is up to date',
    );
  });

  it('reports drift after a migration changes the schema, and the new file shows the change', async () => {
    const migrations = path.join(work, 'migrations');
    fs.cpSync(defaultMigrationsDir, migrations, { recursive: true });
    fs.writeFileSync(
      path.join(migrations, '20991231000000_add_booking_note.sql'),
      'alter table public.bookings add column driver_note text;\n',
    );
    const out = path.join(work, 'database.types.ts');
    // One after the other: the first builds the changed schema and leaves its template for the
    // second (run side by side, both built it, and the CPU is full during a test run anyway).
    const check = await generator(['--check', '--migrations-dir', migrations]);
    const write = await generator(['--migrations-dir', migrations, '--out', out]);
    expect(`${check.code}: ${check.output.trim()}`).toBe(
      '1: shared/src/supabase/database.types.ts is out of date: run npx tsx tools/gen-db-types.ts',
    );
    expect(write.code).toBe(0);
    const regenerated = fs.readFileSync(out, 'utf8');
    const committed = fs.readFileSync(COMMITTED, 'utf8');
    expect(committed).not.toContain('driver_note');
    // Row, Insert, Update of bookings, and the rows create_booking and dispatch_bookings return.
    expect(regenerated.match(/driver_note\??: string \| null;/g)).toHaveLength(5);
  });
});

describe('the committed Database type', () => {
  const text = fs.readFileSync(COMMITTED, 'utf8');

  it('declares every public table with Row, Insert, Update and Relationships, and both RPCs', () => {
    for (const table of [
      'additional_services',
      'admin_users',
      'booking_events',
      'bookings',
      'customer_testimonials',
    ]) {
      expect(text).toMatch(
        new RegExp(
          `\\n      ${table}: \\{\\n        Row: \\{[^]*?Insert: \\{[^]*?Update: \\{[^]*?Relationships: `,
        ),
      );
    }
    expect(text).toContain('create_booking: {');
    expect(text).toContain('list_testimonials_for_staff: {\n        Args: never;');
    expect(text).toMatch(/export type Tables</);
    expect(text).toMatch(/export type TablesInsert</);
    expect(text).toMatch(/export type TablesUpdate</);
  });

  it('mirrors the schema, not the grants: customer_email is there although no API role reads it', () => {
    expect(text).toMatch(/customer_testimonials: \{\n\s+Row: \{[^}]*customer_email: string;/);
  });

  it('lists foreign keys as relationships', () => {
    expect(text).toContain(`foreignKeyName: 'additional_services_booking_id_fkey';
            columns: ['booking_id'];
            isOneToOne: false;
            referencedRelation: 'bookings';
            referencedColumns: ['id'];`);
  });
});

// ---------------------------------------------------------------------------------------------------
// Compile-time checks (tsc -p local-supabase): these lines stop compiling if the shape drifts.
// ---------------------------------------------------------------------------------------------------

type Public = Database['public'];
type Bookings = Public['Tables']['bookings'];
type Testimonials = Public['Tables']['customer_testimonials'];

/** True when A and B are the same type (not merely assignable). */
type Equals<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
type IsOptional<T, K extends keyof T> = object extends Pick<T, K> ? true : false;

// Insert: a column without a default is required; defaults and nullable columns are optional.
type _InsertRequiresFirstName = Expect<Equals<IsOptional<Bookings['Insert'], 'first_name'>, false>>;
type _InsertDefaultsStatus = Expect<Equals<IsOptional<Bookings['Insert'], 'status'>, true>>;
type _InsertNullableUserId = Expect<
  Equals<Bookings['Insert']['user_id'], string | null | undefined>
>;
// Update: every column optional.
type _UpdateAllOptional = Expect<Equals<Partial<Bookings['Update']>, Bookings['Update']>>;
// Row: nullable columns are T | null; numeric is number; jsonb is Json.
type _RowUserId = Expect<Equals<Bookings['Row']['user_id'], string | null>>;
type _RowTotal = Expect<Equals<Bookings['Row']['total_price'], number>>;
type _RowPermissions = Expect<Equals<Public['Tables']['admin_users']['Row']['permissions'], Json>>;
// `generated always as identity`: never written.
type _EventIdNever = Expect<Equals<Public['Tables']['booking_events']['Insert']['id'], undefined>>;
// The schema, not the grants: customer_email is typed although no API role can select it.
type _CustomerEmail = Expect<Equals<Testimonials['Row']['customer_email'], string>>;
// RPCs: create_booking returns a bookings row; the staff list takes no arguments, returns rows.
type _CreateBookingReturns = Expect<
  Equals<Public['Functions']['create_booking']['Returns'], Bookings['Row']>
>;
type _CreateBookingKey = Expect<
  Equals<Public['Functions']['create_booking']['Args']['p_idempotency_key'], string>
>;
type _CreateBookingDefaulted = Expect<
  Equals<IsOptional<Public['Functions']['create_booking']['Args'], 'p_car_seats'>, true>
>;
type _StaffListArgs = Expect<
  Equals<Public['Functions']['list_testimonials_for_staff']['Args'], never>
>;
type _StaffListReturns = Expect<
  Equals<Public['Functions']['list_testimonials_for_staff']['Returns'], Testimonials['Row'][]>
>;
