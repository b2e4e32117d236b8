/**
 * API benchmark (a report, not a test): seeds a large database, starts the reference server in a
 * child process on 127.0.0.1, and drives it with autocannon (50 connections) from this process.
 *
 *   npm run bench:api                    # 100,000 posts, 10,000 policies, 200,000 offers, 10 s per scenario
 *   BENCH_SECONDS=5 npm run bench:api    # shorter runs
 *   BENCH_KEEP=1 npm run bench:api       # keeps the database afterwards and as seeded (paths printed)
 *   BENCH_DB=<kept> npm run bench:api    # runs on a copy of a kept database instead of seeding
 *   BENCH_ONLY=offers npm run bench:api  # the offer scenarios alone (lane list, matches, publishing)
 *   BENCH_ONLY=replies npm run bench:api # the scenarios whose name contains the word, e.g. for a profile
 *   npm run bench:api -- --store=postgres   # the same scenarios on PostgreSQL (a throw-away cluster)
 *   npm run bench:api -- --store=both       # on SQLite, then on PostgreSQL, from the same seed
 *
 * Prints requests per second and p50/p99 latency per scenario (and, for both stores, README's table
 * with a column per store) and writes bench/out/api.json.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../server/db.ts';
import { hashPasswordSync } from '../server/passwords.ts';
import { benchStores, prepareStore, sideBySide, type BenchStore } from './api-stores.ts';
import { seedDatabase } from '../server/seed/index.ts';
import { chinaToday } from '../src/lib/dates.ts';
import { benchCargo, busiestCargoLane, matchingTruck, offersToMatch, publishOffer } from './api-offers.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const SCALE = { posts: 100_000, replies: 300_000, policies: 10_000, logisticsInfo: 200_000 };
const TARGET_P99_MS = { read: 25, write: 50 };
/** `offers`: the market's scenarios alone; anything else (or nothing): every scenario. */
const ONLY = process.env.BENCH_ONLY;
/** Offers whose matches are read in turn: more than the server keeps results for (CACHE_LIMIT, 100). */
const MATCHED_IN_TURN = 200;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      const response = await fetch(`${url}/logistics/api/circles`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server at ${url} did not start; run "node server/main.ts" by hand to see why.`);
}

interface Scenario {
  name: string;
  kind: 'read' | 'write';
  /** The offer scenarios run alone with BENCH_ONLY=offers. */
  offers?: boolean;
  options: Partial<autocannon.Options>;
}

/** Seconds a read scenario runs unmeasured first: the server's compiler and caches warm to it. */
const WARM_UP_SECONDS = 2;

async function run(url: string, scenario: Scenario) {
  if (scenario.kind === 'read') {
    await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, ...scenario.options });
    await waitForServer(url);
  }
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...scenario.options });
  const p99 = result.latency.p99;
  return {
    scenario: scenario.name,
    kind: scenario.kind,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    withinTarget: p99 < TARGET_P99_MS[scenario.kind] && result.non2xx === 0 && result.errors === 0,
    // The machine is shared: the one-minute load average as the scenario ends says how busy it was.
    loadAverage: Number(loadavg()[0]!.toFixed(2)),
  };
}

/** Accounts the write scenarios write as, one per connection at a time, as many people write at once. */
const WRITERS = 50;
const WRITER_PASSWORD = 'Bench-writer-2026';

/** Adds the writers to the seeded file: new accounts, so their posting rate reads only the run's rows. */
function addWriters(db: DatabaseSync): void {
  const hash = hashPasswordSync(WRITER_PASSWORD);
  const insert = db.prepare(
    'INSERT INTO users (account, password_hash, nickname, mobile, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  for (let n = 1; n <= WRITERS; n += 1) {
    const name = `bench.writer${String(n).padStart(2, '0')}`;
    insert.run(name, hash, `压测用户${n}`, `1770000${String(n).padStart(4, '0')}`, new Date().toISOString());
  }
}

async function login(url: string, account: string, password: string): Promise<string> {
  const answer = await fetch(`${url}/logistics/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

interface Seeded {
  path: string;
  lane: ReturnType<typeof busiestCargoLane>;
  inTurn: number[];
  offerCount: number;
}

async function main(): Promise<void> {
  const stores = benchStores();
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const dbPath = join(dir, 'bench.db');
  const started = Date.now();
  const kept = process.env.BENCH_DB;
  if (kept) copyFileSync(kept, dbPath);
  const { db } = openDatabase(dbPath, { create: !kept });
  if (!kept) seedDatabase(db, { ...SCALE, accounts: true });
  // The file as seeded, before the run writes into it: what BENCH_DB takes for the next run.
  const seeded = join(dir, 'seeded.db');
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  if (process.env.BENCH_KEEP === '1' && !kept) copyFileSync(dbPath, seeded);
  addWriters(db);
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  const lane = busiestCargoLane(db, chinaToday());
  const inTurn = offersToMatch(db, lane, chinaToday(), MATCHED_IN_TURN);
  const offerCount = (db.prepare('SELECT count(*) AS n FROM logistics_info').get() as { n: number }).n;
  db.close();
  console.log(
    kept
      ? `A copy of ${kept}`
      : `Seeded ${SCALE.posts} posts, ${SCALE.replies} replies, ${SCALE.policies} policies, ${SCALE.logisticsInfo} offers in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(
    `${offerCount} offers. Busiest cargo lane: ${lane.originCode} → ${lane.destinationCode}, ${lane.standing} standing offers`,
  );
  const byStore: Partial<Record<BenchStore, Awaited<ReturnType<typeof run>>[]>> = {};
  try {
    for (const store of stores) {
      const prepared = await prepareStore(store, dbPath, dir);
      if (store === 'postgres') console.log(`Copied into PostgreSQL in ${prepared.copySeconds.toFixed(1)} s`);
      try {
        console.log(`— ${store} —`);
        byStore[store] = await runOnStore(prepared.env, { path: dbPath, lane, inTurn, offerCount });
      } finally {
        await prepared.close();
      }
    }
    if (stores.length > 1) console.log(`\n${sideBySide(byStore)}`);
    if (!existsSync('bench/out')) mkdirSync('bench/out', { recursive: true });
    writeFileSync(
      'bench/out/api.json',
      JSON.stringify(
        {
          at: new Date().toISOString(),
          seconds: SECONDS,
          connections: CONNECTIONS,
          scale: SCALE,
          offerCount,
          stores: byStore,
        },
        null,
        2,
      ),
    );
  } finally {
    if (process.env.BENCH_KEEP === '1')
      console.log(`Database kept: ${dbPath}${kept ? '' : `; as seeded (for BENCH_DB): ${seeded}`}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts a server on one store and runs every scenario against it. */
async function runOnStore(storeEnv: Record<string, string>, seeded: Seeded) {
  const { lane, inTurn } = seeded;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['server/main.ts'], {
    // The write scenarios write far above a person's pace: the per-account rates are raised for the
    // run so that they measure writing, not refusing (README). Each connection writes as its own
    // account (WRITERS), as many people write at once.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_DEMO: '0',
      PORTAL_POST_RATE: '1000000',
      PORTAL_OFFER_RATE: '1000000',
      ...storeEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForServer(url);
    const token = await login(url, 'demo', 'demo123456');
    const writers: string[] = [];
    for (let n = 1; n <= WRITERS; n += 1)
      writers.push(await login(url, `bench.writer${String(n).padStart(2, '0')}`, WRITER_PASSWORD));
    let nextWriter = 0;
    /** The writer of one connection: each connection keeps the account it was first given. */
    const writerOf = (context: object): string => {
      const own = context as { token?: string };
      own.token ??= writers[nextWriter++ % writers.length] ?? token;
      return own.token;
    };
    const deepPage = Math.floor(SCALE.posts / 10 / 2);
    // A truck from the lane's origin city to five provinces, free for the coming month: its matches
    // read a full set of candidates (500, queries/offer-matches.ts).
    const truck = await publishOffer(url, token, matchingTruck(lane));
    const candidates = await fetch(`${url}/logistics/api/logistics-info/${truck}/matches?pageSize=1`);
    const matched = ((await candidates.json()) as { data: { total: number } }).data.total;
    console.log(`Truck ${truck} matches ${matched} cargo offers`);
    let sequence = 0;
    let offers = 0;
    let turn = 0;
    const scenarios: Scenario[] = [
      {
        name: `GET /posts?page=${deepPage} (deep page)`,
        kind: 'read',
        options: { url: `${url}/logistics/api/posts?page=${deepPage}&pageSize=10` },
      },
      {
        name: 'GET /policies?keyword=物流枢纽',
        kind: 'read',
        options: { url: `${url}/logistics/api/policies?keyword=${encodeURIComponent('物流枢纽')}` },
      },
      { name: 'GET /portal/home', kind: 'read', options: { url: `${url}/logistics/api/portal/home` } },
      {
        name: `GET /logistics-info?kind=cargo&originCode=${lane.originCode}&destinationCode=${lane.destinationCode} (lane)`,
        kind: 'read',
        offers: true,
        options: {
          url: `${url}/logistics/api/logistics-info?kind=cargo&originCode=${lane.originCode}&destinationCode=${lane.destinationCode}`,
        },
      },
      {
        name: `GET /logistics-info/${truck}/matches (${matched} matched)`,
        kind: 'read',
        offers: true,
        options: { url: `${url}/logistics/api/logistics-info/${truck}/matches` },
      },
      {
        // Each request another offer of the lane's origin city, in turn: every answer is computed anew.
        name: `GET /logistics-info/:id/matches (${inTurn.length} offers in turn)`,
        kind: 'read',
        offers: true,
        options: {
          url: `${url}/logistics/api/logistics-info/${inTurn[0]}/matches`,
          requests: [
            {
              setupRequest: (request) => {
                turn += 1;
                return {
                  ...request,
                  path: `/logistics/api/logistics-info/${inTurn[turn % inTurn.length]}/matches`,
                };
              },
            },
          ],
        },
      },
      {
        name: 'POST /posts/1/replies',
        kind: 'write',
        options: {
          url: `${url}/logistics/api/posts/1/replies`,
          method: 'POST',
          requests: [
            {
              setupRequest: (request, context) => {
                sequence += 1;
                return {
                  ...request,
                  headers: {
                    'content-type': 'application/json',
                    Authentication: writerOf(context),
                    'Idempotency-Key': `bench-${process.pid}-${sequence}`,
                  },
                  body: JSON.stringify({ content: `压测回复第 ${sequence} 条：线路运行平稳。` }),
                };
              },
            },
          ],
        },
      },
      {
        name: 'POST /logistics-info (new cargo offer each)',
        kind: 'write',
        offers: true,
        options: {
          url: `${url}/logistics/api/logistics-info`,
          method: 'POST',
          requests: [
            {
              setupRequest: (request, context) => {
                offers += 1;
                return {
                  ...request,
                  headers: {
                    'content-type': 'application/json',
                    Authentication: writerOf(context),
                    'Idempotency-Key': `bench-offer-${process.pid}-${offers}`,
                  },
                  body: JSON.stringify(benchCargo(lane, offers)),
                };
              },
            },
          ],
        },
      },
    ];
    const results = [];
    const chosen = (one: (typeof scenarios)[number]) =>
      ONLY === undefined || (ONLY === 'offers' ? one.offers === true : one.name.includes(ONLY));
    for (const scenario of scenarios.filter(chosen)) {
      const result = await run(url, scenario);
      results.push(result);
      // Requests still in the server's queue when autocannon stops would be measured in the next scenario.
      await waitForServer(url);
      console.log(
        `${result.scenario.padEnd(40)} ${String(result.requestsPerSecond).padStart(7)} req/s  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms  ${result.withinTarget ? 'within target' : 'OVER TARGET'}  load ${result.loadAverage}${result.non2xx ? `  non-2xx ${result.non2xx}` : ''}`,
      );
    }
    return results;
  } finally {
    // A server that failed to start has exited already: waiting for its exit would never end.
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  }
}

await main();
