/** The site answers `<details route>?id=N` with the static details page when the build made one. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp } from '../../../server/site';

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'portal-prerendered-'));
  await mkdir(join(dist, 'basic/portal/policyDetails/12'), { recursive: true });
  await writeFile(join(dist, 'basic/portal/policyDetails/index.html'), '<p>shell</p>');
  await writeFile(join(dist, 'basic/portal/policyDetails/12/index.html'), '<p>policy 12</p>');
  await writeFile(join(dist, '404.html'), '<p>not found</p>');
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe.each(['/', '/portal/'])('under base %s', (base) => {
  const prefix = base === '/' ? '' : base.slice(0, -1);
  const get = (path: string) =>
    createSiteApp({ api: new Hono(), distDir: dist, base }).request(`${prefix}${path}`);

  it.each([
    ['/basic/portal/policyDetails?id=12', 200, '<p>policy 12</p>'],
    ['/basic/portal/policyDetails/?id=12', 200, '<p>policy 12</p>'],
    ['/basic/portal/policyDetails?id=12&from=list', 200, '<p>policy 12</p>'],
    ['/basic/portal/policyDetails?id=13', 200, '<p>shell</p>'],
    ['/basic/portal/policyDetails', 200, '<p>shell</p>'],
    ['/basic/portal/policyDetails?id=abc', 200, '<p>shell</p>'],
    ['/basic/portal/policyDetails?id=012', 200, '<p>shell</p>'],
    ['/basic/portal/policyDetails?id=12/../12', 200, '<p>shell</p>'],
    ['/basic/portal/nothing?id=12', 404, '<p>not found</p>'],
  ])('%s → %i', async (path, status, body) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(body);
    if (status === 200) expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
  });
});
