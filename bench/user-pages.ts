/**
 * Static user content benchmark (a report, not a test; issue 31, Speed): one database of 200,000
 * offers and 100,000 posts (300,000 replies) beside the editorial content at 20,000 details pages,
 * one full build of it (timed: it renders no offer or post page), then the reference server in its own
 * process with its default settings and its user-content publisher, and in turn:
 * 1. offers published through the API at 50 a second for 60 s, each timed from its answer until its
 *    page was served (a visitor asks for it at once: a new offer's page is rendered on its first
 *    request) and until a first page of 物流信息 at least as new as it was written (the
 *    list shows 10: at 50 a second most offers are pushed off it by newer ones before a render, so
 *    "as new" is the newest offer the file shows); then how long until the last render of the phase was written;
 * 2. 1,000 replies a second spread over 100 posts for 30 s, each timed until the version of its reply
 *    page's file that shows it was written; renders per post counted from the publish manifests;
 * 3. the first request of never-rendered offer pages at 50 connections (autocannon, a new id each
 *    request), then the same pages again, whose requests must render nothing;
 * 4. the disk an offer page takes with its .br and .gz copies, times 100,000.
 * A file counts from its modification time (when the server wrote it), not from when the bench, which
 * sends the writes from the same process, came to look. The writes are made as many accounts
 * (bench/writers.ts), so the server keeps its default rates.
 *
 *   npm run bench:user-pages
 *   npm run bench:user-pages -- --offers=2000 --posts=1000 --replies=3000 --editorial=1 \
 *     --offer-seconds=5 --reply-rate=100 --reply-seconds=5 --first-seconds=3     # to try the bench
 *
 * Prints a table with the aims and the load average, writes bench/out/user-pages.json. Everything
 * else lives in bench/out/user-pages/.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { mkdir, rm, stat, symlink, unlink, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { renderBundleDir } from '../integrations/render-bundle.ts';
import { openDatabase } from '../server/store/sqlite/db.ts';
import { SEED_DEFAULTS, seedDatabase } from '../server/seed/index.ts';
import { addDays, chinaDay } from '../src/lib/shared/china-time.ts';
import { replyPageOf } from '../src/lib/shared/reply-pages.ts';
import { LOGISTICS_DETAILS_PATH, LOGISTICS_LIST_PATH, POST_PATH } from '../src/lib/shared/routes.ts';
import { timedBuild } from './astro-build.ts';
import { collectManifests, fileReader, paced, summary } from './user-pages-watch.ts';
import { addWriters } from './writers.ts';

const ROOT = resolve(import.meta.dirname, '..');
const WORK = join(ROOT, 'bench', 'out', 'user-pages');
const DIST = join(WORK, 'dist');
const DB_PATH = join(WORK, 'portal.db');
const argument = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const SIZE = {
  offers: argument('offers', 200_000),
  posts: argument('posts', 100_000),
  replies: argument('replies', 300_000),
  editorial: argument('editorial', 46),
};
const RUN = {
  offerRate: argument('offer-rate', 50),
  offerSeconds: argument('offer-seconds', 60),
  replyRate: argument('reply-rate', 1000),
  replySeconds: argument('reply-seconds', 30),
  replyPosts: argument('reply-posts', 100),
  connections: argument('connections', 50),
  firstSeconds: argument('first-seconds', 10),
};
const AIMS = {
  offerMedian: 1,
  offerP99: 2,
  drained: 2,
  replyP99: 2,
  rendersPerPostSecond: 1,
  firstP99Ms: 50,
};
const AIM_BUILD_SECONDS = 100;
/**
 * Within the default per-account rates (20 offers an hour, 5 replies a minute) each account writes at
 * most 10 offers, and 4 replies in a phase of at most a minute.
 */
const offerWriters = Math.ceil((RUN.offerRate * RUN.offerSeconds) / 10);
const replyWriters = Math.ceil((RUN.replyRate * RUN.replySeconds) / 4);

const pagePath = (path: string) => join(DIST, path.replace(/^\//, ''), 'index.html');
const load = () => Number(loadavg()[0]!.toFixed(2));
const seconds = (ms: number) => ms / 1000;

async function seed() {
  await rm(WORK, { recursive: true, force: true });
  await mkdir(WORK, { recursive: true });
  // The server runs in WORK (its dist/) and finds the render bundle under ./node_modules.
  await symlink(join(ROOT, 'node_modules'), join(WORK, 'node_modules'));
  const started = performance.now();
  const { db } = openDatabase(DB_PATH, { create: true });
  const e = SIZE.editorial;
  seedDatabase(db, {
    accounts: true,
    logisticsInfo: SIZE.offers,
    posts: SIZE.posts,
    replies: SIZE.replies,
    policies: SEED_DEFAULTS.policies * e,
    announcements: SEED_DEFAULTS.announcements * e,
    enterprises: SEED_DEFAULTS.enterprises * e,
    routes: SEED_DEFAULTS.routes * e,
  });
  const writers = await addWriters(db, offerWriters + replyWriters);
  const ids = (sql: string, ...values: string[]) =>
    (db.prepare(sql).all(...values) as { id: number }[]).map(({ id }) => id);
  const posts = ids(
    'SELECT id FROM posts WHERE hidden_at IS NULL AND deleted_at IS NULL ORDER BY id LIMIT ?',
    String(RUN.replyPosts),
  );
  // Standing offers (their pages render; a retired one answers 410 without a render), in id order.
  const standing = ids(
    `SELECT id FROM logistics_info WHERE state = 'published' AND (expires_on IS NULL OR expires_on >= ?)
     ORDER BY id LIMIT 100000`,
    chinaDay(),
  );
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.close();
  const detailsPages =
    (SEED_DEFAULTS.policies +
      SEED_DEFAULTS.announcements +
      SEED_DEFAULTS.enterprises +
      SEED_DEFAULTS.routes) *
    e;
  return {
    seconds: seconds(performance.now() - started),
    detailsPages,
    offerTokens: writers.slice(0, offerWriters),
    replyTokens: writers.slice(offerWriters),
    posts,
    standing,
  };
}

/** The reference server as `npm run serve` starts it, on the bench's files, its output in server.log. */
async function startServer() {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const log = createWriteStream(join(WORK, 'server.log'));
  // BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof': where the server's time goes.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, join(ROOT, 'server/main.ts')], {
    cwd: WORK,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_DB: DB_PATH,
      PORTAL_DEMO: '0',
      PORTAL_PUBLISH_DIR: join(WORK, 'publish'),
      PORTAL_PRECOMPRESS_CACHE: join(WORK, 'cache'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    const answer = await fetch(`${url}/logistics/api/portal/home`).catch(() => null);
    if (answer?.ok) break;
    if (tries > 600 || child.exitCode !== null)
      throw new Error(`The server did not start: see ${WORK}/server.log`);
    await new Promise((done) => setTimeout(done, 100));
  }
  const stop = () =>
    new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return { url, stop };
}

/** Why writes were refused: the answer's code and message (or the failure), how many times. */
const refusals = new Map<string, number>();

/**
 * The connections the writes share: kept alive and at most 64, as a real client's pool, so a burst
 * waits here instead of opening thousands of sockets the server then resets (fetch's pool has no
 * bound: at 1,000 a second it failed thousands of writes and hung others for minutes).
 */
const writeAgent = new Agent({ keepAlive: true, maxSockets: 64 });

function send(url: string, token: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        agent: writeAgent,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Authentication: token,
          'Idempotency-Key': randomUUID(),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A page as a visitor reads it, over the same kept-alive connections; '' for anything but a 200. */
function get(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { agent: writeAgent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve(response.statusCode === 200 ? text : ''));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

interface Answer {
  success?: boolean;
  errorCode?: number;
  errorMsg?: string;
  data?: { id: number; floor: number };
}

const parsed = (text: string): Answer | null => {
  try {
    return JSON.parse(text) as Answer;
  } catch {
    return null;
  }
};

async function post(
  url: string,
  token: string,
  body: unknown,
): Promise<{ id?: number; floor?: number } | null> {
  const answer = await send(url, token, JSON.stringify(body)).catch((error: unknown) => String(error));
  const json = typeof answer === 'string' ? null : parsed(answer.text);
  if (typeof answer !== 'string' && answer.status === 200 && json?.success === true && json.data)
    return json.data;
  const why = typeof answer === 'string' ? answer : `${answer.status} ${json?.errorCode} ${json?.errorMsg}`;
  refusals.set(why, (refusals.get(why) ?? 0) + 1);
  return null;
}

/** Phase 1: offers published at a steady rate; each until its page is served and the list's first page shows it. */
async function publishOffers(api: string, tokens: string[], manifests: ReturnType<typeof collectManifests>) {
  const today = chinaDay();
  const pending = new Map<number, number>();
  const pageMs: number[] = [];
  const listMs: number[] = [];
  const bothMs: number[] = [];
  const seen = new Map<number, { page?: number; list?: number }>();
  /**
   * A new offer's page is rendered on its first request (nobody asked for it before): a visitor who
   * follows a link to it at once, from the publish's answer to the page answered with its content.
   */
  const served = new Map<number, number>();
  const site = api.replace(/\/logistics\/api$/, '');
  const visit = async (id: number, cargoName: string, at: number) => {
    const text = await get(`${site}${LOGISTICS_DETAILS_PATH}?id=${id}`).catch(() => '');
    if (text.includes(cargoName)) served.set(id, Date.now() - at);
  };
  const read = fileReader();
  let refused = 0;
  let watching = true;
  // Each from its answer to the moment the file showing it was written (its modification time).
  const watcher = (async () => {
    while (watching || pending.size > 0) {
      const list = await read(pagePath(LOGISTICS_LIST_PATH));
      const newest = Math.max(
        0,
        ...[...(list?.text ?? '').matchAll(/logisticsInformationDetails\?id=(\d+)/g)].map((match) =>
          Number(match[1]),
        ),
      );
      for (const [id, at] of pending) {
        const state = seen.get(id) ?? {};
        const page = served.get(id);
        if (page !== undefined) state.page = page;
        if (state.list === undefined && list && newest >= id) state.list = Math.max(0, list.mtimeMs - at);
        seen.set(id, state);
        if (state.page !== undefined && state.list !== undefined) {
          pageMs.push(state.page);
          listMs.push(state.list);
          bothMs.push(Math.max(state.page, state.list));
          pending.delete(id);
        } else if (!watching && Date.now() - at > 30_000) pending.delete(id);
      }
      await new Promise((done) => setTimeout(done, 20));
    }
  })();
  const sent = await paced(RUN.offerRate, RUN.offerSeconds, async (n) => {
    const made = await post(`${api}/logistics-info`, tokens[n % tokens.length]!, {
      kind: 'cargo',
      originCode: '310115',
      destinationCode: '510104',
      cargoName: `压测货物${n}`,
      weightTons: 10,
      volumeCubic: 20,
      vehicleLengthMeters: 9.6,
      vehicleType: '高栏车',
      loadingDate: addDays(today, 2),
      price: 5000,
      priceNegotiable: false,
      contactName: '压测',
      contactPhone: '13912345678',
      remarks: '',
    });
    if (made?.id === undefined) refused += 1;
    else {
      pending.set(made.id, Date.now());
      void visit(made.id, `压测货物${n}`, Date.now());
    }
  });
  const lastAnswer = Date.now();
  watching = false;
  await watcher;
  const lastRender = await quietAfter(manifests, lastAnswer);
  return {
    published: Math.round(RUN.offerRate * RUN.offerSeconds) - refused,
    refused,
    sentSeconds: sent.sentSeconds,
    pageSeconds: summary(pageMs.map(seconds)),
    listSeconds: summary(listMs.map(seconds)),
    servedSeconds: summary(bothMs.map(seconds)),
    lastRenderSecondsAfterLastAnswer: lastRender,
    loadAverage: load(),
  };
}

/** Seconds from `since` (ms since the epoch) to the last batch written before 5 s passed without one. */
async function quietAfter(manifests: ReturnType<typeof collectManifests>, since: number): Promise<number> {
  for (;;) {
    await new Promise((done) => setTimeout(done, 1000));
    await manifests.flush();
    const last = Math.max(since, ...manifests.batches.map((batch) => batch.liveAt));
    if (Date.now() - last > 5000) return seconds(last - since);
  }
}

/** Phase 2: replies spread over posts; each until its reply page's file shows it; renders per post. */
async function writeReplies(
  api: string,
  tokens: string[],
  posts: number[],
  manifests: ReturnType<typeof collectManifests>,
) {
  // The replies not seen yet, by the file of their reply page: their number → when they were answered.
  const pending = new Map<string, Map<number, number>>();
  const visibleMs: number[] = [];
  const read = fileReader();
  // The replies a version of a file shows, found once per version.
  const markers = new Map<string, { mtimeMs: number; shown: Set<number> }>();
  const markersOf = async (file: string) => {
    const version = await read(file);
    if (version === null) return null;
    const known = markers.get(file);
    if (known?.mtimeMs === version.mtimeMs) return known;
    const shown = new Set([...version.text.matchAll(/〔(\d+)〕/g)].map((match) => Number(match[1])));
    const found = { mtimeMs: version.mtimeMs, shown };
    markers.set(file, found);
    return found;
  };
  let refused = 0;
  let watching = true;
  const started = Date.now();
  // A reply is visible from the moment the file version that shows it was written (its modification
  // time), not from when this loop, which shares a process with 1,000 requests a second, came to look.
  const look = async (file: string, replies: Map<number, number>) => {
    const version = await markersOf(file);
    for (const [n, answeredAt] of replies) {
      if (version?.shown.has(n)) {
        visibleMs.push(Math.max(0, version.mtimeMs - answeredAt));
        replies.delete(n);
      } else if (!watching && Date.now() - answeredAt > 30_000) replies.delete(n);
    }
    if (replies.size === 0) pending.delete(file);
  };
  // A file is looked at when a manifest says it was written, not polled: calling stat on every
  // pending file every few milliseconds took a good part of a core the renders share. A sweep of
  // every pending file each second catches a write whose manifest came before its reply's answer.
  let batchesSeen = manifests.batches.length;
  let sweptAt = 0;
  const watcher = (async () => {
    while (watching || pending.size > 0) {
      await manifests.flush();
      const sweep = Date.now() - sweptAt >= 1000 || !watching;
      const written = new Set(
        manifests.batches
          .slice(batchesSeen)
          .flatMap(({ written }) => written.map((file) => join(DIST, file))),
      );
      batchesSeen = manifests.batches.length;
      if (sweep) sweptAt = Date.now();
      const files = [...pending].filter(([file]) => sweep || written.has(file));
      for (let from = 0; from < files.length; from += 64)
        await Promise.all(files.slice(from, from + 64).map(([file, replies]) => look(file, replies)));
      await new Promise((done) => setTimeout(done, 50));
    }
  })();
  const sent = await paced(RUN.replyRate, RUN.replySeconds, async (n) => {
    const postId = posts[n % posts.length]!;
    const made = await post(`${api}/posts/${postId}/replies`, tokens[n % tokens.length]!, {
      content: `压测回复〔${n}〕：货已到站，谢谢。`,
    });
    if (made?.floor === undefined) refused += 1;
    else {
      const page = replyPageOf(made.floor);
      const file = pagePath(`${POST_PATH}/${postId}${page > 1 ? `/${page}` : ''}`);
      pending.set(file, (pending.get(file) ?? new Map<number, number>()).set(n, Date.now()));
    }
  });
  const phaseSeconds = seconds(Date.now() - started);
  watching = false;
  await watcher;
  await quietAfter(manifests, Date.now());
  // Renders per post: the batches that wrote one of its pages, over the phase.
  const renders = new Map<number, number>(posts.map((id) => [id, 0]));
  for (const batch of manifests.batches.filter(({ liveAt }) => liveAt >= started)) {
    const touched = new Set(
      batch.written.flatMap((file) => {
        const match = /postPetails\/(\d+)(?:\/\d+)?\/index\.html$/.exec(file);
        return match ? [Number(match[1])] : [];
      }),
    );
    for (const id of touched) if (renders.has(id)) renders.set(id, renders.get(id)! + 1);
  }
  const perSecond = [...renders.values()].map((count) => count / phaseSeconds);
  return {
    written: Math.round(RUN.replyRate * RUN.replySeconds) - refused,
    refused,
    sentSeconds: sent.sentSeconds,
    visibleSeconds: summary(visibleMs.map(seconds)),
    rendersPerPostSecond: summary(perSecond),
    loadAverage: load(),
  };
}

/** Phase 3: first requests of never-rendered offer pages at 50 connections; then the same pages again. */
async function firstRequests(
  url: string,
  standing: number[],
  manifests: ReturnType<typeof collectManifests>,
) {
  let turn = 0;
  const cannon = (ids: number[], duration: number) =>
    autocannon({
      url: `${url}${LOGISTICS_DETAILS_PATH}?id=${ids[0]}`,
      connections: RUN.connections,
      duration,
      headers: { 'accept-encoding': 'br' },
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: `${LOGISTICS_DETAILS_PATH}?id=${ids[turn++ % ids.length]}`,
          }),
        },
      ],
    });
  const first = await cannon(standing, RUN.firstSeconds);
  const asked = standing.slice(0, Math.min(turn, standing.length));
  const wrapped = turn > standing.length;
  await quietAfter(manifests, Date.now());
  const before = manifests.batches.length;
  const askedSet = new Set(asked);
  turn = 0;
  const again = await cannon(asked, 5);
  await manifests.flush();
  const renderedAgain = manifests.batches
    .slice(before)
    .flatMap((batch) => batch.written)
    .filter((file) => {
      const match = /logisticsInformationDetails\/(\d+)\/index\.html$/.exec(file);
      return match !== null && askedSet.has(Number(match[1]));
    }).length;
  const figures = (result: autocannon.Result) => ({
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  });
  return {
    first: { ...figures(first), pagesAsked: asked.length, wrapped },
    again: { ...figures(again), pagesRenderedAgain: renderedAgain },
    asked,
    loadAverage: load(),
  };
}

/** Phase 4: an offer page's bytes with its copies, and the blocks they take, averaged over `ids`. */
async function diskPerOffer(ids: number[]) {
  let bytes = 0;
  let blocks = 0;
  let pages = 0;
  for (const id of ids.slice(0, 2000)) {
    const html = pagePath(`${LOGISTICS_DETAILS_PATH}/${id}`);
    const files = await Promise.all(
      [html, `${html}.br`, `${html}.gz`].map((file) => stat(file).catch(() => null)),
    );
    if (files.some((file) => file === null)) continue;
    pages += 1;
    for (const file of files) {
      bytes += file!.size;
      blocks += file!.blocks * 512;
    }
  }
  return {
    pages,
    bytesPerPage: bytes / pages,
    diskPerPage: blocks / pages,
    per100kGb: ((blocks / pages) * 1e5) / 1e9,
  };
}

async function main(): Promise<void> {
  const startLoad = loadavg().map((value) => Number(value.toFixed(2)));
  console.log(`Seeding ${SIZE.offers} offers, ${SIZE.posts} posts, editorial ×${SIZE.editorial} …`);
  const seeded = await seed();
  console.log(
    `  ${seeded.seconds.toFixed(0)} s; full build (${seeded.detailsPages} editorial details pages) …`,
  );
  const build = await timedBuild(DIST, DB_PATH, join(WORK, 'cache'));
  console.log(`  ${build.seconds.toFixed(1)} s`);
  const server = await startServer();
  const api = `${server.url}/logistics/api`;
  const manifests = collectManifests(join(WORK, 'publish', 'manifests'));
  try {
    console.log(`Offers: ${RUN.offerRate} a second for ${RUN.offerSeconds} s …`);
    const offers = await publishOffers(api, seeded.offerTokens, manifests);
    console.log(
      `Replies: ${RUN.replyRate} a second over ${seeded.posts.length} posts for ${RUN.replySeconds} s …`,
    );
    const replies = await writeReplies(api, seeded.replyTokens, seeded.posts, manifests);
    console.log(
      `First requests of offer pages at ${RUN.connections} connections for ${RUN.firstSeconds} s …`,
    );
    const first = await firstRequests(server.url, seeded.standing, manifests);
    const disk = await diskPerOffer(first.asked);
    await manifests.stop();
    const json = report({ startLoad, seeded, build, offers, replies, first, disk });
    await writeFile(join(ROOT, 'bench', 'out', 'user-pages.json'), `${JSON.stringify(json, null, 2)}\n`);
  } finally {
    await server.stop();
    await rm(renderBundleDir(DIST), { recursive: true, force: true });
    // The link to node_modules goes (the work folder stays to be read): the project's checks that
    // read every source file under the project would otherwise walk the whole of node_modules again.
    await unlink(join(WORK, 'node_modules')).catch(() => undefined);
  }
}

function report(figures: {
  startLoad: number[];
  seeded: Awaited<ReturnType<typeof seed>>;
  build: Awaited<ReturnType<typeof timedBuild>>;
  offers: Awaited<ReturnType<typeof publishOffers>>;
  replies: Awaited<ReturnType<typeof writeReplies>>;
  first: Awaited<ReturnType<typeof firstRequests>>;
  disk: Awaited<ReturnType<typeof diskPerOffer>>;
}) {
  const { build, offers, replies, first, disk } = figures;
  const met = (value: number, aim: number) => (value <= aim ? 'met' : 'MISSED');
  const rows: [string, string, string, string, number][] = [
    [
      'offer → page and list, median',
      `${offers.servedSeconds.median.toFixed(2)} s`,
      `≤ ${AIMS.offerMedian} s`,
      met(offers.servedSeconds.median, AIMS.offerMedian),
      offers.loadAverage,
    ],
    [
      'offer → page and list, p99',
      `${offers.servedSeconds.p99.toFixed(2)} s`,
      `≤ ${AIMS.offerP99} s`,
      met(offers.servedSeconds.p99, AIMS.offerP99),
      offers.loadAverage,
    ],
    [
      '  page alone, median / p99',
      `${offers.pageSeconds.median.toFixed(2)} / ${offers.pageSeconds.p99.toFixed(2)} s`,
      '',
      '',
      offers.loadAverage,
    ],
    [
      '  list alone, median / p99',
      `${offers.listSeconds.median.toFixed(2)} / ${offers.listSeconds.p99.toFixed(2)} s`,
      '',
      '',
      offers.loadAverage,
    ],
    [
      'last render after the last offer',
      `${offers.lastRenderSecondsAfterLastAnswer.toFixed(2)} s`,
      `≤ ${AIMS.drained} s`,
      met(offers.lastRenderSecondsAfterLastAnswer, AIMS.drained),
      offers.loadAverage,
    ],
    [
      'reply → its page, p99',
      `${replies.visibleSeconds.p99.toFixed(2)} s (median ${replies.visibleSeconds.median.toFixed(2)})`,
      `≤ ${AIMS.replyP99} s`,
      met(replies.visibleSeconds.p99, AIMS.replyP99),
      replies.loadAverage,
    ],
    [
      'renders per post a second, max',
      `${replies.rendersPerPostSecond.max.toFixed(2)} (median ${replies.rendersPerPostSecond.median.toFixed(2)})`,
      `≈ ${AIMS.rendersPerPostSecond}`,
      met(replies.rendersPerPostSecond.max, AIMS.rendersPerPostSecond * 1.1),
      replies.loadAverage,
    ],
    [
      `first request of an offer page, p99 (${RUN.connections} conn.)`,
      `${first.first.p99Ms} ms (p50 ${first.first.p50Ms}, ${first.first.perSecond.toFixed(0)}/s)`,
      `≤ ${AIMS.firstP99Ms} ms`,
      met(first.first.p99Ms, AIMS.firstP99Ms),
      first.loadAverage,
    ],
    [
      'second request, p99; pages rendered again',
      `${first.again.p99Ms} ms; ${first.again.pagesRenderedAgain}`,
      '0 renders',
      first.again.pagesRenderedAgain === 0 ? 'met' : 'MISSED',
      first.loadAverage,
    ],
    [
      'disk per 100,000 offer pages (.html+.br+.gz)',
      `${disk.per100kGb.toFixed(2)} GB (${(disk.bytesPerPage / 1024).toFixed(1)} KB of bytes a page)`,
      '',
      '',
      first.loadAverage,
    ],
    [
      `full build, ${figures.seeded.detailsPages} editorial pages`,
      `${build.seconds.toFixed(1)} s (${build.cpuSeconds?.toFixed(0)} CPU s)`,
      `≤ ${AIM_BUILD_SECONDS} s`,
      met(build.seconds, AIM_BUILD_SECONDS),
      build.loadAverage,
    ],
  ];
  const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.versions.node}`;
  console.log(`\n${machine}; load average at the start ${figures.startLoad.join(' / ')}`);
  console.log(
    `${'figure'.padEnd(52)} ${'measured'.padEnd(40)} ${'aim'.padEnd(10)} ${'result'.padEnd(7)} load`,
  );
  for (const [name, value, aim, result, loadAverage] of rows)
    console.log(
      `${name.padEnd(52)} ${value.padEnd(40)} ${aim.padEnd(10)} ${result.padEnd(7)} ${loadAverage}`,
    );
  console.log(
    `offers published ${offers.published} (refused ${offers.refused}) in ${offers.sentSeconds.toFixed(1)} s; replies ${replies.written} (refused ${replies.refused}) in ${replies.sentSeconds.toFixed(1)} s; first requests ${first.first.requests} over ${first.first.pagesAsked} pages (non-2xx ${first.first.non2xx}, errors ${first.first.errors}${first.first.wrapped ? ', ids reused' : ''})`,
  );
  for (const [why, count] of refusals) console.log(`refused ${count}×: ${why}`);
  const { asked: _asked, ...firstFigures } = first;
  const json = {
    measuredAt: new Date().toISOString(),
    machine,
    loadAverageAtStart: figures.startLoad,
    size: SIZE,
    run: RUN,
    aims: { ...AIMS, buildSeconds: AIM_BUILD_SECONDS },
    seedSeconds: figures.seeded.seconds,
    editorialDetailsPages: figures.seeded.detailsPages,
    build,
    offers,
    replies,
    first: firstFigures,
    disk,
    refusals: Object.fromEntries(refusals),
  };
  return json;
}

await main();
