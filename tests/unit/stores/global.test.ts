/** The global store and the notify count, with notices from the real reference server. */
import { cleanStores } from 'nanostores';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Notice } from '../../../src/lib/shared/contract.ts';
import { installBrowser, uninstallBrowser, type FakeBrowser } from '../helpers/browser.ts';
import { fakeFetch } from '../helpers/fake-fetch.ts';
import { DEMO, startReferenceServer, type ReferenceServer } from '../helpers/reference-server.ts';

let server: ReferenceServer;
let browser: FakeBrowser;
let global: typeof import('../../../src/stores/shell/shell.ts');
let counts: typeof import('../../../src/stores/shell/notify-count.ts');

beforeAll(async () => {
  server = await startReferenceServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  cleanStores(global.$global, counts.$userNotifyCount, counts.$unreadByType);
  vi.restoreAllMocks();
  uninstallBrowser();
});

async function openPage(
  seed: Parameters<typeof installBrowser>[0] = {},
  fetchImpl?: typeof fetch,
): Promise<void> {
  browser = installBrowser(seed);
  const { configureRequest } = await import('../../../src/lib/request/request.ts');
  configureRequest({
    origin: server.url,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    toast: () => {},
    logError: () => {},
  });
  global = await import('../../../src/stores/shell/shell.ts');
  counts = await import('../../../src/stores/shell/notify-count.ts');
}

async function token(): Promise<string> {
  const answer = await fetch(`${server.url}/logistics/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account: DEMO.account, password: DEMO.password }),
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

const notice = (id: number, type: Notice['type'], read: boolean): Notice => ({
  id,
  type,
  read,
  title: `通知 ${id}`,
  description: '',
  createdAt: '2026-11-20T08:00:00.000Z',
  target: null,
});

describe('notices against the server', () => {
  it('loads, marks one read and clears a type, on the server too, with counts recomputed', async () => {
    await openPage({ local: { digital_user_token: await token() } });
    await global.loadNotices();
    const loaded = global.$global.get().notices;
    expect(loaded.length).toBeGreaterThan(0);
    expect(counts.$userNotifyCount.get()).toEqual({
      totalCount: loaded.length,
      unreadCount: loaded.filter((n) => !n.read).length,
    });

    const unread = loaded.find((n) => !n.read);
    await global.markNoticeRead(unread?.id ?? 0);
    expect(counts.$userNotifyCount.get().unreadCount).toBe(loaded.filter((n) => !n.read).length - 1);

    const type = loaded[0]?.type ?? 'notice';
    await global.clearNotices(type);
    const left = loaded.filter((n) => n.type !== type);
    expect(counts.$userNotifyCount.get().totalCount).toBe(left.length);

    // What the server now says agrees with what the store shows.
    global.setNotices([]);
    await global.loadNotices();
    expect(
      global.$global
        .get()
        .notices.map((n) => n.id)
        .sort(),
    ).toEqual(left.map((n) => n.id).sort());
    expect(global.$global.get().notices.find((n) => n.id === unread?.id)?.read ?? true).toBe(true);
  });

  it('without a token the list is empty and nothing is sent', async () => {
    const recorder = fakeFetch();
    await openPage({}, recorder.fetch);
    global.setNotices([notice(1, 'notice', false)]);
    await global.loadNotices();
    expect(global.$global.get().notices).toEqual([]);
    expect(recorder.calls).toEqual([]);
  });

  it('a failing server is logged (E9), nothing changes here and nothing rejects', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const offline = fakeFetch(() => new TypeError('fetch failed'));
    await openPage({ local: { digital_user_token: 't' } }, offline.fetch);
    global.setNotices([notice(1, 'notice', false), notice(2, 'todo', false)]);
    await expect(global.markNoticeRead(1)).resolves.toBe(false);
    await expect(global.clearNotices('todo')).resolves.toBe(false);
    await expect(global.loadNotices()).resolves.toMatchObject({
      kind: 'network',
      errorMessage: '网络连接失败，请检查网络后重试',
    });
    expect(global.$global.get().notices).toEqual([notice(1, 'notice', false), notice(2, 'todo', false)]);
    expect(offline.calls.map((call) => `${call.method} ${call.url.replace(server.url, '')}`)).toEqual([
      'POST /logistics/api/notices/1/read',
      'DELETE /logistics/api/notices?type=todo',
      'GET /logistics/api/notices',
    ]);
    expect(logged).toHaveBeenCalledTimes(3);
  });
});

describe('notices the server refuses to change', () => {
  const refusal = { body: { success: false, errorCode: 10003, errorMsg: '通知不存在', data: null } };

  it('a refused mark-read leaves the notice unread and the counts as they were', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeFetch(() => refusal);
    await openPage({ local: { digital_user_token: 't' } }, server.fetch);
    global.setNotices([notice(1, 'notice', false), notice(2, 'notice', false)]);
    await expect(global.markNoticeRead(1)).resolves.toBe(false);
    expect(global.$global.get().notices).toEqual([notice(1, 'notice', false), notice(2, 'notice', false)]);
    expect(counts.$userNotifyCount.get()).toEqual({ totalCount: 2, unreadCount: 2 });
  });

  it('a refused clear keeps every notice of the type', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeFetch(() => refusal);
    await openPage({ local: { digital_user_token: 't' } }, server.fetch);
    global.setNotices([notice(1, 'todo', false), notice(2, 'message', true)]);
    await expect(global.clearNotices('todo')).resolves.toBe(false);
    expect(global.$global.get().notices).toEqual([notice(1, 'todo', false), notice(2, 'message', true)]);
    expect(counts.$unreadByType.get()).toEqual({ notice: 0, message: 0, todo: 1 });
  });

  it('a change made while the call is under way is kept when the call succeeds', async () => {
    let answer: (response: Response) => void = () => {};
    const slow = (() => new Promise<Response>((resolve) => (answer = resolve))) as typeof fetch;
    await openPage({ local: { digital_user_token: 't' } }, slow);
    global.setNotices([notice(1, 'notice', false)]);
    const pending = global.markNoticeRead(1);
    expect(global.$global.get().notices[0]?.read, 'not applied before the server agrees').toBe(false);
    global.setNotices([notice(1, 'notice', false), notice(3, 'todo', false)]);
    answer(new Response('{"success":true,"errorCode":0,"errorMsg":"","data":null}'));
    await expect(pending).resolves.toBe(true);
    expect(global.$global.get().notices).toEqual([notice(1, 'notice', true), notice(3, 'todo', false)]);
  });
});

describe('counts', () => {
  it('follow every change of the notices, per type too', async () => {
    await openPage();
    const seen: number[] = [];
    const unsubscribe = counts.$userNotifyCount.subscribe(({ unreadCount }) => seen.push(unreadCount));
    global.setNotices([notice(1, 'notice', false), notice(2, 'message', false), notice(3, 'todo', true)]);
    expect(counts.$unreadByType.get()).toEqual({ notice: 1, message: 1, todo: 0 });
    global.setNotices([notice(1, 'notice', true), notice(2, 'message', false)]);
    unsubscribe();
    expect(seen).toEqual([0, 2, 1]);
    expect(counts.$userNotifyCount.get()).toEqual({ totalCount: 2, unreadCount: 1 });
  });
});

describe('UI state', () => {
  it('saveTableInfo merges, then calls the callback with the new state in place', async () => {
    await openPage();
    let seenInCallback: unknown;
    global.saveTableInfo(
      { paginationData: { page: 3, pageSize: 20 }, searchData: { keyword: '冷链' } },
      () => {
        seenInCallback = global.$global.get().paginationData;
      },
    );
    expect(seenInCallback).toEqual({ page: 3, pageSize: 20 });
    expect(global.$global.get()).toMatchObject({ collapsed: false, searchData: { keyword: '冷链' } });
    global.saveTableInfo({ currentPath: '/basic/portal/PolicyTotality' });
    expect(global.$global.get().paginationData).toEqual({ page: 3, pageSize: 20 });
  });

  it.each([
    [
      'the list it was saved for',
      '/basic/portal/PolicyTotality',
      '?keyword=%E5%86%B7%E9%93%BE&level=city&page=3&pageSize=20',
    ],
    ['another list', '/basic/portal/corporateAnnouncementList', ''],
  ])('listReturnSearch leads back to %s', async (_case, listPath, search) => {
    await openPage();
    global.saveTableInfo({
      currentPath: '/basic/portal/PolicyTotality',
      paginationData: { page: 3, pageSize: 20 },
      searchData: { keyword: '冷链', level: 'city' },
    });
    expect(global.listReturnSearch(global.$global.get(), listPath)).toBe(search);
  });

  it('listReturnSearch leaves out page 1 and gives nothing before any list was shown', async () => {
    await openPage();
    expect(global.listReturnSearch(global.$global.get(), '')).toBe('');
    global.saveTableInfo({ currentPath: '/basic/community', paginationData: { page: 1 }, searchData: {} });
    expect(global.listReturnSearch(global.$global.get(), '/basic/community')).toBe('');
  });

  it('keeps collapsed, notices and the last list across page loads', async () => {
    await openPage();
    global.setCollapsed(true);
    global.setNotices([notice(1, 'notice', false)]);
    global.saveTableInfo({
      currentPath: '/basic/portal/PolicyTotality',
      paginationData: { page: 2, pageSize: 10 },
      searchData: { tab: '2' },
    });
    const stored = browser.sessionStorage.snapshot();
    await openPage({ session: stored });
    expect(global.$global.get()).toEqual({
      collapsed: true,
      notices: [notice(1, 'notice', false)],
      currentPath: '/basic/portal/PolicyTotality',
      paginationData: { page: 2, pageSize: 10 },
      searchData: { tab: '2' },
    });
  });

  it.each([
    ['corrupt JSON', '{"collapsed": tr', [], false],
    ['a foreign shape', '"yes"', [], false],
    [
      'broken notices and list state',
      JSON.stringify({
        collapsed: true,
        notices: [notice(1, 'todo', false), { id: 'x' }, null],
        paginationData: { page: -2, pageSize: '10' },
        searchData: { keyword: 3, level: 'city' },
        currentPath: 7,
      }),
      [notice(1, 'todo', false)],
      true,
    ],
  ])('reads %s without throwing', async (_case, stored, notices, collapsed) => {
    await openPage({ session: { 'portal:global': stored } });
    const searchData = collapsed ? { level: 'city' } : {};
    expect(global.$global.get()).toEqual({ ...global.initialGlobal, notices, collapsed, searchData });
  });
});
