/**
 * API benchmark (a report, not a test): seeds a large database, starts the reference server in a
 * child process on 127.0.0.1, and drives it with autocannon (50 connections) from this process.
 *
 *   npm run bench:api                    # 100,000 posts, 10,000 policies, 200,000 offers, 10 s per scenario
 *   BENCH_SECONDS=5 npm run bench:api    # shorter runs
 *   BENCH_KEEP=1 npm run bench:api       # keeps the database afterwards and as seeded (paths printed)
 *   BENCH_DB=<kept> npm run bench:api    # runs on a copy of a kept database instead of seeding
 *   BENCH_ONLY=offers npm run bench:api  # the offer scenarios alone (lane list, matches, publishing)
 *   BENCH_ONLY=waybills npm run bench:api  # credit, quotes and waybill events on 100,000 waybills
 *   BENCH_ONLY=replies npm run bench:api # the scenarios whose name contains the word, e.g. for a profile
 *   BENCH_PROF=/tmp/prof npm run bench:api  # the server's CPU profile (.cpuprofile) in that folder
 *   npm run bench:api -- --store=postgres   # the same scenarios on PostgreSQL (a throw-away cluster)
 *   npm run bench:api -- --store=both       # on SQLite, then on PostgreSQL, from the same seed
 *   npm run bench:api -- --store=postgres --nodes=2  # two servers on the one database, the connections split
 *
 * Prints requests per second and p50/p99 latency per scenario (and, for both stores, README's table
 * with a column per store) and writes bench/out/api.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../server/store/sqlite/db.ts';
import { benchOptions, prepareStore, sideBySide, type BenchStore } from './api-stores.ts';
import { seedDatabase } from '../server/seed/index.ts';
import { addDays, chinaDay } from '../src/lib/shared/china-time.ts';
import { addWriters } from './writers.ts';
import { renderBundleDir } from '../integrations/render-bundle.ts';
import { quoteTarget, seedWaybills, type BenchWaybills } from './api-waybills.ts';
import { benchCargo, busiestCargoLane, matchingTruck, offersToMatch, publishOffer } from './api-offers.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const SCALE = { posts: 100_000, replies: 300_000, policies: 10_000, logisticsInfo: 200_000 };
/** Waybills between the seeded accounts, with their ratings (the credit and waybill scenarios). */
const WAYBILLS = 100_000;
const TARGET_P99_MS = { read: 25, write: 50 };
/**
 * `offers`: the market's scenarios alone; `waybills`: the kept promise's (credit, quotes, waybill
 * events); another word: the scenarios whose name contains it; nothing: every scenario.
 */
const ONLY = process.env.BENCH_ONLY;
/** Offers whose matches are read in turn. */
const MATCHED_IN_TURN = 200;
/** New offers a second while the matches of MATCHED_IN_TURN offers are read in the mixed scenario. */
const PUBLISHED_ALONGSIDE = 50;

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
  /** The offer scenarios run alone with BENCH_ONLY=offers, the waybills' with BENCH_ONLY=waybills. */
  group?: 'offers' | 'waybills';
  /** A write scenario's rows so far (a list's total), to check that every answered write was made. */
  made?: () => Promise<number>;
  options: Partial<autocannon.Options>;
  /** Requests sent meanwhile, warm-up included, and not measured: the load the scenario is read under. */
  alongside?: Partial<autocannon.Options>;
}

/**
 * Seconds a scenario runs unmeasured first: the server's compiler and caches warm to it, as they are
 * on a server that has been running (a write scenario's first second otherwise measures the compiling
 * of the code a first write loads).
 */
const WARM_UP_SECONDS = 2;

async function run(url: string, scenario: Scenario) {
  const before = await scenario.made?.();
  const alongside =
    scenario.alongside &&
    autocannon({ url, connections: 5, duration: WARM_UP_SECONDS + SECONDS, ...scenario.alongside });
  const warm = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: WARM_UP_SECONDS,
    ...scenario.options,
  });
  if (!alongside) await waitForServer(url);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...scenario.options });
  const background = await alongside;
  if (background && (background.non2xx > 0 || background.errors > 0))
    throw new Error(`${scenario.name}: the requests sent alongside failed (${background.non2xx} non-2xx)`);
  const p99 = result.latency.p99;
  // A refusal inside a 200 answer (an expired token is errorCode 10002, HTTP 200) would pass for a
  // fast write: every write answered must be there. Writes still under way when autocannon stopped
  // are made but not counted as answered, at most one per connection per run.
  let writesMade: number | undefined;
  if (scenario.made && before !== undefined) {
    await waitForServer(url);
    writesMade = (await scenario.made()) - before;
  }
  const answered = warm['2xx'] + result['2xx'];
  const allMade =
    writesMade === undefined || (writesMade >= answered && writesMade <= answered + 2 * CONNECTIONS);
  return {
    scenario: scenario.name,
    kind: scenario.kind,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ...(writesMade === undefined ? {} : { writesAnswered: answered, writesMade }),
    withinTarget: p99 < TARGET_P99_MS[scenario.kind] && result.non2xx === 0 && result.errors === 0 && allMade,
    // The machine is shared: the one-minute load average as the scenario ends says how busy it was.
    loadAverage: Number(loadavg()[0]!.toFixed(2)),
  };
}

/**
 * Accounts the write scenarios write as, each request the next in turn, as many people write at once:
 * enough that none reaches the default posting and publishing rates (5 a minute, 20 an hour) in a
 * run even at 4,000 writes a second, so the server runs with its real rates and their checks read
 * what they read for a real account (its newest few rows), and nothing is refused.
 */
const WRITERS = 1_000 * (SECONDS + WARM_UP_SECONDS);

/** The `total` of a paged answer. */
async function totalOf(url: string): Promise<number> {
  const answer = (await (await fetch(url)).json()) as { data?: { total?: number } };
  if (typeof answer.data?.total !== 'number')
    throw new Error(`No total from ${url}: ${JSON.stringify(answer)}`);
  return answer.data.total;
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
  /** The writers' tokens, in the order requests take them. */
  writers: string[];
  waybills: BenchWaybills;
  /** Where the servers run: a copy of the built site (`dist/`), which their publishers rewrite. */
  site: string;
}

/**
 * A folder for the servers to run in, with a copy of `dist/` and the project's node_modules (where
 * the render bundle is kept): the servers' user-content publishers rewrite the pages the bench's
 * writes change, which must not land in the project's own build.
 */
function siteCopy(dir: string): string {
  const site = join(dir, 'site');
  mkdirSync(site);
  cpSync('dist', join(site, 'dist'), { recursive: true });
  symlinkSync(resolve('node_modules'), join(site, 'node_modules'));
  // The build's render bundle, under the key of the copy's path (removed with it, siteRemoved).
  cpSync(renderBundleDir('dist'), renderBundleDir(join(site, 'dist')), { recursive: true });
  return site;
}

function siteRemoved(site: string): void {
  rmSync(renderBundleDir(join(site, 'dist')), { recursive: true, force: true });
}

async function main(): Promise<void> {
  const { stores, nodes } = benchOptions();
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
  const writers = await addWriters(db, WRITERS);
  const writerIds = (
    db.prepare("SELECT id FROM users WHERE account LIKE 'bench.writer%' ORDER BY id").all() as {
      id: number;
    }[]
  ).map((row) => row.id);
  const waybillsStarted = Date.now();
  const waybills = seedWaybills(db, { count: WAYBILLS, writerIds, today: chinaDay(), now: Date.now() });
  console.log(
    `Seeded ${WAYBILLS} waybills with their ratings in ${((Date.now() - waybillsStarted) / 1000).toFixed(1)} s`,
  );
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  const lane = busiestCargoLane(db, chinaDay());
  const inTurn = offersToMatch(db, lane, chinaDay(), MATCHED_IN_TURN);
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
  const site = siteCopy(dir);
  try {
    for (const store of stores) {
      const prepared = await prepareStore(store, dbPath, dir);
      if (store === 'postgres') console.log(`Copied into PostgreSQL in ${prepared.copySeconds.toFixed(1)} s`);
      try {
        console.log(`— ${store}${nodes > 1 ? `, ${nodes} nodes` : ''} —`);
        byStore[store] = await runOnStore(prepared.env, nodes, {
          path: dbPath,
          lane,
          inTurn,
          offerCount,
          writers,
          waybills,
          site,
        });
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
          nodes,
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
    siteRemoved(site);
  }
}

/** One server on the store, listening on `port`. */
function startNode(storeEnv: Record<string, string>, port: number, site: string): ChildProcess {
  // BENCH_PROF=<folder>: the server writes its CPU profile there when it stops.
  const profile = process.env.BENCH_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${resolve(process.env.BENCH_PROF)}`]
    : [];
  return spawn(process.execPath, [...profile, resolve('server/main.ts')], {
    cwd: site,
    // The server's own settings, the per-account rates included: the write scenarios spread their
    // writes over enough accounts (WRITERS) that none is refused.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_DEMO: '0',
      ...storeEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Starts `nodes` servers on one store and runs every scenario against them, the connections split. */
async function runOnStore(storeEnv: Record<string, string>, nodes: number, seeded: Seeded) {
  const { lane, inTurn, writers, waybills, site } = seeded;
  const urls: string[] = [];
  const servers: ChildProcess[] = [];
  for (let node = 0; node < nodes; node += 1) {
    const port = await freePort();
    urls.push(`http://127.0.0.1:${port}`);
    servers.push(startNode(storeEnv, port, site));
  }
  const url = urls[0]!;
  /**
   * `path` on every node: autocannon spreads its connections over an array of targets in turn (its
   * types say only a string).
   */
  const at = (path: string): string =>
    nodes === 1 ? `${url}${path}` : (urls.map((node) => `${node}${path}`) as unknown as string);
  try {
    for (const node of urls) await waitForServer(node);
    const token = await login(url, 'demo', 'demo123456');
    let nextWriter = 0;
    /** The account of the next write: each request the next writer, so each writes a few times a run. */
    const nextWriterToken = (): string => writers[nextWriter++ % writers.length]!;
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
    /** Each request another offer of the lane's origin city, in turn. */
    const matchesInTurn: Partial<autocannon.Options> = {
      url: at(`/logistics/api/logistics-info/${inTurn[0]}/matches`),
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
    };
    /** Each request a new cargo offer on the lane, by the next writer. */
    const publishing: Partial<autocannon.Options> = {
      url: at('/logistics/api/logistics-info'),
      method: 'POST',
      requests: [
        {
          setupRequest: (request) => {
            offers += 1;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                Authentication: nextWriterToken(),
                'Idempotency-Key': `bench-offer-${process.pid}-${offers}`,
              },
              body: JSON.stringify(benchCargo(lane, offers)),
            };
          },
        },
      ],
    };
    const scenarios: Scenario[] = [
      {
        name: `GET /posts?page=${deepPage} (deep page)`,
        kind: 'read',
        options: { url: at(`/logistics/api/posts?page=${deepPage}&pageSize=10`) },
      },
      {
        name: 'GET /policies?keyword=物流枢纽',
        kind: 'read',
        options: { url: at(`/logistics/api/policies?keyword=${encodeURIComponent('物流枢纽')}`) },
      },
      { name: 'GET /portal/home', kind: 'read', options: { url: at('/logistics/api/portal/home') } },
      {
        name: `GET /logistics-info?kind=cargo&originCode=${lane.originCode}&destinationCode=${lane.destinationCode} (lane)`,
        kind: 'read',
        group: 'offers',
        options: {
          url: at(
            `/logistics/api/logistics-info?kind=cargo&originCode=${lane.originCode}&destinationCode=${lane.destinationCode}`,
          ),
        },
      },
      {
        name: `GET /logistics-info/${truck}/matches (${matched} matched)`,
        kind: 'read',
        group: 'offers',
        options: { url: at(`/logistics/api/logistics-info/${truck}/matches`) },
      },
      {
        name: `GET /logistics-info/:id/matches (${inTurn.length} offers in turn)`,
        kind: 'read',
        group: 'offers',
        options: matchesInTurn,
      },
      {
        // The kept matches of the offers read in turn meet new cargo offers of their own city.
        name: `GET /logistics-info/:id/matches (${inTurn.length} in turn, ${PUBLISHED_ALONGSIDE} offers/s published)`,
        kind: 'read',
        group: 'offers',
        options: matchesInTurn,
        alongside: { ...publishing, overallRate: PUBLISHED_ALONGSIDE },
      },
      {
        name: 'POST /posts/1/replies',
        kind: 'write',
        made: () => totalOf(`${url}/logistics/api/posts/1/replies?pageSize=1`),
        options: {
          url: at('/logistics/api/posts/1/replies'),
          method: 'POST',
          requests: [
            {
              setupRequest: (request) => {
                sequence += 1;
                return {
                  ...request,
                  headers: {
                    'content-type': 'application/json',
                    Authentication: nextWriterToken(),
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
        made: () => totalOf(`${url}/logistics/api/logistics-info?kind=cargo&pageSize=1`),
        group: 'offers',
        options: publishing,
      },
    ];
    let quotes = 0;
    let credits = 0;
    let events = 0;
    const loadingAt = addDays(chinaDay(), 1);
    scenarios.push(
      {
        name: `GET /users/:id/credit (${waybills.creditUsers.length} users in turn, ${WAYBILLS} waybills)`,
        kind: 'read',
        group: 'waybills',
        options: {
          url: at(`/logistics/api/users/${waybills.creditUsers[0]}/credit`),
          requests: [
            {
              setupRequest: (request) => {
                credits += 1;
                const user = waybills.creditUsers[credits % waybills.creditUsers.length];
                return { ...request, path: `/logistics/api/users/${user}/credit` };
              },
            },
          ],
        },
      },
      {
        name: `GET /logistics-info?kind=cargo&sort=credit (lane ${lane.originCode}→${lane.destinationCode})`,
        kind: 'read',
        group: 'waybills',
        options: {
          url: at(
            `/logistics/api/logistics-info?kind=cargo&sort=credit&originCode=${lane.originCode}&destinationCode=${lane.destinationCode}`,
          ),
        },
      },
      {
        name: `POST /logistics-info/:id/quotes (${waybills.quoted.length} offers in turn)`,
        kind: 'write',
        group: 'waybills',
        options: {
          url: at(`/logistics/api/logistics-info/${waybills.quoted[0]}/quotes`),
          method: 'POST',
          requests: [
            {
              setupRequest: (request) => {
                quotes += 1;
                return {
                  ...request,
                  path: `/logistics/api/logistics-info/${quoteTarget(waybills.quoted, quotes)}/quotes`,
                  headers: {
                    'content-type': 'application/json',
                    Authentication: writers[quotes % writers.length]!,
                    'Idempotency-Key': `bench-quote-${process.pid}-${quotes}`,
                  },
                  body: JSON.stringify({ price: 6800, loadingAt, note: '压测报价' }),
                };
              },
            },
          ],
        },
      },
      {
        // Each writer is the carrier of a few 待装货 waybills: 已装货 on each first, then 运输中 on the
        // second round, so every event sent is one its waybill's state allows (api-waybills.ts).
        name: 'POST /waybills/:id/events (loaded, then departed)',
        kind: 'write',
        group: 'waybills',
        options: {
          url: at(`/logistics/api/waybills/${waybills.waiting[0]}/events`),
          method: 'POST',
          requests: [
            {
              setupRequest: (request) => {
                const n = events % waybills.waiting.length;
                const type = events < waybills.waiting.length ? 'loaded' : 'departed';
                events += 1;
                return {
                  ...request,
                  path: `/logistics/api/waybills/${waybills.waiting[n]}/events`,
                  headers: {
                    'content-type': 'application/json',
                    Authentication: writers[n % writers.length]!,
                    'Idempotency-Key': `bench-event-${process.pid}-${events}`,
                  },
                  body: JSON.stringify({ type }),
                };
              },
            },
          ],
        },
      },
    );
    const results = [];
    const chosen = (one: (typeof scenarios)[number]) =>
      ONLY === undefined ||
      (ONLY === 'offers' || ONLY === 'waybills' ? one.group === ONLY : one.name.includes(ONLY));
    for (const scenario of scenarios.filter(chosen)) {
      const result = await run(url, scenario);
      results.push(result);
      // Requests still in the server's queue when autocannon stops would be measured in the next scenario.
      await waitForServer(url);
      console.log(
        `${result.scenario.padEnd(40)} ${String(result.requestsPerSecond).padStart(7)} req/s  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms  ${result.withinTarget ? 'within target' : 'OVER TARGET'}  load ${result.loadAverage}${result.non2xx ? `  non-2xx ${result.non2xx}` : ''}${'writesMade' in result ? `  made ${result.writesMade} of ${result.writesAnswered} answered` : ''}`,
      );
    }
    return results;
  } finally {
    for (const server of servers) {
      // A server that failed to start has exited already: waiting for its exit would never end.
      if (server.exitCode === null && server.signalCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
    }
  }
}

await main();
