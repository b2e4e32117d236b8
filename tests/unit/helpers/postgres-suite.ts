/**
 * The server suite's second run, on PostgreSQL (vitest.config.ts, project `server-postgres`):
 * `setup` is its global setup (one throw-away cluster for the whole run, deploy/start-postgres.ts),
 * and `postgresDatabase` gives each test server a database of its own, copied from a template that
 * holds the seed it asked for (a copy takes a fraction of a second; seeding takes longer).
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../../deploy/start-postgres.ts';
import { pg } from '../../../server/store/postgres/postgres-client.ts';
import { openPostgres } from '../../../server/store/postgres/open-postgres.ts';
import { seedDatabase, type SeedOptions } from '../../../server/seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cluster's `postgres` database: where new databases are created. */
    postgresAdminUrl: string;
  }
}

/** Which store the server tests run on: `PORTAL_TEST_STORE=postgres` in the suite's second run. */
export const testStore = (): 'sqlite' | 'postgres' =>
  process.env['PORTAL_TEST_STORE'] === 'postgres' ? 'postgres' : 'sqlite';

/**
 * `PORTAL_TEST_POSTGRES_URL` (a database on your own server, as a role that may create databases)
 * runs the suite there instead of on a throw-away cluster; each test's database is dropped after it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const own = process.env['PORTAL_TEST_POSTGRES_URL']?.trim();
  if (own) {
    project.provide('postgresAdminUrl', own);
    return async () => {};
  }
  const cluster = await startPostgres({ database: 'portal_suite' });
  project.provide('postgresAdminUrl', cluster.url.replace(/\/portal_suite$/, '/postgres'));
  return () => cluster.stop();
}

const templates = new Map<string, Promise<string>>();
let count = 0;
/** Test files run in several processes at once; each names its databases apart. */
const worker = `${process.pid}`;

async function admin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const urlOf = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A template database seeded as `seed` says (made once per process and seed). */
function template(adminUrl: string, seed: SeedOptions): Promise<string> {
  const key = JSON.stringify(seed);
  let made = templates.get(key);
  if (!made) {
    made = (async () => {
      count += 1;
      const name = `template_${worker}_${count}`;
      await admin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
      const { store } = await openPostgres(urlOf(adminUrl, name), {
        seedWith: (db) => seedDatabase(db, seed),
        pool: 1,
      });
      await store.close();
      return name;
    })();
    templates.set(key, made);
  }
  return made;
}

/** A new database holding `seed`, and its URL. */
export async function postgresDatabase(adminUrl: string, seed: SeedOptions): Promise<string> {
  const from = await template(adminUrl, seed);
  count += 1;
  const name = `test_${worker}_${count}`;
  await admin(adminUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${from}`));
  return urlOf(adminUrl, name);
}

/** Removes a database `postgresDatabase` made (its connections are cut). */
export async function dropPostgresDatabase(adminUrl: string, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^test_\d+_\d+$/.test(name)) throw new Error(`not a test database: ${name}`);
  await admin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
