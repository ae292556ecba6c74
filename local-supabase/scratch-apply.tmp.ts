import { openDatabase } from './src/db/index';
const db = await openDatabase({
  seedFile: process.argv[2] === 'seed' ? undefined : null,
  log: console.log,
});
console.log((await db.query('select count(*) from private.places')).rows);
await db.close();
