/**
 * The user-content publisher (server/site/publishing/user-publisher.ts) on a real store and a real
 * folder, with a stand-in for the render worker that counts what it is asked for: which files a change
 * writes (the page and its .br/.gz, the manifest with the addresses), coalescing (100 replies to one
 * post render its page a few times, not 100), a failure (the previous file stays, it is logged and
 * tried again), a page removed when its post is hidden, the first request of a page without a file,
 * a profile kept current and removed after 注销,
 * the sweep that records offers whose dates passed, and no render of a change before its COMMIT.
 */
import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, chinaDay } from '../../../src/lib/shared/china-time.ts';
import { insertReply } from '../../../server/queries/replies.ts';
import { hideWords } from '../../../server/queries/reports.ts';
import { recordSiteChange } from '../../../server/queries/site-changes.ts';
import { closeAccount } from '../../../server/queries/account-closing.ts';
import type { PageToRender } from '../../../server/site/publishing/render-worker.ts';
import type { RenderedPage } from '../../../server/site/publishing/site-files.ts';
import type { PublishManifest } from '../../../server/site/publishing/purge-hook.ts';
import { createUserPublisher, type UserPublisher } from '../../../server/site/publishing/user-publisher.ts';
import { settingsFor } from '../../../server/settings.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';

let server: TestServer;
let work: string;
let publisher: UserPublisher;
let clock = Date.parse('2026-11-24T02:00:00.000Z');
/** Every page the stand-in was asked for, in order. */
const asked: string[] = [];
/** Paths the stand-in fails for, how many more times. */
const failing = new Map<string, number>();
let renderVersion = 0;
/** Awaited by the stand-in before it renders, when set (holds the render worker busy). */
let beforeRender: ((pages: PageToRender[]) => Promise<void>) | null = null;

/** The stand-in for the render worker: every page renders, a new version each batch. */
async function render(pages: PageToRender[]): Promise<RenderedPage[]> {
  await beforeRender?.(pages);
  renderVersion += 1;
  const results: RenderedPage[] = [];
  for (const page of pages) {
    asked.push(page.path);
    const failures = failing.get(page.path) ?? 0;
    if (failures > 0) {
      failing.set(page.path, failures - 1);
      results.push({ path: page.path, state: 'failed', error: 'the stand-in fails on purpose' });
      continue;
    }
    // Long enough to be compressed, different at every render.
    const body = `<!doctype html><title>${page.path}</title>${'<p>物流信息门户</p>'.repeat(50)}<p>v${renderVersion}</p>`;
    results.push({ path: page.path, state: 'rendered', body: new TextEncoder().encode(body) });
  }
  return results;
}

const fileOf = (path: string) => join(work, 'dist', `${path.slice(1)}/index.html`);

beforeAll(async () => {
  server = await startTestServer();
  work = await mkdtemp(join(tmpdir(), 'portal-user-pages-'));
  publisher = createUserPublisher({
    distDir: join(work, 'dist'),
    db: server.store,
    base: '/',
    manifests: { dir: join(work, 'manifests'), keep: 1000, hook: undefined, hookTimeoutMs: 1000 },
    now: () => clock,
    settings: { ...settingsFor().userPages, retryMs: 50, pollMs: 100 },
    renderer: render,
  });
  await publisher.start();
});
afterAll(async () => {
  await publisher?.close();
  await server?.close();
  await rm(work, { recursive: true, force: true });
});
afterEach(() => {
  asked.length = 0;
});

async function manifests(): Promise<PublishManifest[]> {
  const dir = join(work, 'manifests');
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir)).sort();
  return Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as PublishManifest),
  );
}

const at = () => new Date(clock).toISOString();

describe('the user-content publisher', () => {
  it("leaves a new offer's page to its first request, and writes the list's first pages and the home with their copies, named in a manifest", async () => {
    const offer = (await server.store.get<{ id: number }>(
      "SELECT id FROM logistics_info WHERE kind = 'vehicle' ORDER BY id LIMIT 1",
    ))!;
    const before = (await manifests()).length;
    await server.store.transaction((tx) => recordSiteChange(tx, 'offer', offer.id, at()));
    await publisher.idle();
    const detail = `/basic/portal/logisticsInformationDetails/${offer.id}`;
    const lists = [
      '/basic/portal',
      '/basic/portal/logisticsInformation',
      '/basic/portal/logisticsInformation/2',
      '/basic/portal/logisticsInformation/3',
    ];
    // Nobody asked for the offer's page: no render of it, no file.
    expect(asked.sort()).toEqual(lists);
    expect(existsSync(fileOf(detail))).toBe(false);
    for (const path of asked) {
      expect(existsSync(fileOf(path))).toBe(true);
      expect(existsSync(`${fileOf(path)}.br`)).toBe(true);
      expect(existsSync(`${fileOf(path)}.gz`)).toBe(true);
    }
    // One manifest per batch: the render workers share the pages out.
    const written = (await manifests()).slice(before);
    expect(written.length).toBeGreaterThan(0);
    for (const manifest of written)
      expect(manifest.change).toMatchObject({ kind: 'user-content', action: 'render' });
    expect(written.flatMap((manifest) => manifest.changedUrls)).toEqual(
      expect.arrayContaining([
        '/basic/portal/logisticsInformation?tab=2',
        '/basic/portal/logisticsInformation/2/',
        '/basic/portal',
      ]),
    );

    // Asked for, it is rendered and kept; from then on each change renders it again.
    expect(await publisher.renderOnDemand('logistics-info', offer.id, 1)).toBe('rendered');
    expect(existsSync(`${fileOf(detail)}.br`)).toBe(true);
    asked.length = 0;
    const since = (await manifests()).length;
    clock += 2000;
    await server.store.transaction((tx) => recordSiteChange(tx, 'offer', offer.id, at()));
    await publisher.idle();
    expect(asked).toContain(detail);
    expect((await manifests()).slice(since).flatMap((manifest) => manifest.changedUrls)).toEqual(
      expect.arrayContaining([
        `/basic/portal/logisticsInformationDetails?id=${offer.id}`,
        `/basic/portal/logisticsInformationDetails/${offer.id}/`,
      ]),
    );
    expect((await manifests()).slice(since).flatMap((manifest) => manifest.written)).toContain(
      `basic/portal/logisticsInformationDetails/${offer.id}/index.html.br`,
    );
  });

  it("renders an offer's page again when it changes during its first render (that render may have read it before)", async () => {
    const offer = (await server.store.get<{ id: number }>(
      "SELECT id FROM logistics_info WHERE kind = 'vehicle' ORDER BY id DESC LIMIT 1",
    ))!;
    const detail = `/basic/portal/logisticsInformationDetails/${offer.id}`;
    expect(existsSync(fileOf(detail))).toBe(false);
    let started!: () => void;
    const rendering = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    beforeRender = async (pages) => {
      if (!pages.some((page) => page.path === detail)) return;
      started();
      await finished;
    };
    try {
      const first = publisher.renderOnDemand('logistics-info', offer.id, 1);
      await rendering;
      // The change is read while the page's first render is under way and before its file exists.
      await server.store.transaction((tx) => recordSiteChange(tx, 'offer', offer.id, at()));
      await publisher.poll();
      finish();
      expect(await first).toBe('rendered');
      await publisher.idle();
      expect(asked.filter((path) => path === detail)).toHaveLength(2);
    } finally {
      finish();
      beforeRender = null;
    }
  });

  it('renders a busy post a few times, not once per reply: 100 replies', async () => {
    const post = (await server.store.get<{ id: number }>(
      'SELECT id FROM posts WHERE hidden_at IS NULL AND deleted_at IS NULL ORDER BY id LIMIT 1',
    ))!;
    const user = (await server.store.get<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1'))!;
    // Spread over about 1.5 s (longer on a busy machine), as replies from many people arrive.
    const started = performance.now();
    for (let n = 1; n <= 100; n += 1) {
      await server.store.transaction((tx) =>
        insertReply(tx, user.id, post.id, { content: `第${n}条` }, at(), {
          postTitle: '帖子',
          quotedAuthorId: null,
          writer: { nickname: '回复者', account: 'writer' },
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    await publisher.idle();
    // Two renders of a page begin at least PORTAL_SITE_COALESCE_MS apart, so however long the replies
    // took to arrive (a loaded machine stretches them), at most one render per interval, plus the first.
    const most = Math.floor((performance.now() - started) / settingsFor().userPages.coalesceMs) + 1;
    const pageOne = asked.filter((path) => path === `/basic/portal/postPetails/${post.id}`);
    expect(pageOne.length).toBeGreaterThanOrEqual(1);
    expect(pageOne.length).toBeLessThanOrEqual(most);
    // The newest reply's page was rendered after the last reply was written.
    const floors = await server.store.get<{ floor: number }>(
      'SELECT max(floor) AS floor FROM replies WHERE post_id = ?',
      post.id,
    );
    const lastPage = Math.ceil(floors!.floor / 10);
    expect(asked).toContain(`/basic/portal/postPetails/${post.id}/${lastPage}`);
    expect(asked.filter((path) => path === '/basic/community').length).toBeLessThanOrEqual(most);
  });

  it('keeps the previous file when a render fails, logs it, and tries again', async () => {
    const post = (await server.store.get<{ id: number }>(
      'SELECT id FROM posts WHERE hidden_at IS NULL AND deleted_at IS NULL ORDER BY id LIMIT 1 OFFSET 1',
    ))!;
    const path = `/basic/portal/postPetails/${post.id}`;
    await server.store.transaction((tx) => recordSiteChange(tx, 'post', post.id, at(), 1));
    await publisher.idle();
    const before = await readFile(fileOf(path), 'utf8');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      failing.set(path, 2);
      asked.length = 0;
      await server.store.transaction((tx) => recordSiteChange(tx, 'post', post.id, at(), 1));
      await vi.waitFor(() => expect(failing.get(path)).toBe(0), { timeout: 5000 });
      expect(await readFile(fileOf(path), 'utf8')).toBe(before);
      expect(errors.mock.calls.map((call) => String(call[0])).join('\n')).toContain(path);
      await vi.waitFor(async () => expect(await readFile(fileOf(path), 'utf8')).not.toBe(before), {
        timeout: 5000,
      });
      expect(asked.filter((asked) => asked === path)).toHaveLength(3);
    } finally {
      errors.mockRestore();
    }
  });

  it("removes a hidden post's pages, with their copies, and names them in the manifest", async () => {
    const post = (await server.store.get<{ id: number }>(
      'SELECT id FROM posts WHERE hidden_at IS NULL AND deleted_at IS NULL ORDER BY id LIMIT 1 OFFSET 2',
    ))!;
    const path = `/basic/portal/postPetails/${post.id}`;
    await server.store.transaction((tx) => recordSiteChange(tx, 'post', post.id, at()));
    await publisher.idle();
    expect(existsSync(fileOf(path))).toBe(true);
    await server.store.transaction((tx) => hideWords(tx, 'post', post.id, at()));
    await publisher.idle();
    expect(existsSync(fileOf(path))).toBe(false);
    expect(existsSync(`${fileOf(path)}.br`)).toBe(false);
    const removed = (await manifests()).flatMap((manifest) => manifest.removed);
    expect(removed).toContain(`basic/portal/postPetails/${post.id}/index.html`);
  });

  it('renders a page asked for without a file once, however many ask at once; 404 for a hidden post', async () => {
    const post = (await server.store.get<{ id: number }>(
      'SELECT id FROM posts WHERE hidden_at IS NULL AND deleted_at IS NULL ORDER BY id DESC LIMIT 1',
    ))!;
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => publisher.renderOnDemand('post', post.id, 1)),
    );
    expect(outcomes).toEqual(Array(5).fill('rendered'));
    expect(asked.filter((path) => path === `/basic/portal/postPetails/${post.id}`)).toHaveLength(1);
    const hidden = (await server.store.get<{ id: number }>(
      'SELECT id FROM posts WHERE hidden_at IS NOT NULL LIMIT 1',
    ))!;
    expect(await publisher.renderOnDemand('post', hidden.id, 1)).toBe('missing');
    expect(await publisher.renderOnDemand('logistics-info', 999_999, 1)).toBe('missing');
    // A reply page past the post's last is not rendered.
    asked.length = 0;
    expect(await publisher.renderOnDemand('post', post.id, 999)).toBe('missing');
    expect(asked).toEqual([]);
  });

  it('renders a profile on its first request, again when its offers, posts or name change, and removes it after 注销', async () => {
    const profile = (id: number) => `/basic/portal/userProfile/${id}`;
    const owner = await insertUser(server.store, {
      account: 'profile-owner',
      password: 'pass-word1',
      mobile: '13600000522',
    });
    const leaver = await insertUser(server.store, {
      account: 'profile-leaver',
      password: 'pass-word1',
      mobile: '13600000521',
    });
    // The owner's: the newest line offer (no later test reads it) and the newest post.
    const offer = (await server.store.get<{ id: number }>(
      "SELECT max(id) AS id FROM logistics_info WHERE kind = 'line'",
    ))!;
    const post = (await server.store.get<{ id: number }>(
      'SELECT max(id) AS id FROM posts WHERE hidden_at IS NULL AND deleted_at IS NULL',
    ))!;
    await server.store.run('UPDATE logistics_info SET user_id = ? WHERE id = ?', owner, offer.id);
    await server.store.run('UPDATE posts SET user_id = ? WHERE id = ?', owner, post.id);
    // No file yet: a change names no profile (it is rendered when first asked for).
    await server.store.transaction((tx) => recordSiteChange(tx, 'offer', offer.id, at()));
    await publisher.idle();
    expect(asked).not.toContain(profile(owner));
    for (const id of [owner, leaver])
      expect([id, await publisher.renderOnDemand('user', id, 1)]).toEqual([id, 'rendered']);
    expect(existsSync(fileOf(profile(leaver)))).toBe(true);
    expect(await publisher.renderOnDemand('user', 999_999, 1)).toBe('missing');
    for (const change of ['offer', 'post'] as const) {
      asked.length = 0;
      const id = change === 'offer' ? offer.id : post.id;
      await server.store.transaction((tx) => recordSiteChange(tx, change, id, at()));
      await publisher.idle();
      expect([change, asked.includes(profile(owner))]).toEqual([change, true]);
    }
    asked.length = 0;
    await server.store.transaction((tx) => recordSiteChange(tx, 'user', leaver, at()));
    await publisher.idle();
    expect(asked).toContain(profile(leaver));
    const urls = (await manifests()).flatMap((manifest) => manifest.changedUrls);
    expect(urls).toContain(`/basic/portal/userProfile?id=${leaver}`);
    // A reply changes no profile.
    asked.length = 0;
    await server.store.transaction((tx) => recordSiteChange(tx, 'post', post.id, at(), 1));
    await publisher.idle();
    expect(asked).not.toContain(profile(owner));
    await server.store.transaction((tx) => closeAccount(tx, leaver, at()));
    await publisher.idle();
    expect(existsSync(fileOf(profile(leaver)))).toBe(false);
    expect(existsSync(`${fileOf(profile(leaver))}.br`)).toBe(false);
    expect((await manifests()).flatMap((manifest) => manifest.removed)).toContain(
      `basic/portal/userProfile/${leaver}/index.html`,
    );
    expect(await publisher.renderOnDemand('user', leaver, 1)).toBe('missing');
  });

  it("records an offer whose last day passed at the next look, and retires an ended offer's page", async () => {
    const today = chinaDay(clock);
    const offer = (await server.store.get<{ id: number }>(
      "SELECT id FROM logistics_info WHERE kind = 'cargo' AND state = 'published' ORDER BY id LIMIT 1",
    ))!;
    await server.store.run('UPDATE logistics_info SET expires_on = ? WHERE id = ?', today, offer.id);
    // A visitor read its page: it has a file, which the sweep's change renders again.
    expect(await publisher.renderOnDemand('logistics-info', offer.id, 1)).toBe('rendered');
    asked.length = 0;
    await publisher.sweep();
    await publisher.idle();
    expect(asked).not.toContain(`/basic/portal/logisticsInformationDetails/${offer.id}`);
    clock += 24 * 3600 * 1000;
    await publisher.sweep();
    await publisher.idle();
    expect(asked).toContain(`/basic/portal/logisticsInformationDetails/${offer.id}`);
    expect(existsSync(fileOf(`/basic/portal/logisticsInformationDetails/${offer.id}`))).toBe(true);

    // 30 days after its last day (PORTAL_OFFER_PAGE_DAYS) the page goes and the address answers 410.
    asked.length = 0;
    clock = Date.parse(`${addDays(today, 32)}T02:00:00.000Z`);
    await publisher.sweep();
    await publisher.idle();
    expect(existsSync(fileOf(`/basic/portal/logisticsInformationDetails/${offer.id}`))).toBe(false);
    expect(asked).not.toContain(`/basic/portal/logisticsInformationDetails/${offer.id}`);
    expect(await publisher.renderOnDemand('logistics-info', offer.id, 1)).toBe('retired');
  });
  it('renders a change only once it is committed: a render worker reads on its own connection', async () => {
    // PostgreSQL's other connections read committed rows only. SQLite's one connection also reads its
    // group's ended transactions before their COMMIT, which a transaction that begins meanwhile holds
    // back, while a busy worker takes the next pages as soon as it is done, with no turn in between.
    if (server.store.dialect !== 'sqlite') return;
    const other = new DatabaseSync(server.store.location, { readOnly: true });
    const [busy, changed] = await server.store.all<{ id: number }>(
      'SELECT id FROM posts WHERE hidden_at IS NULL AND deleted_at IS NULL ORDER BY id DESC LIMIT 2',
    );
    const changedPage = `/basic/portal/postPetails/${changed!.id}`;
    let seenThen: number | undefined;
    let worked!: () => void;
    const working = new Promise<void>((resolve) => (worked = resolve));
    let done!: () => void;
    const workDone = new Promise<void>((resolve) => (done = resolve));
    beforeRender = async (pages) => {
      if (pages.some((page) => page.path === `/basic/portal/postPetails/${busy!.id}`)) {
        worked();
        await workDone;
      }
      if (pages.some((page) => page.path === changedPage))
        seenThen = (other.prepare('SELECT max(id) AS id FROM site_changes').get() as { id: number }).id;
    };
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let next: Promise<void> | undefined;
    try {
      // The worker is busy with another post's page.
      await server.store.transaction((tx) => recordSiteChange(tx, 'post', busy!.id, at()));
      await working;
      const write = server.store.transaction((tx) => recordSiteChange(tx, 'post', changed!.id, at(), 1));
      // Before the write's COMMIT (due after this turn): the publisher reads the change, then another
      // request's transaction begins and holds the group open; then the worker is done.
      setImmediate(() => {
        void publisher.poll();
        next = server.store.transaction(() => gate);
        setTimeout(done, 50);
        setTimeout(release, 300);
      });
      await write;
      const recorded = (await server.store.get<{ id: number }>('SELECT max(id) AS id FROM site_changes'))!.id;
      await publisher.idle();
      expect(seenThen).toBeGreaterThanOrEqual(recorded);
    } finally {
      done();
      release();
      await next;
      beforeRender = null;
      other.close();
    }
  });
});
