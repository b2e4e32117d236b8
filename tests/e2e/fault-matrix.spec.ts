import type { Page, Route } from '@playwright/test';
import { test, expect, apiLogin, hydrated, pathIs, TOKEN_KEY } from './fixtures.ts';
import { apiIslands, type ApiIsland, type FaultKind } from './api-islands.ts';

/**
 * The fault matrix: every island that calls the API (tests/e2e/api-islands.ts) meets every kind of
 * failure of its call, and each gives what docs/product.md, Error catalogue says (the message, or
 * the action: the login page, the exception page), with no page error and the island still on
 * screen. One page per island: after a failure a user's own retry (重试, submitting again) sends the
 * next call; only the failures that leave the page open it again.
 */

const API = '/logistics/api';
const MESSAGE = '服务维护中，请稍后再试';
/** The request layer's timeout (src/lib/site/config.ts); the page's clock jumps past it. */
const TIMEOUT_MS = 15_000;

interface Fault {
  name: string;
  kind: FaultKind;
  /** How the call is answered; 'hang' never answers. */
  answer: ((route: Route) => Promise<void>) | 'hang';
  /** The catalogue's text the user reads (in a toast, a notification or the island itself). */
  text: string;
  /** Where the user is sent, when the catalogue sends them away. */
  leavesTo?: string;
}

const envelope = (fields: Record<string, unknown>) => ({
  success: false,
  errorCode: 3001,
  errorMsg: MESSAGE,
  data: null,
  ...fields,
});
const json =
  (body: unknown, status = 200) =>
  (route: Route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** The faults that keep the user on the page first, those that send them away last. */
const faults: Fault[] = [
  {
    name: 'offline',
    kind: 'network',
    answer: (route) => route.abort('internetdisconnected'),
    text: '网络连接失败，请检查网络后重试',
  },
  {
    name: 'connection reset',
    kind: 'network',
    answer: (route) => route.abort('connectionreset'),
    text: '网络连接失败，请检查网络后重试',
  },
  { name: 'no answer', kind: 'timeout', answer: 'hang', text: '请求超时，请稍后重试' },
  {
    name: '500 with an envelope',
    kind: 'server',
    answer: json(envelope({ errorCode: 500, errorMsg: '服务器内部错误，请稍后重试' }), 500),
    text: '服务器内部错误，请稍后重试',
  },
  {
    name: '502 with an HTML body',
    kind: 'unstructured',
    answer: (route) =>
      route.fulfill({
        status: 502,
        contentType: 'text/html',
        body: '<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>',
      }),
    text: '服务器暂时无法响应，请稍后重试',
  },
  {
    name: 'malformed JSON',
    kind: 'unstructured',
    answer: (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"success": true, "data": [{"id": 1,',
      }),
    text: '服务器返回的数据格式不正确',
  },
  {
    name: '429 (too many attempts)',
    kind: 'server',
    answer: json(envelope({ errorCode: 10004, errorMsg: '请求过于频繁，请稍后再试' }), 429),
    text: '请求过于频繁，请稍后再试',
  },
  { name: 'showType 1', kind: 'server', answer: json(envelope({ showType: 1 })), text: MESSAGE },
  { name: 'showType 2', kind: 'server', answer: json(envelope({ showType: 2 })), text: MESSAGE },
  { name: 'showType 4', kind: 'server', answer: json(envelope({ showType: 4 })), text: MESSAGE },
  {
    name: 'showType 9',
    kind: 'server',
    answer: json(envelope({ showType: 9 })),
    text: MESSAGE,
    leavesTo: '/exception',
  },
  {
    name: '401',
    kind: 'unauthorized',
    answer: json({ success: false, errorCode: 401, errorMsg: '未登录', data: null }, 401),
    text: 'token过期失效, 请重新登录',
    leavesTo: '/login',
  },
  {
    name: 'errorCode 10002',
    kind: 'expired',
    answer: json({ success: false, errorCode: 10002, errorMsg: '', data: null }),
    text: 'token过期失效请重新登录',
    leavesTo: '/login',
  },
];

/** Opens the island's page (as a logged-in user when it needs one) and waits for its islands. */
async function openIsland(
  page: Page,
  island: ApiIsland,
  request: import('@playwright/test').APIRequestContext,
) {
  if (island.loggedIn) {
    const token = await apiLogin(request);
    if (!page.url().startsWith('http')) await page.goto('/login');
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
  }
  await page.goto(island.url);
  await hydrated(page);
}

for (const island of apiIslands) {
  test(`${island.name}: every failure of its call`, async ({ page, request }) => {
    test.slow();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
    await page.clock.install();

    let current: Fault | null = null;
    let arrived: () => void = () => {};
    await page.route(`**${API}/**`, async (route) => {
      const url = new URL(route.request().url());
      const path = url.pathname.slice(url.pathname.indexOf(API) + API.length);
      if (!current || !island.call(path, route.request().method())) return route.fallback();
      arrived();
      if (current.answer !== 'hang') await current.answer(route);
    });

    let fresh = true;
    for (const fault of faults) {
      await test.step(fault.name, async () => {
        const called = new Promise<void>((resolve) => (arrived = resolve));
        current = fault;
        if (fresh) await openIsland(page, island, request);
        await island.trigger(page, fresh);
        fresh = false;
        await called;
        if (fault.answer === 'hang') await page.clock.fastForward(TIMEOUT_MS + 1_000);

        const text = island.texts?.[fault.kind] ?? fault.text;
        const leavesTo = island.handlesErrors ? undefined : fault.leavesTo;
        if (leavesTo) {
          await expect(page).toHaveURL(pathIs(leavesTo));
          await expect(page.getByText(text).first()).toBeVisible();
          current = null;
          fresh = true;
          return;
        }
        await expect(page.getByText(text).first()).toBeVisible();
        await expect(page).toHaveURL(pathIs(new URL(island.url, 'http://x').pathname));
        await expect(island.landmark(page), 'the island is still on screen').toBeVisible();
        current = null;
      });
    }
    expect(errors, 'page errors').toEqual([]);
  });
}
