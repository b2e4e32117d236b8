/**
 * The databases `npm run bench:api` runs its scenarios on (`--store=sqlite`, `--store=postgres` or
 * `--store=both`; default sqlite) and how many servers share each (`--nodes`, default 1). Every store starts from the same seeded SQLite file: SQLite runs on
 * a copy of it, PostgreSQL on a throw-away cluster (deploy/start-postgres.ts) the file is copied into,
 * as an operator moves a portal with `npm run db:copy`.
 */
import { copyFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startPostgres } from '../deploy/start-postgres.ts';
import { copySqliteToPostgres } from '../server/store/copy-to-postgres.ts';
import { pg } from '../server/store/postgres/postgres-client.ts';

export type BenchStore = 'sqlite' | 'postgres';

/**
 * The stores the command line asks for, in the order they run, and the servers (nodes) each runs on:
 * `--nodes=2` starts two server processes on the one database and splits the connections between them.
 */
export function benchOptions(args: string[] = process.argv.slice(2)): {
  stores: BenchStore[];
  nodes: number;
} {
  const { values } = parseArgs({
    args,
    options: { store: { type: 'string', default: 'sqlite' }, nodes: { type: 'string', default: '1' } },
  });
  const nodes = Number(values.nodes);
  if (!Number.isInteger(nodes) || nodes < 1) throw new Error(`--nodes=${values.nodes}: expected 1 or more`);
  return { stores: storesNamed(values.store), nodes };
}

function storesNamed(store: string): BenchStore[] {
  switch (store) {
    case 'sqlite':
      return ['sqlite'];
    case 'postgres':
      return ['postgres'];
    case 'both':
      return ['sqlite', 'postgres'];
    default:
      throw new Error(`--store=${store}: expected sqlite, postgres or both`);
  }
}

export interface PreparedStore {
  store: BenchStore;
  /** What the server is started with to use it. */
  env: Record<string, string>;
  /** Seconds the copy took. */
  copySeconds: number;
  close(): Promise<void>;
}

/** A database of `store` holding what the seeded SQLite file at `seeded` holds. */
export async function prepareStore(store: BenchStore, seeded: string, dir: string): Promise<PreparedStore> {
  const started = performance.now();
  if (store === 'sqlite') {
    const path = join(dir, 'sqlite-run.db');
    copyFileSync(seeded, path);
    return {
      store,
      env: { PORTAL_DB: path },
      copySeconds: (performance.now() - started) / 1000,
      close: () => Promise.resolve(),
    };
  }
  const cluster = await startPostgres({ database: 'portal_bench' });
  const source = new DatabaseSync(seeded, { readOnly: true });
  const client = new pg.Client({ connectionString: cluster.url });
  try {
    await client.connect();
    await copySqliteToPostgres(source, client);
    // The planner's statistics, as autovacuum would gather them on a database that has been running.
    await client.query('VACUUM ANALYZE');
  } catch (error) {
    await cluster.stop();
    throw error;
  } finally {
    await client.end().catch(() => {});
    source.close();
  }
  return {
    store,
    env: { PORTAL_DATABASE_URL: cluster.url },
    copySeconds: (performance.now() - started) / 1000,
    close: () => cluster.stop(),
  };
}

export interface StoreResult {
  scenario: string;
  kind: 'read' | 'write';
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  withinTarget: boolean;
  /** The one-minute load average as the scenario ended: how busy the shared machine was. */
  loadAverage: number;
}

/** One line per scenario, a column per store, each with the load average it ran at: the table README shows. */
export function sideBySide(results: Partial<Record<BenchStore, StoreResult[]>>): string {
  const stores = (Object.keys(results) as BenchStore[]).filter((store) => results[store]);
  const first = results[stores[0] ?? 'sqlite'] ?? [];
  const cell = (result: StoreResult | undefined) =>
    result
      ? `${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms${result.withinTarget ? '' : ' (over)'}, load ${result.loadAverage}`
      : '—';
  const lines = [
    `| scenario | aim (p99) | ${stores.join(' | ')} |`,
    `| --- | --- | ${stores.map(() => '---').join(' | ')} |`,
  ];
  first.forEach((row, index) => {
    const aim = row.kind === 'read' ? '< 25 ms' : '< 50 ms';
    lines.push(
      `| ${row.scenario} | ${aim} | ${stores.map((store) => cell(results[store]?.[index])).join(' | ')} |`,
    );
  });
  return lines.join('\n');
}
