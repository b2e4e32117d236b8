/**
 * The site publisher against the real build: a site built from a database, then changed item by
 * item (through the queries, as the content desk changes it) and published after each change, must
 * be the site a full build of the final database writes, file for file (pages and their .br/.gz, the
 * published images under media/), with no other file touched; the server answers the new and
 * withdrawn items at once.
 */
import { cp, mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import sharp from 'sharp';
import { insertFile } from '../../../server/queries/files.ts';
import { insertUser } from './store-rows.ts';
import { newFileId } from '../../../server/domain/file-storage.ts';
import { systemClock } from '../../../server/domain/clock.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderBundleDir } from '../../../integrations/render-bundle.ts';
import { openDatabase } from '../../../server/store/sqlite/db.ts';
import { createSitePublisher } from '../../../server/site/publishing/publisher.ts';
import { insertAnnouncement, removeContentItem } from '../../../server/queries/content-edits.ts';
import { seedDatabase } from '../../../server/seed/index.ts';
import type { PublishOutcome } from '../../../server/site/site-publisher.ts';
import { startServer, type RunningServer } from '../../../server/start.ts';
import { buildSite, differences, filesOf } from '../helpers/site-build.ts';
import { sqliteStore } from '../../../server/store/sqlite/sqlite-store.ts';
import { settingsFor } from '../../../server/settings.ts';

const CONTENT_TIME = '2026-11-24T02:00:00.000Z';
const SEEDED_ON = new Date('2026-11-23T16:00:00.000Z');

let work: string;
let dbPath: string;
let cacheDir: string;
let server: RunningServer;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'portal-publish-'));
  dbPath = join(work, 'portal.db');
  cacheDir = join(work, 'precompress-cache');
  const { db } = openDatabase(dbPath, { create: true });
  seedDatabase(db, {
    users: 4,
    logisticsInfo: 20,
    policies: 15,
    announcements: 10,
    enterprises: 5,
    routes: 12,
    circles: 3,
    posts: 8,
    replies: 16,
    now: SEEDED_ON,
  });
  db.close();
  await buildSite({ outDir: join(work, 'published'), dbPath, contentTime: CONTENT_TIME, cacheDir });
  await cp(join(work, 'published'), join(work, 'as-built'), { recursive: true, preserveTimestamps: true });
  server = await startServer({
    settings: settingsFor({
      port: 0,
      dbPath,
      publishing: { dir: work, keep: 100, hookTimeoutMs: 10_000, precompressCache: cacheDir },
    }),
    distDir: join(work, 'published'),
    publishing: { contentTime: () => new Date(CONTENT_TIME) },
  });
}, 300_000);

afterAll(async () => {
  await server?.close();
  for (const outDir of ['published', 'rebuilt'])
    await rm(renderBundleDir(join(work, outDir)), { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
});

let editor: number | undefined;
/** The account the photos belong to (the seed here has none). */
const editorId = async () =>
  (editor ??= await insertUser(sqliteStore(server.db), {
    account: 'photo-editor',
    password: 'pass-word1',
    mobile: '13700000021',
  }));

/** A stored photo as an editor's upload leaves it (a JPEG of `width` × `height`); returns its id. */
async function storedPhoto(width: number, height: number): Promise<string> {
  const content = await sharp({ create: { width, height, channels: 3, background: '#36a' } })
    .jpeg()
    .toBuffer();
  const id = newFileId();
  await insertFile(sqliteStore(server.db), {
    id,
    userId: await editorId(),
    format: 'jpeg',
    width,
    height,
    bytes: content.byteLength,
    content: new Uint8Array(content),
    createdAt: CONTENT_TIME,
  });
  return id;
}

const media = async () => (await readdir(join(work, 'published', 'media')).catch(() => [])).sort();

const page = (path: string) => fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'br' } });

describe('SitePublisher on the served site', () => {
  it('leaves the site a full build of the same database would write, touching nothing else', async () => {
    const db = server.db;
    const outcomes: PublishOutcome[] = [];
    const publish = async (...args: Parameters<typeof server.sitePublisher>) => {
      outcomes.push(await server.sitePublisher(...args));
      return outcomes.at(-1)!;
    };
    const byDate = () =>
      (
        db
          .prepare('SELECT id, enterprise_id AS enterpriseId FROM announcements ORDER BY published_at, id')
          .all() as {
          id: number;
          enterpriseId: number;
        }[]
      ).map((row) => ({ ...row }));

    // A new announcement, the newest, with an image: its page, its neighbour's 下一篇, the home, the
    // list, and the image's files at the widths below its own and its own.
    const map = await storedPhoto(1000, 600);
    const fresh = await insertAnnouncement(sqliteStore(db), {
      enterpriseId: 2,
      title: '关于春节期间专线发车安排的公告',
      content: `春节期间各专线照常发车。\n如有调整，另行通知。\n\n![春节发车线路图](file:${map} "线路图")`,
      publishedAt: '2026-11-24T01:00:00.000Z',
    });
    const added = await publish({ kind: 'announcements', id: fresh, action: 'publish' });
    expect(added.changedUrls).toContain(`/basic/portal/announcementDetails?id=${fresh}`);
    expect(added.changedUrls).toContain('/basic/portal');
    const freshPage = await page(`/basic/portal/announcementDetails?id=${fresh}`);
    expect(freshPage.status).toBe(200);
    expect(freshPage.headers.get('content-encoding')).toBe('br');
    expect(await freshPage.text()).toContain('关于春节期间专线发车安排的公告');
    expect(added.changedUrls).toContain(`/media/${map}-960.webp`);
    expect(await media()).toEqual([`${map}-1000.webp`, `${map}-480.webp`, `${map}-960.webp`]);

    // An image added to an announcement that is then withdrawn: its files come, then go.
    const seal = await storedPhoto(300, 300);
    const middleFirst = byDate()[4]!;
    db.prepare('UPDATE announcements SET content = ? WHERE id = ?').run(
      `盖章通知。\n\n![公司印章](file:${seal})`,
      middleFirst.id,
    );
    await publish({ kind: 'announcements', id: middleFirst.id, action: 'publish' });
    expect(await media()).toContain(`${seal}-300.webp`);

    // A withdrawn announcement in the middle: its page goes, its two neighbours now link to each other.
    const middle = byDate()[4]!;
    const [before, after] = [byDate()[3]!, byDate()[5]!];
    await removeContentItem(sqliteStore(db), 'announcements', middle.id);
    const withdrawn = await publish({ kind: 'announcements', id: middle.id, action: 'withdraw' });
    expect(withdrawn.changedUrls).toEqual(
      expect.arrayContaining([
        `/basic/portal/announcementDetails?id=${middle.id}`,
        `/basic/portal/announcementDetails?id=${before.id}`,
        `/basic/portal/announcementDetails?id=${after.id}`,
      ]),
    );
    expect((await page(`/basic/portal/announcementDetails?id=${middle.id}`)).status).toBe(404);
    expect(middle.id).toBe(middleFirst.id);
    expect(withdrawn.changedUrls).toContain(`/media/${seal}-300.webp`);
    expect(await media()).toEqual([`${map}-1000.webp`, `${map}-480.webp`, `${map}-960.webp`]);

    // A renamed enterprise: its page and the pages of its routes and announcements print the name.
    db.prepare('UPDATE enterprises SET name = ? WHERE id = ?').run('华东联运物流集团有限公司', 3);
    const renamed = await publish({ kind: 'enterprises', id: 3, action: 'publish' });
    const routeOfThree = db.prepare('SELECT id FROM routes WHERE enterprise_id = 3 LIMIT 1').get() as
      { id: number } | undefined;
    if (routeOfThree)
      expect(renamed.changedUrls).toContain(`/basic/portal/routeDetails?id=${routeOfThree.id}`);

    // The newest policy retitled, and a route withdrawn (its enterprise's page counts one route less).
    const newest = db
      .prepare('SELECT id FROM policies ORDER BY published_at DESC, id DESC LIMIT 1')
      .get() as {
      id: number;
    };
    db.prepare('UPDATE policies SET title = ? WHERE id = ?').run(
      '关于进一步降低物流成本的实施意见（修订）',
      newest.id,
    );
    await publish({ kind: 'policies', id: newest.id, action: 'publish' });
    const route = db
      .prepare('SELECT id, enterprise_id AS enterpriseId FROM routes ORDER BY id LIMIT 1')
      .get() as {
      id: number;
      enterpriseId: number;
    };
    await removeContentItem(sqliteStore(db), 'routes', route.id);
    const gone = await publish({ kind: 'routes', id: route.id, action: 'withdraw' });
    expect(gone.changedUrls).toContain(`/basic/portal/detailsEnterprise?id=${route.enterpriseId}`);
    expect((await page(`/basic/portal/routeDetails?id=${route.id}`)).status).toBe(404);

    // Nothing was rewritten with the bytes it had: every file whose time moved differs from the build.
    const published = join(work, 'published');
    const changed = new Set(await differences(join(work, 'as-built'), published));
    for (const file of await filesOf(published)) {
      const [now, then] = await Promise.all([
        stat(join(published, file)),
        stat(join(work, 'as-built', file)).catch(() => null),
      ]);
      // (A copy keeps its time to within a millisecond.)
      if (then && Math.abs(now.mtimeMs - then.mtimeMs) > 1) expect(changed, file).toContain(file);
    }
    expect(changed.size).toBeGreaterThan(10);
    expect(changed.size).toBeLessThan(150);

    // The full build of the final database: the same files, byte for byte (build-info.json and its
    // copies record when the build ran).
    await buildSite({ outDir: join(work, 'rebuilt'), dbPath, contentTime: CONTENT_TIME, cacheDir });
    const buildInfo = ['build-info.json', 'build-info.json.br', 'build-info.json.gz'];
    expect(await differences(published, join(work, 'rebuilt'), buildInfo)).toEqual([]);
  }, 300_000);

  it('refuses, changing nothing, to render into a site its render bundle was not built with', async () => {
    // A dist/ copied in from another build: none of the bundle's hashed scripts are in it.
    const other = join(work, 'other');
    await cp(join(work, 'as-built'), other, { recursive: true });
    await rm(join(other, '_astro'), { recursive: true, force: true });
    const home = await readFile(join(other, 'basic/portal/index.html'));
    const publisher = createSitePublisher({
      distDir: other,
      dbPath,
      db: server.store,
      base: '/',
      bundleDir: renderBundleDir(join(work, 'published')),
      cache: null,
      manifests: { dir: join(work, 'other-manifests'), keep: 10, hook: undefined, hookTimeoutMs: 1000 },
      now: systemClock,
    });
    const failure = publisher.publishWithReport({ kind: 'policies', id: 1, action: 'publish' });
    await expect(failure).rejects.toMatchObject({
      code: 10660,
      detail: expect.stringContaining('belongs to another build') as unknown,
    });
    expect((await readFile(join(other, 'basic/portal/index.html'))).equals(home)).toBe(true);
  }, 60_000);
});
