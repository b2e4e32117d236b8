/**
 * Two server processes on one database (a SQLite file, and PostgreSQL where it is installed), each serving its own copy of the built site (no shared file
 * system), keep their static pages of user content alike: an offer published through node A is on
 * node B's home page within the bound, its own page rendered by B on its first request and brought
 * up to date from then on by A's changes (a withdrawal), and a post hidden through A
 * answers 404 on B, its words in none of B's files (docs/decisions.md, "Static user content"). Node B
 * learns of A's changes only from the store (site_changes), by polling.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderBundleDir } from '../../../integrations/render-bundle.ts';
import { chinaDay } from '../../../src/lib/shared/china-time.ts';
import { buildSite, filesOf } from '../helpers/site-build.ts';
import { cargoOfferInput } from '../helpers/offer-input.ts';
import {
  freePort,
  makeCheckout,
  run,
  waitForOutput,
  type Checkout,
  type Started,
} from '../server/processes.ts';
import { shareDatabase, STORES, type Shared } from '../helpers/shared-database.ts';

const API = '/logistics/api';
const ROOT = resolve(import.meta.dirname, '../../..');
/** The bound the portal promises (README, Static user content), with room for a loaded machine. */
const BOUND_MS = 5000;

interface Node {
  url: string;
  dist: string;
  process: Started;
}

async function startNode(checkout: Checkout, shared: Shared): Promise<Node> {
  const port = await freePort();
  const started = run(
    process.execPath,
    ['server/main.ts'],
    checkout.dir,
    {
      PORT: String(port),
      PORTAL_DB: checkout.dbPath,
      ...shared.env,
      PORTAL_PUBLISH_DIR: join(checkout.dir, 'data/publish'),
      PORTAL_PRECOMPRESS_CACHE: 'off',
    },
    ['PORTAL_DEMO', 'PORTAL_CREATE_DB', 'PORTAL_DATABASE_URL'],
  );
  await waitForOutput(started, `http://127.0.0.1:${port}`);
  return { url: `http://127.0.0.1:${port}`, dist: join(checkout.dir, 'dist'), process: started };
}

const page = async (node: Node, path: string) => {
  const response = await fetch(`${node.url}${path}`);
  return { status: response.status, text: await response.text() };
};

async function call<T>(
  origin: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${origin}${API}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': randomUUID(),
      ...(token ? { Authentication: token } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { success: boolean; errorMsg?: string; data: T };
  if (!envelope.success) throw new Error(`${method} ${path}: ${envelope.errorMsg}`);
  return envelope.data;
}

const login = async (origin: string, account: string, password: string) =>
  (await call<{ token: string }>(origin, 'POST', '/auth/login', undefined, { account, password })).token;

/** Polls `check` until it passes or the bound is over; returns how long it took. */
async function within(check: () => Promise<void>): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      await check();
      return Date.now() - started;
    } catch (error) {
      if (Date.now() - started > BOUND_MS) throw error;
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}

describe.each(STORES)('two nodes, each with its own files, on one database (%s)', (kind) => {
  let a: Checkout;
  let b: Checkout;
  let shared: Shared;
  let nodeA: Node;
  let nodeB: Node;

  beforeAll(async () => {
    [a, b] = await Promise.all([makeCheckout(), makeCheckout()]);
    // One build; node B gets a copy of the files and of the render bundle, as a second machine would.
    const distA = join(a.dir, 'dist');
    await buildSite({
      outDir: distA,
      dbPath: a.dbPath,
      contentTime: new Date().toISOString(),
      cacheDir: join(a.dir, 'precompress-cache'),
    });
    await cp(distA, join(b.dir, 'dist'), { recursive: true });
    await cp(renderBundleDir(distA, ROOT), renderBundleDir(join(b.dir, 'dist'), ROOT), { recursive: true });
    shared = await shareDatabase(kind, a);
    [nodeA, nodeB] = await Promise.all([startNode(a, shared), startNode(b, shared)]);
  }, 600_000);

  afterAll(async () => {
    nodeA?.process.killAll();
    nodeB?.process.killAll();
    await shared?.close();
    for (const checkout of [a, b]) {
      if (!checkout) continue;
      await rm(renderBundleDir(join(checkout.dir, 'dist'), ROOT), { recursive: true, force: true });
      await checkout.remove();
    }
  });

  it("an offer published through A is on B's home page, from B's own files, within the bound", async () => {
    const token = await login(nodeA.url, 'demo', 'demo123456');
    const { id } = await call<{ id: number }>(
      nodeA.url,
      'POST',
      '/logistics-info',
      token,
      cargoOfferInput(chinaDay(), { cargoName: '双节点钢卷' }),
    );
    const took = await within(async () => {
      const home = await readFile(join(nodeB.dist, 'basic/portal/index.html'), 'utf8');
      expect(home).toContain(`logisticsInformationDetails?id=${id}`);
    });
    expect(took).toBeLessThan(BOUND_MS);
    expect((await page(nodeB, '/basic/portal')).text).toContain(`logisticsInformationDetails?id=${id}`);
    // Its own page: nobody asked for it yet, so B rendered none; B renders it on its first request and keeps it.
    const file = join(nodeB.dist, `basic/portal/logisticsInformationDetails/${id}/index.html`);
    expect(existsSync(file)).toBe(false);
    const answer = await page(nodeB, `/basic/portal/logisticsInformationDetails?id=${id}`);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('双节点钢卷');
    expect(await readFile(file, 'utf8')).toContain('双节点钢卷');
    // Withdrawn through A: B's file of it says so within the bound, from the change B read.
    await call(nodeA.url, 'POST', `/logistics-info/${id}/withdraw`, token, {});
    const withdrawn = await within(async () => expect(await readFile(file, 'utf8')).toContain('已撤回'));
    expect(withdrawn).toBeLessThan(BOUND_MS);
  });

  it('a post hidden through A answers 404 on B and its words are in none of B’s files', async () => {
    const author = await login(nodeA.url, 'demo', 'demo123456');
    const title = `双节点屏蔽测试${Date.now()}`;
    const post = await call<{ id: number }>(nodeA.url, 'POST', '/posts', author, {
      circleId: 1,
      title,
      content: `${title}的正文`,
    });
    // B has the post's page and the community page with its title, before it is hidden.
    await within(async () => {
      expect(await readFile(join(nodeB.dist, 'basic/community/index.html'), 'utf8')).toContain(title);
      const answer = await page(nodeB, `/basic/portal/postPetails?id=${post.id}`);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain(title);
    });
    const reporter = await login(nodeA.url, 'editor', 'editor123456');
    const { reportId } = await call<{ reportId: number }>(nodeA.url, 'POST', '/reports', reporter, {
      target: 'post',
      id: post.id,
      reason: 'spam',
    });
    await call(nodeA.url, 'POST', `/desk/reports/${reportId}/hide`, reporter);
    await within(async () => {
      expect((await page(nodeB, `/basic/portal/postPetails?id=${post.id}`)).status).toBe(404);
      for (const file of (await filesOf(nodeB.dist)).filter((name) => name.endsWith('.html')))
        expect(await readFile(join(nodeB.dist, file), 'utf8'), file).not.toContain(title);
    });
  });
});
