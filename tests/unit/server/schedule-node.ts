/**
 * One node's due run of scheduled publishing in a process of its own, on the database PORTAL_DB or
 * PORTAL_DATABASE_URL names, at the instant given as its argument (desk-schedules.test.ts starts two
 * at once). Prints `DONE {"done":n,"published":["kind/id",…]}`.
 */
import { runDueSchedules } from '../../../server/domain/schedules.ts';
import { openPostgres } from '../../../server/store/postgres/open-postgres.ts';
import { openDatabase } from '../../../server/store/sqlite/db.ts';
import { sqliteStore } from '../../../server/store/sqlite/sqlite-store.ts';

const url = process.env['PORTAL_DATABASE_URL'];
const store = url
  ? (await openPostgres(url, { pool: 2 })).store
  : sqliteStore(openDatabase(process.env['PORTAL_DB'] ?? '', { create: false }).db);
const published: string[] = [];
const done = await runDueSchedules(store, Number(process.argv[2]), (change) => {
  published.push(`${change.kind}/${change.id}`);
  return Promise.resolve({ changedUrls: [], liveAt: new Date().toISOString() });
});
await store.close();
console.log(`DONE ${JSON.stringify({ done, published })}`);
