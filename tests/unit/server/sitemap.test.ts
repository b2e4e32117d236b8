import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chinaDay } from '../../../src/lib/shared/china-time.ts';
import { writeSitemaps, xmlText, URLS_PER_FILE } from '../../../server/site/sitemap.ts';
import { startSitemaps, type Sitemaps } from '../../../server/site/sitemap-refresh.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * sitemap.xml (server/site/sitemap.ts): an index naming one file per kind, each of at most the
 * limit's addresses, absolute on the public origin, listing only what a visitor can open, with
 * lastmod; written with its compressed copies, only when it changed, stale parts removed. Runs on
 * both stores.
 */

const ORIGIN = 'https://www.example.cn';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const today = chinaDay();

/**
 * The document's entries, after checking its whole shape: the declaration, the root with the
 * protocol's namespace, one entry a line holding a `<loc>` of escaped text and an optional
 * `<lastmod>`, nothing else (so a stray `&` or `<` fails).
 */
function entriesOf(xml: string, root: 'urlset' | 'sitemapindex'): { loc: string; lastmod: string | null }[] {
  const tag = root === 'urlset' ? 'url' : 'sitemap';
  const lines = xml.split('\n');
  expect(lines[0]).toBe('<?xml version="1.0" encoding="UTF-8"?>');
  expect(lines[1]).toBe(`<${root} xmlns="${NAMESPACE}">`);
  expect(lines.slice(-2)).toEqual([`</${root}>`, '']);
  const text = String.raw`(?:[^<>&"']|&(?:amp|lt|gt|quot|apos);)+`;
  const shape = new RegExp(
    `^<${tag}><loc>(${text})</loc>(?:<lastmod>(\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ)</lastmod>)?</${tag}>$`,
  );
  return lines.slice(2, -2).map((line) => {
    const match = shape.exec(line);
    expect(match, line).not.toBeNull();
    return { loc: match![1]!.replace(/&amp;/g, '&'), lastmod: match![2] ?? null };
  });
}

const read = (dist: string, file: string): string => readFileSync(join(dist, file), 'utf8');

/** Every address the sitemap lists, through its index. */
function addressesIn(dist: string): string[] {
  return entriesOf(read(dist, 'sitemap.xml'), 'sitemapindex').flatMap(({ loc }) =>
    entriesOf(read(dist, loc.slice(`${ORIGIN}/`.length)), 'urlset').map((entry) => entry.loc),
  );
}

const idsOf = (addresses: string[], path: string): number[] =>
  addresses
    .filter((address) => address.startsWith(`${ORIGIN}${path}?id=`))
    .map((address) => Number(address.split('=')[1]))
    .sort((a, b) => a - b);

let server: TestServer;
let dist: string;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'portal-sitemap-'));
});
afterEach(() => rm(dist, { recursive: true, force: true }));

const column = (sql: string, ...params: (string | number)[]) => server.store.column<number>(sql, ...params);

describe('writeSitemaps', () => {
  it('names one file per kind in the index, and every public item once, on the public origin', async () => {
    const report = await writeSitemaps(server.store, dist, { origin: `${ORIGIN}/`, base: '/', today });
    const index = entriesOf(read(dist, 'sitemap.xml'), 'sitemapindex').map((entry) => entry.loc);
    expect(index).toEqual(
      ['pages', 'policies', 'announcements', 'routes', 'enterprises', 'offers', 'posts', 'users'].map(
        (kind) => `${ORIGIN}/sitemap-${kind}.xml`,
      ),
    );
    const addresses = addressesIn(dist);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(report.urls).toBe(addresses.length);
    expect(idsOf(addresses, '/basic/portal/policyDetails')).toEqual(
      (await column('SELECT id FROM policies ORDER BY id')).map(Number),
    );
    expect(idsOf(addresses, '/basic/portal/detailsEnterprise')).toEqual(
      (await column('SELECT id FROM enterprises ORDER BY id')).map(Number),
    );
    // Every open account's profile, a closed one's not (its address answers 404).
    expect(idsOf(addresses, '/basic/portal/userProfile')).toEqual(
      (await column('SELECT id FROM users WHERE closed_at IS NULL ORDER BY id')).map(Number),
    );
    expect(addresses).toContain(`${ORIGIN}/basic/portal`);
    expect(addresses).toContain(`${ORIGIN}/basic/portal/logisticsInformation?tab=2`);
    expect(addresses).toContain(`${ORIGIN}/legal/privacy`);
    for (const closed of ['/basic/editor', '/basic/portal/exitData', '/basic/portal/publishCargo', '/login'])
      expect(addresses).not.toContain(`${ORIGIN}${closed}`);
  });

  it('leaves out the profile of a closed account (注销)', async () => {
    const [closed] = (await column('SELECT max(id) FROM users')).map(Number) as [number];
    await server.store.run("UPDATE users SET closed_at = '2026-01-01T00:00:00.000Z' WHERE id = ?", closed);
    try {
      await writeSitemaps(server.store, dist, { origin: ORIGIN, base: '/', today });
      const profiles = idsOf(addressesIn(dist), '/basic/portal/userProfile');
      expect(profiles).not.toContain(closed);
      expect(profiles.length).toBeGreaterThan(0);
    } finally {
      await server.store.run('UPDATE users SET closed_at = NULL WHERE id = ?', closed);
    }
  });

  it('lists only standing offers and visible posts: withdrawn, done, expired, hidden and deleted ones leave', async () => {
    const offers = (await column("SELECT id FROM logistics_info WHERE state = 'published' ORDER BY id")).map(
      Number,
    );
    const [withdrawn, done, expired] = offers as [number, number, number];
    await server.store.run("UPDATE logistics_info SET state = 'withdrawn' WHERE id = ?", withdrawn);
    await server.store.run("UPDATE logistics_info SET state = 'done' WHERE id = ?", done);
    await server.store.run("UPDATE logistics_info SET expires_on = '2020-01-01' WHERE id = ?", expired);
    const [hidden, deleted] = (await column('SELECT id FROM posts ORDER BY id')).map(Number) as [
      number,
      number,
    ];
    await server.store.run("UPDATE posts SET hidden_at = '2026-01-01T00:00:00.000Z' WHERE id = ?", hidden);
    await server.store.run("UPDATE posts SET deleted_at = '2026-01-01T00:00:00.000Z' WHERE id = ?", deleted);
    try {
      await writeSitemaps(server.store, dist, { origin: ORIGIN, base: '/', today });
      const addresses = addressesIn(dist);
      const listedOffers = idsOf(addresses, '/basic/portal/logisticsInformationDetails');
      const standing = (
        await column(
          "SELECT id FROM logistics_info WHERE state = 'published' AND (expires_on IS NULL OR expires_on >= ?) ORDER BY id",
          today,
        )
      ).map(Number);
      expect(listedOffers).toEqual(standing);
      for (const id of [withdrawn, done, expired]) expect(listedOffers).not.toContain(id);
      const listedPosts = idsOf(addresses, '/basic/portal/postPetails');
      expect(listedPosts).not.toContain(hidden);
      expect(listedPosts).not.toContain(deleted);
      expect(listedPosts.length).toBe(
        Number(
          await server.store.get<{ n: number }>('SELECT count(*) AS n FROM posts').then((row) => row?.n),
        ) - 2,
      );
    } finally {
      await server.store.run(
        "UPDATE logistics_info SET state = 'published' WHERE id IN (?, ?)",
        withdrawn,
        done,
      );
      await server.store.run('UPDATE logistics_info SET expires_on = NULL WHERE id = ?', expired);
      await server.store.run(
        'UPDATE posts SET hidden_at = NULL, deleted_at = NULL WHERE id IN (?, ?)',
        hidden,
        deleted,
      );
    }
  });

  it('gives each item its last change and each file its newest', async () => {
    const [id] = (await column("SELECT id FROM logistics_info WHERE state = 'published' ORDER BY id")).map(
      Number,
    );
    await server.store.run(
      "UPDATE logistics_info SET updated_at = '2099-03-04T05:06:07.891Z' WHERE id = ?",
      id!,
    );
    try {
      await writeSitemaps(server.store, dist, { origin: ORIGIN, base: '/', today });
      const offers = entriesOf(read(dist, 'sitemap-offers.xml'), 'urlset');
      expect(offers.find((entry) => entry.loc.endsWith(`?id=${id}`))?.lastmod).toBe('2099-03-04T05:06:07Z');
      expect(offers.every((entry) => entry.lastmod !== null)).toBe(true);
      const index = entriesOf(read(dist, 'sitemap.xml'), 'sitemapindex');
      expect(index.find((entry) => entry.loc.endsWith('sitemap-offers.xml'))?.lastmod).toBe(
        '2099-03-04T05:06:07Z',
      );
    } finally {
      await server.store.run('UPDATE logistics_info SET updated_at = NULL WHERE id = ?', id!);
    }
  });

  it('splits a kind at the limit of addresses per file, and removes the parts no longer needed', async () => {
    expect(URLS_PER_FILE).toBe(50_000);
    const offers = (
      await column(
        "SELECT id FROM logistics_info WHERE state = 'published' AND (expires_on IS NULL OR expires_on >= ?) ORDER BY id",
        today,
      )
    ).map(Number);
    const perFile = 4;
    await writeSitemaps(server.store, dist, { origin: ORIGIN, base: '/', today, urlsPerFile: perFile });
    const parts = Math.ceil(offers.length / perFile);
    expect(parts).toBeGreaterThan(2);
    const names = Array.from({ length: parts }, (_, i) =>
      i === 0 ? 'sitemap-offers.xml' : `sitemap-offers-${i + 1}.xml`,
    );
    const index = entriesOf(read(dist, 'sitemap.xml'), 'sitemapindex').map((entry) => entry.loc);
    expect(index.filter((loc) => loc.includes('sitemap-offers'))).toEqual(
      names.map((name) => `${ORIGIN}/${name}`),
    );
    const listed = names.flatMap((name) => {
      const entries = entriesOf(read(dist, name), 'urlset');
      expect(entries.length).toBeLessThanOrEqual(perFile);
      return entries.map((entry) => Number(entry.loc.split('=')[1]));
    });
    expect(listed).toEqual(offers);

    // Fewer offers: the last parts go, with their compressed copies.
    const leaving = offers.slice(perFile + 1);
    for (const id of leaving)
      await server.store.run("UPDATE logistics_info SET state = 'withdrawn' WHERE id = ?", id);
    try {
      const report = await writeSitemaps(server.store, dist, {
        origin: ORIGIN,
        base: '/',
        today,
        urlsPerFile: perFile,
      });
      expect(report.removed).toContain(names[parts - 1]);
      const left = readdirSync(dist).filter((name) => name.startsWith('sitemap-offers'));
      expect(left.filter((name) => name.endsWith('.xml')).sort()).toEqual([
        'sitemap-offers-2.xml',
        'sitemap-offers.xml',
      ]);
      expect(left.every((name) => /^sitemap-offers(-2)?\.xml(\.br|\.gz)?$/.test(name))).toBe(true);
    } finally {
      for (const id of leaving)
        await server.store.run("UPDATE logistics_info SET state = 'published' WHERE id = ?", id);
    }
  });

  it('writes the compressed copies beside each file, and nothing when nothing changed', async () => {
    const first = await writeSitemaps(server.store, dist, { origin: ORIGIN, base: '/portal/', today });
    expect(first.written).toContain('sitemap-offers.xml.br');
    const xml = read(dist, 'sitemap-offers.xml');
    expect(brotliDecompressSync(readFileSync(join(dist, 'sitemap-offers.xml.br'))).toString()).toBe(xml);
    expect(gunzipSync(readFileSync(join(dist, 'sitemap-offers.xml.gz'))).toString()).toBe(xml);
    expect(xml).toContain(`<loc>${ORIGIN}/portal/basic/portal/logisticsInformationDetails?id=`);
    expect(read(dist, 'sitemap.xml')).toContain(`<loc>${ORIGIN}/portal/sitemap-offers.xml</loc>`);
    const again = await writeSitemaps(server.store, dist, { origin: ORIGIN, base: '/portal/', today });
    expect(again.written).toEqual([]);
    expect(again.files).toEqual(first.files);
  });

  it('escapes the characters XML reserves', () => {
    expect(xmlText(`https://a.cn/x?id=1&page=2<"'>`)).toBe(
      'https://a.cn/x?id=1&amp;page=2&lt;&quot;&apos;&gt;',
    );
  });
});

describe('startSitemaps (the running server keeps them current)', () => {
  let sitemaps: Sitemaps | undefined;
  afterEach(async () => {
    await sitemaps?.stop();
    sitemaps = undefined;
  });
  const start = (origin: string | undefined) =>
    startSitemaps(server.store, { distDir: dist, base: '/', origin, intervalMs: 3_600_000, now: Date.now });

  it('writes at start, again only after a change in the store, and when told the sitemaps are due', async () => {
    sitemaps = start(ORIGIN);
    expect(await sitemaps.refreshSitemaps()).not.toBeNull();
    expect(read(dist, 'robots.txt')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(existsSync(join(dist, 'sitemap-posts.xml'))).toBe(true);
    expect(await sitemaps.refreshSitemaps(), 'nothing changed').toBeNull();

    const [post] = (await column('SELECT id FROM posts ORDER BY id')).map(Number);
    await server.store.run("UPDATE posts SET hidden_at = '2026-01-01T00:00:00.000Z' WHERE id = ?", post!);
    try {
      const report = await sitemaps.refreshSitemaps();
      expect(report?.written).toContain('sitemap-posts.xml');
      expect(read(dist, 'sitemap-posts.xml')).not.toContain(`postPetails?id=${post}<`);
    } finally {
      await server.store.run('UPDATE posts SET hidden_at = NULL WHERE id = ?', post!);
    }
    await sitemaps.refreshSitemaps();
    sitemaps.sitemapsDue();
    expect(await sitemaps.refreshSitemaps(), 'due').toEqual(expect.objectContaining({ written: [] }));
  });

  it('writes no sitemap without a public origin, removes an earlier one, and robots.txt names none', async () => {
    await writeSitemaps(server.store, dist, { origin: ORIGIN, base: '/', today });
    sitemaps = start(undefined);
    const report = await sitemaps.refreshSitemaps();
    expect(report?.removed).toContain('sitemap.xml');
    expect(readdirSync(dist).filter((name) => name.startsWith('sitemap'))).toEqual([]);
    expect(read(dist, 'robots.txt')).not.toContain('Sitemap:');
  });
});
