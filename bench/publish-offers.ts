/**
 * Static user content benchmark (a report, not a test): a seeded database, a full build of it, then
 * the reference server with its user-content publisher while offers are published through the API at
 * a steady rate, and for each offer the time until the server's files show it: its own page (the
 * first request of an offer page renders it anyway; here it is the publisher's write) and the home
 * page's 最新物流信息 (the first page of its list is rendered in the same batch). Afterwards, how long
 * the render queue took to drain, and how many renders and batches it made.
 *
 *   npm run bench:publish-offers                               # 50 offers a second for 60 s
 *   npm run bench:publish-offers -- --rate=5 --seconds=5 --scale=1   # to try the bench itself
 *
 * Prints the figures and writes bench/out/publish-offers.json. Everything lives in bench/out/publish-offers/.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { renderBundleDir } from '../integrations/render-bundle.ts';
import { addDays, chinaDay } from '../src/lib/shared/china-time.ts';
import { SEED_DEFAULTS, seedDatabase } from '../server/seed/index.ts';
import { settingsFor } from '../server/settings.ts';
import { startServer } from '../server/start.ts';
import { openDatabase } from '../server/store/sqlite/db.ts';
import { buildSite } from '../tests/unit/helpers/site-build.ts';

const ROOT = resolve(import.meta.dirname, '..');
const WORK = join(ROOT, 'bench', 'out', 'publish-offers');
const OUT_DIR = join(WORK, 'dist');
const DB_PATH = join(WORK, 'portal.db');
const argument = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const rate = argument('rate', 50);
const seconds = argument('seconds', 60);
const scale = argument('scale', 10);

const percentile = (values: number[], p: number) =>
  values.length === 0
    ? NaN
    : [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

async function main(): Promise<void> {
  await rm(WORK, { recursive: true, force: true });
  await mkdir(WORK, { recursive: true });
  const seeded = openDatabase(DB_PATH, { create: true });
  seedDatabase(seeded.db, { accounts: true, logisticsInfo: SEED_DEFAULTS.logisticsInfo * scale });
  seeded.db.close();
  console.log('Full build …');
  await buildSite({
    outDir: OUT_DIR,
    dbPath: DB_PATH,
    contentTime: new Date().toISOString(),
    cacheDir: join(WORK, 'cache'),
  });

  const server = await startServer({
    settings: settingsFor({
      port: 0,
      dbPath: DB_PATH,
      offerRatePerHour: 1_000_000,
      publishing: { dir: WORK, keep: 100, hookTimeoutMs: 30_000, precompressCache: join(WORK, 'cache') },
    }),
    distDir: OUT_DIR,
    publishing: {},
  });
  const api = `${server.url}/logistics/api`;
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account: 'demo', password: 'demo123456' }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;

  /** Published offers not yet seen in a file: id → when the API answered. */
  const pending = new Map<number, { at: number; page: boolean; home: boolean }>();
  const pageSeconds: number[] = [];
  const homeSeconds: number[] = [];
  const watch = setInterval(() => {
    void (async () => {
      const home = await readFile(join(OUT_DIR, 'basic/portal/index.html'), 'utf8').catch(() => '');
      const now = performance.now();
      for (const [id, offer] of pending) {
        if (
          !offer.page &&
          existsSync(join(OUT_DIR, `basic/portal/logisticsInformationDetails/${id}/index.html`))
        ) {
          offer.page = true;
          pageSeconds.push((now - offer.at) / 1000);
        }
        if (!offer.home && home.includes(`logisticsInformationDetails?id=${id}`)) {
          offer.home = true;
          homeSeconds.push((now - offer.at) / 1000);
        }
        // The home shows a few newest offers: one pushed out before it was seen there is not counted.
        if (offer.page && (offer.home || now - offer.at > 10_000)) pending.delete(id);
      }
    })();
  }, 25);

  console.log(`Publishing ${rate} offers a second for ${seconds} s …`);
  const today = chinaDay();
  const started = performance.now();
  const sends: Promise<void>[] = [];
  for (let n = 0; n < rate * seconds; n += 1) {
    const due = started + (n * 1000) / rate;
    await new Promise((done) => setTimeout(done, Math.max(0, due - performance.now())));
    sends.push(
      (async () => {
        const response = await fetch(`${api}/logistics-info`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Authentication: token,
            'Idempotency-Key': randomUUID(),
          },
          body: JSON.stringify({
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
          }),
        });
        const { data } = (await response.json()) as { data: { id: number } };
        pending.set(data.id, { at: performance.now(), page: false, home: false });
      })(),
    );
  }
  await Promise.all(sends);
  const lastSent = performance.now();
  await server.userPublisher!.idle();
  const drained = (performance.now() - lastSent) / 1000;
  clearInterval(watch);
  const counts = { ...server.userPublisher!.counts };
  await server.close();
  await rm(renderBundleDir(OUT_DIR), { recursive: true, force: true });

  const result = {
    measuredAt: new Date().toISOString(),
    machine: `${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.versions.node}`,
    rate,
    seconds,
    offersPublished: rate * seconds,
    offerPageSeconds: {
      median: percentile(pageSeconds, 0.5),
      p99: percentile(pageSeconds, 0.99),
      seen: pageSeconds.length,
    },
    homeSeconds: {
      median: percentile(homeSeconds, 0.5),
      p99: percentile(homeSeconds, 0.99),
      seen: homeSeconds.length,
    },
    queueDrainedSecondsAfterLastOffer: drained,
    publisher: counts,
  };
  await writeFile(join(ROOT, 'bench', 'out', 'publish-offers.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
}

await main();
