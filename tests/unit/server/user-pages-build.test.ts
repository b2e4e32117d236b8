/**
 * The user-content publisher with the real render worker on a real build: after offers and a post are
 * written through the API, the served site is what a full build of the final database writes, file for
 * file (pages and their .br/.gz; the offers' and posts' own pages aside, which only the server writes),
 * so the long-lived worker renders each batch as of its own moment exactly as the build renders.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderBundleDir } from '../../../integrations/render-bundle.ts';
import { chinaDay } from '../../../src/lib/shared/china-time.ts';
import { openDatabase } from '../../../server/store/sqlite/db.ts';
import { seedDatabase } from '../../../server/seed/index.ts';
import { settingsFor } from '../../../server/settings.ts';
import { startServer, type RunningServer } from '../../../server/start.ts';
import { cargoOfferInput, truckOfferInput } from '../helpers/offer-input.ts';
import { buildSite, differences } from '../helpers/site-build.ts';

const CONTENT_TIME = '2026-11-24T02:00:00.000Z';
const NOW = Date.parse(CONTENT_TIME);

let work: string;
let dbPath: string;
let cacheDir: string;
let server: RunningServer;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'portal-user-pages-build-'));
  dbPath = join(work, 'portal.db');
  cacheDir = join(work, 'precompress-cache');
  const { db } = openDatabase(dbPath, { create: true });
  seedDatabase(db, {
    users: 4,
    logisticsInfo: 20,
    policies: 5,
    announcements: 5,
    enterprises: 3,
    routes: 5,
    circles: 3,
    posts: 8,
    replies: 16,
    accounts: true,
    now: new Date('2026-11-23T16:00:00.000Z'),
  });
  db.close();
  await buildSite({ outDir: join(work, 'served'), dbPath, contentTime: CONTENT_TIME, cacheDir });
  server = await startServer({
    settings: settingsFor({
      port: 0,
      dbPath,
      publishing: { dir: work, keep: 100, hookTimeoutMs: 10_000, precompressCache: cacheDir },
    }),
    distDir: join(work, 'served'),
    now: () => NOW,
    publishing: {},
  });
}, 300_000);

afterAll(async () => {
  await server?.close();
  for (const outDir of ['served', 'rebuilt'])
    await rm(renderBundleDir(join(work, outDir)), { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
});

async function send(path: string, token: string, body: unknown): Promise<{ id: number }> {
  const response = await fetch(`${server.url}/logistics/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authentication: token, 'Idempotency-Key': randomUUID() },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; errorMsg: string; data: { id: number } };
  if (!envelope.success) throw new Error(`${path}: ${envelope.errorMsg}`);
  return envelope.data;
}

describe('user content on a built site', () => {
  it('leaves the lists and the home a full build of the final database would write', async () => {
    const login = await fetch(`${server.url}/logistics/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ account: 'demo', password: 'demo123456' }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const today = chinaDay(NOW);
    await send('/logistics-info', token, cargoOfferInput(today, { cargoName: '构建对照钢卷' }));
    await send('/logistics-info', token, truckOfferInput(today));
    const post = await send('/posts', token, { circleId: 1, title: '构建对照帖', content: '构建对照正文' });
    await send(`/posts/${post.id}/replies`, token, { content: '构建对照回复' });
    await server.userPublisher!.idle();

    await buildSite({ outDir: join(work, 'rebuilt'), dbPath, contentTime: CONTENT_TIME, cacheDir });
    const itemPages = /^basic\/portal\/(logisticsInformationDetails|postPetails)\/\d+\//;
    const differing = (
      await differences(join(work, 'served'), join(work, 'rebuilt'), [
        'build-info.json',
        'build-info.json.br',
        'build-info.json.gz',
      ])
    ).filter((file) => !itemPages.test(file));
    expect(differing).toEqual([]);
  }, 300_000);
});
