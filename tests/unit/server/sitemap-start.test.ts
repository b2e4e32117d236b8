/**
 * A server started to keep its site current writes robots.txt and the sitemaps at start (a server on
 * its own SQLite file, so SQLite only; the sitemaps themselves are tested on both stores in
 * sitemap.test.ts).
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsFor } from '../../../server/settings.ts';
import { startServer } from '../../../server/start.ts';
import { SMALL_SEED } from './harness.ts';

const ORIGIN = 'https://www.example.cn';
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'portal-sitemap-start-'));
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

const read = (file: string): string => readFileSync(join(dist, file), 'utf8');
const locations = (xml: string): string[] =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

describe('the server that keeps its site current', () => {
  it('writes robots.txt and the sitemaps at start', async () => {
    const running = await startServer({
      settings: settingsFor({
        port: 0,
        dbPath: join(dist, 'portal.db'),
        demo: true,
        publishing: { dir: join(dist, 'publish'), precompressCache: null },
        sitemaps: { origin: ORIGIN, intervalMs: 60_000 },
      }),
      distDir: dist,
      seed: SMALL_SEED,
      publishing: {},
    });
    try {
      await running.sitemaps?.refreshSitemaps();
      expect(read('robots.txt')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
      const addresses = locations(read('sitemap.xml')).flatMap((file) =>
        locations(read(file.slice(`${ORIGIN}/`.length))),
      );
      expect(addresses).toContain(`${ORIGIN}/basic/portal`);
      expect(addresses.some((address) => address.startsWith(`${ORIGIN}/basic/portal/postPetails?id=`))).toBe(
        true,
      );
    } finally {
      await running.close();
    }
  });
});
