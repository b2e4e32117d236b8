/** The build's content source: through the contract, from PORTAL_CONTENT_API or the embedded database. */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  AnnouncementDetail,
  Envelope,
  Paged,
  PolicyDetail,
  PolicyItem,
} from '../../../src/lib/shared/contract';
import { announcementDetails, announcementList } from '../../../src/lib/announcements/announcements';
import { policyDetails, policyList } from '../../../src/lib/policies/policies';
import { DETAILS_SCOPE } from '../../../src/lib/shared/details-scope';
import { openDatabase } from '../../../server/store/sqlite/db';
import { seedDatabase } from '../../../server/seed/index';
import { startReferenceServer, type ReferenceServer } from '../helpers/reference-server';
import { copySqliteToPostgres } from '../../../server/store/copy-to-postgres';
import { postgresMissing, usePostgres } from '../helpers/postgres';

let server: ReferenceServer;
let directory: string;
beforeAll(async () => {
  server = await startReferenceServer();
  directory = await mkdtemp(join(tmpdir(), 'portal-content-'));
});
afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});
afterEach(() => {
  vi.unstubAllEnvs();
});

async function source(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  return import('../../../src/build/content');
}

async function fromServer<T>(path: string): Promise<T> {
  return ((await (await fetch(`${server.url}/logistics/api${path}`)).json()) as Envelope<T>).data;
}

describe('with PORTAL_CONTENT_API', () => {
  it('reads the first page and one static page per item from that API', async () => {
    const content = await source({ PORTAL_CONTENT_API: `${server.url}/` });
    expect(await content.firstPage(policyList)).toEqual(
      await fromServer<Paged<PolicyItem>>('/policies?page=1&pageSize=10'),
    );
    const paths = await content.detailsPaths<PolicyDetail>(policyList.endpoint, policyDetails);
    const all = await fromServer<Paged<PolicyItem>>('/policies?pageSize=100');
    expect(paths.map((page) => Number(page.params.id)).sort((a, b) => a - b)).toEqual(
      all.list.map((policy) => policy.id).sort((a, b) => a - b),
    );
    expect(paths[0]?.props.item).toEqual(await fromServer<PolicyDetail>(`/policies/${paths[0]?.params.id}`));
  });

  it('gives null for an item that is gone and stops the build on any other failure, saying what to check', async () => {
    const content = await source({ PORTAL_CONTENT_API: server.url });
    expect(await content.readContent('/policies/999999')).toBeNull();
    await expect(content.readContent('/policies', { level: 'galaxy' })).rejects.toThrow(/PORTAL_CONTENT_API/);
  });
});

describe('without it', () => {
  it('runs the API on the embedded database, with no port', async () => {
    const path = join(directory, 'portal.db');
    const { db } = openDatabase(path, { create: true });
    seedDatabase(db, { policies: 12 });
    db.close();
    const content = await source({ PORTAL_CONTENT_API: '', PORTAL_DB: path });
    const first = await content.firstPage(policyList);
    expect(first?.total).toBe(12);
    expect(first?.list).toHaveLength(10);
    expect(content.contentSnapshotTime()).toBeInstanceOf(Date);
  });

  it('reads the demo content from memory when PORTAL_DB does not exist, and creates no database file', async () => {
    const missing = join(directory, 'missing', 'portal.db');
    const content = await source({ PORTAL_CONTENT_API: '', PORTAL_DB: missing });
    const first = await content.firstPage(policyList);
    expect(first?.total).toBeGreaterThan(100);
    expect(first?.list).toHaveLength(10);
    // The community's demo posts are there (the server seeds the same in demo mode) …
    const posts = await content.readContent<Paged<unknown>>('/posts');
    expect(posts?.total).toBeGreaterThan(0);
    // … but no file was written that a server could later open with the demo accounts in it.
    expect(existsSync(missing)).toBe(false);
  });

  it("writes nothing, views included: the build and a publisher's renders are not readers", async () => {
    const path = join(directory, 'views.db');
    const { db } = openDatabase(path, { create: true });
    seedDatabase(db, { accounts: true, announcements: 3, logisticsInfo: 3, posts: 2, replies: 4 });
    const views = () =>
      ['announcements', 'logistics_info', 'posts'].map((table) =>
        db.prepare(`SELECT id, views FROM ${table} ORDER BY id`).all(),
      );
    // Changes whenever another connection commits a write to the file.
    const version = () => (db.prepare('PRAGMA data_version').get() as { data_version: number }).data_version;
    const [before, versionBefore] = [views(), version()];
    const content = await source({ PORTAL_CONTENT_API: '', PORTAL_DB: path });
    const pages = await content.detailsPaths<AnnouncementDetail>(
      announcementList.endpoint,
      announcementDetails,
    );
    expect(pages).toHaveLength(3);
    const offer = db.prepare('SELECT id FROM logistics_info LIMIT 1').get() as { id: number };
    const post = db.prepare('SELECT id FROM posts LIMIT 1').get() as { id: number };
    // What an offer's and a post's pages read.
    expect(await content.readContent(`/logistics-info/${offer.id}`)).not.toBeNull();
    expect(await content.readContent(`/posts/${post.id}`)).not.toBeNull();
    expect(await content.readContent(`/posts/${post.id}/replies`, { page: 1, pageSize: 10 })).not.toBeNull();
    expect(views()).toEqual(before);
    expect(version()).toBe(versionBefore);
    db.close();
  });

  it('reads as of PORTAL_CONTENT_TIME when it is set, and refuses one that is not an instant', async () => {
    const content = await source({ PORTAL_CONTENT_API: '', PORTAL_CONTENT_TIME: '2026-11-20T02:30:00Z' });
    expect(content.contentSnapshotTime().toISOString()).toBe('2026-11-20T02:30:00.000Z');
    await expect(source({ PORTAL_CONTENT_TIME: 'yesterday' })).rejects.toThrow(/PORTAL_CONTENT_TIME/);
  });

  it('gives pages only for the ids of the publish scope when the publisher sets one', async () => {
    const path = join(directory, 'scope.db');
    const { db } = openDatabase(path, { create: true });
    seedDatabase(db, { policies: 12 });
    db.close();
    const content = await source({ PORTAL_CONTENT_API: '', PORTAL_DB: path });
    const global = globalThis as Record<symbol, unknown>;
    global[DETAILS_SCOPE] = new Map([
      [`${policyDetails.path}/[id]`, [3, 7, 999].map((id) => ({ id: String(id) }))],
    ]);
    try {
      const pages = await content.detailsPaths<PolicyDetail>(policyList.endpoint, policyDetails);
      // 999 does not exist: no page, as for an item withdrawn since.
      expect(pages.map((page) => page.params.id)).toEqual(['3', '7']);
      expect(pages[1]?.props.item.id).toBe(7);
    } finally {
      delete global[DETAILS_SCOPE];
    }
  });
});

describe.skipIf(postgresMissing)('with PORTAL_DATABASE_URL', () => {
  const postgres = usePostgres();

  it('runs the API on the PostgreSQL database the server runs on, whatever PORTAL_DB says', async () => {
    const { client, url } = await postgres.database();
    const { db } = openDatabase(':memory:', { create: true });
    seedDatabase(db, { policies: 7 });
    await copySqliteToPostgres(db, client);
    db.close();
    const content = await source({
      PORTAL_CONTENT_API: '',
      PORTAL_DATABASE_URL: url,
      PORTAL_DB: join(directory, 'not-this.db'),
    });
    const first = await content.firstPage(policyList);
    expect(first?.total).toBe(7);
    const pages = await content.detailsPaths<PolicyDetail>(policyList.endpoint, policyDetails);
    expect(pages).toHaveLength(7);
    expect(existsSync(join(directory, 'not-this.db'))).toBe(false);
  });
});
