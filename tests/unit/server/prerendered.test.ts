/**
 * The site answers `<details route>?id=N` with the static details page when the build made one, and
 * with the route's page and status 404 when item N does not exist (server/site/prerendered.ts).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp } from '../../../server/site/site';
import type { DetailsKind } from '../../../src/lib/shared/details-routes';
import type { RenderOnDemand } from '../../../server/site/prerendered';

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'portal-prerendered-'));
  await mkdir(join(dist, 'basic/portal/policyDetails/12'), { recursive: true });
  await mkdir(join(dist, 'basic/portal/logisticsInformationDetails'), { recursive: true });
  await writeFile(join(dist, 'basic/portal/policyDetails/index.html'), '<p>shell</p>');
  await writeFile(join(dist, 'basic/portal/policyDetails/12/index.html'), '<p>policy 12</p>');
  await writeFile(join(dist, 'basic/portal/logisticsInformationDetails/index.html'), '<p>info shell</p>');
  await writeFile(join(dist, '404.html'), '<p>not found</p>');
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

/** The database of these tests: logistics information 1–5 exists. */
const itemExists = (kind: DetailsKind, id: number) => Promise.resolve(kind === 'logistics-info' && id <= 5);

describe.each(['/', '/portal/'])('under base %s', (base) => {
  const prefix = base === '/' ? '' : base.slice(0, -1);
  const get = (path: string, headers: Record<string, string> = {}) =>
    createSiteApp({ api: new Hono(), distDir: dist, base, itemExists }).request(`${prefix}${path}`, {
      headers,
    });

  it.each([
    ['/basic/portal/policyDetails?id=12', 200, '<p>policy 12</p>'],
    ['/basic/portal/policyDetails/?id=12', 200, '<p>policy 12</p>'],
    ['/basic/portal/policyDetails?id=12&from=list', 200, '<p>policy 12</p>'],
    ['/basic/portal/policyDetails', 200, '<p>shell</p>'],
    ['/basic/portal/policyDetails?from=list', 200, '<p>shell</p>'],
    // A well-formed id without its file: an unknown policy.
    ['/basic/portal/policyDetails?id=13', 404, '<p>shell</p>'],
    ['/basic/portal/policyDetails?id=99999', 404, '<p>shell</p>'],
    // Malformed ids.
    ['/basic/portal/policyDetails?id=', 404, '<p>shell</p>'],
    ['/basic/portal/policyDetails?id=abc', 404, '<p>shell</p>'],
    ['/basic/portal/policyDetails?id=012', 404, '<p>shell</p>'],
    ['/basic/portal/policyDetails?id=-12', 404, '<p>shell</p>'],
    ['/basic/portal/policyDetails?id=12/../12', 404, '<p>shell</p>'],
    // A run-time kind: the database says.
    ['/basic/portal/logisticsInformationDetails?id=3', 200, '<p>info shell</p>'],
    ['/basic/portal/logisticsInformationDetails?id=99999', 404, '<p>info shell</p>'],
    ['/basic/portal/logisticsInformationDetails?id=x', 404, '<p>info shell</p>'],
    ['/basic/portal/logisticsInformationDetails', 200, '<p>info shell</p>'],
    ['/basic/portal/nothing?id=12', 404, '<p>not found</p>'],
  ])('%s → %i', async (path, status, body) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(body);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
  });

  it('a 404 page carries no validator and is never answered 304', async () => {
    const missing = await get('/basic/portal/policyDetails?id=13', { 'If-None-Match': '*' });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('ETag')).toBeNull();
    expect(missing.headers.get('Last-Modified')).toBeNull();
  });

  it('an item published after the server started answers 200 as soon as its file is written', async () => {
    expect((await get('/basic/portal/policyDetails?id=14')).status).toBe(404);
    await mkdir(join(dist, 'basic/portal/policyDetails/14'), { recursive: true });
    await writeFile(join(dist, 'basic/portal/policyDetails/14/index.html'), '<p>policy 14</p>');
    try {
      const published = await get('/basic/portal/policyDetails?id=14');
      expect(published.status).toBe(200);
      expect(await published.text()).toBe('<p>policy 14</p>');
    } finally {
      await rm(join(dist, 'basic/portal/policyDetails/14'), { recursive: true, force: true });
    }
  });

  it('a database that fails leaves a run-time page to its shell (200)', async () => {
    const failing = () => {
      throw new Error('database is locked');
    };
    const app = createSiteApp({ api: new Hono(), distDir: dist, base, itemExists: failing });
    const response = await app.request(`${prefix}/basic/portal/logisticsInformationDetails?id=4`);
    expect(response.status).toBe(200);
  });
});

/**
 * Offers and posts (`known: 'rendered'`): the file when it exists; else rendered on request when the
 * database has the item; 404 for what is not public, 410 for a retired offer; the shell for a query
 * the files cannot answer.
 */
describe('pages of user content', () => {
  const asked: string[] = [];
  /** Offers 1–5 and post 3 are public; offer 6 retired; post 4 hidden; offer 5 fails to render. */
  const renderOnDemand: RenderOnDemand = async (kind, id, page) => {
    asked.push(`${kind} ${id} ${page}`);
    if (kind === 'logistics-info' && id === 6) return 'retired';
    if (kind === 'logistics-info' && id === 5) return 'unknown';
    const known = kind === 'logistics-info' ? id <= 5 : id === 3;
    if (!known) return 'missing';
    const path =
      kind === 'post'
        ? `basic/portal/postPetails/${id}${page > 1 ? `/${page}` : ''}`
        : `basic/portal/logisticsInformationDetails/${id}`;
    await mkdir(join(dist, path), { recursive: true });
    await writeFile(join(dist, path, 'index.html'), `<p>${kind} ${id} page ${page}</p>`);
    return 'rendered';
  };
  /** Offers 1–6 and posts 3 and 4 are in the database. */
  const inDatabase = (kind: DetailsKind, id: number) =>
    Promise.resolve(kind === 'logistics-info' ? id <= 6 : id === 3 || id === 4);
  const get = (path: string) =>
    createSiteApp({
      api: new Hono(),
      distDir: dist,
      base: '/',
      itemExists: inDatabase,
      renderOnDemand,
    }).request(path);
  beforeAll(async () => {
    await mkdir(join(dist, 'basic/portal/postPetails'), { recursive: true });
    await writeFile(join(dist, 'basic/portal/postPetails/index.html'), '<p>post shell</p>');
    await mkdir(join(dist, 'basic/portal/logisticsInformation/2'), { recursive: true });
    await writeFile(join(dist, 'basic/portal/logisticsInformation/index.html'), '<p>cargo list</p>');
    await writeFile(join(dist, 'basic/portal/logisticsInformation/2/index.html'), '<p>vehicle list</p>');
  });

  it.each([
    // Rendered on the first request, then served from the file without asking again.
    ['/basic/portal/logisticsInformationDetails?id=2', 200, '<p>logistics-info 2 page 1</p>', 1],
    ['/basic/portal/logisticsInformationDetails?id=2', 200, '<p>logistics-info 2 page 1</p>', 0],
    ['/basic/portal/postPetails?id=3', 200, '<p>post 3 page 1</p>', 1],
    ['/basic/portal/postPetails?id=3&page=2', 200, '<p>post 3 page 2</p>', 1],
    ['/basic/portal/postPetails?id=3&page=2', 200, '<p>post 3 page 2</p>', 0],
    // Not public (hidden, deleted, unknown): 404 with the shell; retired: 410 with the not-found page.
    ['/basic/portal/postPetails?id=4', 404, '<p>post shell</p>', 1],
    ['/basic/portal/logisticsInformationDetails?id=99', 404, '<p>info shell</p>', 1],
    ['/basic/portal/logisticsInformationDetails?id=6', 410, '<p>not found</p>', 1],
    // Nothing rendered now: the shell, as before, 200 for an item the database has.
    ['/basic/portal/logisticsInformationDetails?id=5', 200, '<p>info shell</p>', 1],
    // Queries the files cannot answer: the shell, nothing rendered.
    ['/basic/portal/postPetails?id=3&pageSize=5', 200, '<p>post shell</p>', 0],
    ['/basic/portal/logisticsInformationDetails?id=3&page=2', 200, '<p>info shell</p>', 0],
    ['/basic/portal/postPetails?id=3&page=0', 200, '<p>post shell</p>', 0],
    // A kind's list by its tab.
    ['/basic/portal/logisticsInformation?tab=2', 200, '<p>vehicle list</p>', 0],
    ['/basic/portal/logisticsInformation?tab=2&origin=110000', 200, '<p>cargo list</p>', 0],
    // A tab page not written yet, and a tab that has none.
    ['/basic/portal/logisticsInformation?tab=3', 200, '<p>cargo list</p>', 0],
    ['/basic/portal/logisticsInformation?tab=vehicle', 200, '<p>cargo list</p>', 0],
  ])('%s → %i', async (path, status, body, renders) => {
    asked.length = 0;
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(body);
    expect(asked).toHaveLength(renders);
  });
});
