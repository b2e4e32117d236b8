/**
 * Publishing benchmark (a report, not a test): a database seeded at a real portal's size (at least
 * 20,000 details pages), a full build of it with an empty cache of compressed copies, then the
 * reference server on that build with its site publisher, and:
 * - publishing one new announcement, timed until the server answers its page (median of 5);
 * - withdrawing it again, timed until its page answers 404 (median of 5);
 * - the files each publish rewrote;
 * - a second full build of the same database, which should compress nothing.
 *
 *   npm run bench:publish                 # the seed ×46: 20,240 details pages
 *   npm run bench:publish -- --scale=4    # smaller, to try the bench itself
 *
 * Prints the figures and writes bench/out/publish.json. Everything lives in bench/out/publish/.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { timedBuild, type BuildFigures } from './astro-build.ts';
import { COMPRESSION_SETTINGS } from '../integrations/precompress.ts';
import { PrecompressCache } from '../integrations/precompress-cache.ts';
import { renderBundleDir } from '../integrations/render-bundle.ts';
import { openDatabase } from '../server/store/sqlite/db.ts';
import { insertAnnouncement, removeContentItem } from '../server/queries/content-edits.ts';
import { createSitePublisher, type PublishReport } from '../server/site/publishing/publisher.ts';
import { SEED_DEFAULTS, seedDatabase } from '../server/seed/index.ts';
import type { ContentChange } from '../server/site/site-publisher.ts';
import { startServer } from '../server/start.ts';
import { settingsFor } from '../server/settings.ts';

const ROOT = resolve(import.meta.dirname, '..');
const WORK = join(ROOT, 'bench', 'out', 'publish');
const OUT_DIR = join(WORK, 'dist');
const DB_PATH = join(WORK, 'portal.db');
const CACHE_DIR = join(WORK, 'precompress-cache');
const RUNS = 5;
const AIMS = { fullBuildSeconds: 100, publishSeconds: 5 };

const scale = Number(process.argv.find((arg) => arg.startsWith('--scale='))?.slice('--scale='.length) ?? 46);
const counts = {
  policies: SEED_DEFAULTS.policies * scale,
  announcements: SEED_DEFAULTS.announcements * scale,
  enterprises: SEED_DEFAULTS.enterprises * scale,
  routes: SEED_DEFAULTS.routes * scale,
};
const detailsPages = Object.values(counts).reduce((sum, count) => sum + count, 0);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  console.log(`Seeding ${detailsPages.toLocaleString('en')} details pages (seed ×${scale}) …`);
  await rm(WORK, { recursive: true, force: true });
  await mkdir(WORK, { recursive: true });
  const seeded = openDatabase(DB_PATH, { create: true });
  seedDatabase(seeded.db, counts);
  seeded.db.close();

  console.log('Full build, empty cache of compressed copies …');
  const first = await timedBuild(OUT_DIR, DB_PATH, CACHE_DIR);
  console.log(`  ${first.seconds.toFixed(1)} s, peak ${first.peakMemoryMb} MB`);

  const server = await startServer({ settings: settingsFor({ port: 0, dbPath: DB_PATH }), distDir: OUT_DIR });
  const publisher = createSitePublisher({
    distDir: OUT_DIR,
    dbPath: DB_PATH,
    db: server.store,
    base: '/',
    cache: new PrecompressCache(CACHE_DIR, COMPRESSION_SETTINGS),
    manifests: { dir: join(WORK, 'manifests'), keep: 100, hook: undefined, hookTimeoutMs: 30_000 },
    now: () => Date.now(),
  });
  const untilAnswered = async (change: ContentChange, status: number) => {
    const started = performance.now();
    const report = await publisher.publishWithReport(change);
    const url = `${server.url}/basic/portal/announcementDetails?id=${change.id}`;
    for (;;) {
      const answer = await fetch(url, { headers: { 'Accept-Encoding': 'br' } });
      await answer.body?.cancel();
      if (answer.status === status) break;
    }
    return { seconds: (performance.now() - started) / 1000, report };
  };
  const publishes: { seconds: number; report: PublishReport }[] = [];
  const withdrawals: { seconds: number; report: PublishReport }[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const id = await insertAnnouncement(server.store, {
      enterpriseId: 1 + run,
      title: `关于第 ${run} 批专线运价调整的公告`,
      content: '自下月起，部分专线运价按新标准执行。\n详情请咨询各专线联系人。',
      publishedAt: new Date().toISOString(),
    });
    publishes.push(await untilAnswered({ kind: 'announcements', id, action: 'publish' }, 200));
    await removeContentItem(server.store, 'announcements', id);
    withdrawals.push(await untilAnswered({ kind: 'announcements', id, action: 'withdraw' }, 404));
    console.log(
      `  run ${run}: publish ${publishes.at(-1)!.seconds.toFixed(2)} s, withdraw ${withdrawals.at(-1)!.seconds.toFixed(2)} s`,
    );
  }
  await server.close();

  console.log('Second full build of the same database …');
  const second = await timedBuild(OUT_DIR, DB_PATH, CACHE_DIR);
  await rm(renderBundleDir(OUT_DIR), { recursive: true, force: true });

  const publishMedian = median(publishes.map(({ seconds }) => seconds));
  const withdrawMedian = median(withdrawals.map(({ seconds }) => seconds));
  const files = (runs: typeof publishes) =>
    median(runs.map(({ report }) => report.written.length + report.removed.length));
  const result = {
    measuredAt: new Date().toISOString(),
    machine: `${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.versions.node}`,
    detailsPages,
    counts,
    fullBuild: first,
    publishAnnouncementSeconds: { median: publishMedian, runs: publishes.map(({ seconds }) => seconds) },
    withdrawAnnouncementSeconds: { median: withdrawMedian, runs: withdrawals.map(({ seconds }) => seconds) },
    filesRewritten: { publish: files(publishes), withdraw: files(withdrawals) },
    pagesRendered: { publish: publishes[0]?.report.rendered, withdraw: withdrawals[0]?.report.rendered },
    secondFullBuild: second,
    aims: AIMS,
  };
  await writeFile(join(ROOT, 'bench', 'out', 'publish.json'), `${JSON.stringify(result, null, 2)}\n`);

  const row = (name: string, value: string, aim = '') =>
    console.log(`${name.padEnd(44)} ${value.padEnd(26)} ${aim}`);
  console.log(`\n${result.machine}; ${detailsPages.toLocaleString('en')} details pages`);
  row('full build (empty cache)', `${first.seconds.toFixed(1)} s`, `aim ≤ ${AIMS.fullBuildSeconds} s`);
  const usage = (figures: BuildFigures) =>
    `${figures.peakMemoryMb} MB, ${figures.cpuSeconds?.toFixed(0)} CPU s, load ${figures.loadAverage.toFixed(1)}`;
  row('  peak memory, CPU time, load average', usage(first));
  row('  files compressed', String(first.compressedFiles));
  row(
    'publish one announcement until served',
    `${publishMedian.toFixed(2)} s (median of ${RUNS})`,
    `aim ≤ ${AIMS.publishSeconds} s`,
  );
  row(
    'withdraw it until it answers 404',
    `${withdrawMedian.toFixed(2)} s (median of ${RUNS})`,
    `aim ≤ ${AIMS.publishSeconds} s`,
  );
  row(
    'files rewritten (publish / withdraw)',
    `${result.filesRewritten.publish} / ${result.filesRewritten.withdraw}`,
  );
  row('second full build', `${second.seconds.toFixed(1)} s`, `aim ≤ ${AIMS.fullBuildSeconds} s`);
  row('  peak memory, CPU time, load average', usage(second));
  row('  files compressed / taken from the cache', `${second.compressedFiles} / ${second.fromCache}`);
}

await main();
