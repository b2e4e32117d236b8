import type { Page, Route } from '@playwright/test';
import { test, expect, apiLogin, openWithToken, hydrated, storedToken, pathIs } from './fixtures.ts';

/**
 * The error catalogue (docs/product.md, Error catalogue: E1–E7) as a user meets it. The notice bell asks for
 * `/logistics/api/notices` as soon as a logged-in page hydrates; Playwright answers that one call
 * with each kind of failure, while everything else goes to the real reference server.
 */

/** The notices endpoint, whatever its query (`DELETE …/notices?type=`). */
const NOTICES = (url: URL) => url.pathname === '/logistics/api/notices';
const MESSAGE = '通知服务维护中，请稍后再试';

/** Logs in (API), answers the bell's notices call with `answer`, and opens the home page. */
async function openHomeWithNotices(
  page: Page,
  request: import('@playwright/test').APIRequestContext,
  answer: (route: Route) => Promise<void>,
) {
  const token = await apiLogin(request);
  let served!: () => void;
  const answered = new Promise<void>((resolve) => (served = resolve));
  await page.route(NOTICES, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    await answer(route);
    served();
  });
  await openWithToken(page, token, '/basic/portal');
  await answered;
  return token;
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
/** The toast or notification with `text` (errors and warnings are announced as alerts). */
const alertWith = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

async function expectStillLoggedIn(page: Page): Promise<void> {
  await expect(page).toHaveURL(pathIs('/basic/portal'));
  expect(await storedToken(page)).toBeTruthy();
  await expect(page.getByRole('button', { name: /^账户菜单/ })).toBeVisible();
}

test.describe('showType of a failed envelope (E4, E6)', () => {
  test('0: nothing is shown', async ({ page, request }) => {
    await openHomeWithNotices(page, request, json(envelope({ showType: 0 })));
    await page.waitForTimeout(1_000);
    await expect(page.getByText(MESSAGE)).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ visible: true })).toHaveCount(0);
    await expectStillLoggedIn(page);
  });

  test('1: a warning toast with the server text, gone after about 3 s', async ({ page, request }) => {
    await openHomeWithNotices(page, request, json(envelope({ showType: 1 })));
    const toast = alertWith(page, MESSAGE);
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-level', 'warning');
    await expect(toast).toContainText('警告');
    const shownAt = Date.now();
    await expect(toast).toBeHidden({ timeout: 6_000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor, 'a toast stays about 3 s').toBeGreaterThan(1_800);
    await expectStillLoggedIn(page);
  });

  test('2: an error toast with the server text', async ({ page, request }) => {
    await openHomeWithNotices(page, request, json(envelope({ showType: 2 })));
    const toast = alertWith(page, MESSAGE);
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-level', 'error');
    await expectStillLoggedIn(page);
  });

  test('4: a notification with the code and the text, closed after about 1.5 s', async ({
    page,
    request,
  }) => {
    await openHomeWithNotices(page, request, json(envelope({ showType: 4 })));
    const notification = alertWith(page, '错误码 3001');
    await expect(notification).toBeVisible();
    await expect(notification).toContainText(MESSAGE);
    const shownAt = Date.now();
    await expect(notification).toBeHidden({ timeout: 5_000 });
    expect(Date.now() - shownAt, 'a notification closes sooner than a toast').toBeLessThan(2_900);
    await expectStillLoggedIn(page);
  });

  test('9: the exception page with the code and the message the portal sent, which no link can carry', async ({
    page,
    context,
    request,
  }) => {
    await openHomeWithNotices(page, request, json(envelope({ showType: 9 })));
    await expect(page).toHaveURL(pathIs('/exception'));
    const query = new URL(page.url()).searchParams;
    expect(query.get('errorCode')).toBe('3001');
    expect(query.get('errorMessage'), 'the message is not in the address').toBeNull();
    expect(query.get('ticket')).toMatch(/^[0-9a-f]{32}$/);
    await hydrated(page);
    await expect(page.getByTestId('error-message')).toHaveText(MESSAGE);
    await expect(page.getByTestId('error-code')).toHaveText('3001');
    expect(await storedToken(page), 'showType 9 does not end the session').toBeTruthy();

    // The same address, and one with text added, opened as a link elsewhere (another tab): the code's text only.
    const elsewhere = await context.newPage();
    for (const address of [
      page.url(),
      `${page.url()}&errorMessage=${encodeURIComponent('您的账户已冻结，请拨打')}`,
    ]) {
      await elsewhere.goto(address);
      await hydrated(elsewhere);
      await expect(elsewhere.getByTestId('error-code')).toHaveText('3001');
      await expect(elsewhere.getByTestId('error-message')).toHaveText('请求未能完成，请稍后重试');
      await expect(elsewhere.getByText(MESSAGE)).toHaveCount(0);
      await expect(elsewhere.getByText('您的账户已冻结')).toHaveCount(0);
    }
    await elsewhere.close();
  });

  for (const [label, fields] of [
    ['no showType', {}],
    ['an unknown showType (7)', { showType: 7 }],
  ] as const) {
    test(`${label}: an error toast with the server text`, async ({ page, request }) => {
      await openHomeWithNotices(page, request, json(envelope(fields)));
      await expect(alertWith(page, MESSAGE)).toHaveAttribute('data-level', 'error');
      await expectStillLoggedIn(page);
    });
  }
});

test.describe('failed responses (E1, E3)', () => {
  test('E1 without a server message: 「token过期失效请重新登录」, session ended, /login', async ({
    page,
    request,
  }) => {
    await openHomeWithNotices(
      page,
      request,
      json({ success: false, errorCode: 10002, errorMsg: '', data: null }),
    );
    await expect(page).toHaveURL(pathIs('/login'));
    await expect(alertWith(page, 'token过期失效请重新登录')).toBeVisible();
    expect(await storedToken(page)).toBe('');
  });

  test('E3: an HTTP 500 envelope shows the server errorMsg', async ({ page, request }) => {
    await openHomeWithNotices(
      page,
      request,
      json(envelope({ errorCode: 500, errorMsg: '服务器内部错误，请稍后重试' }), 500),
    );
    await expect(alertWith(page, '服务器内部错误，请稍后重试')).toHaveAttribute('data-level', 'error');
    await expectStillLoggedIn(page);
  });

  test('E3: an HTML 502 page from a gateway shows 「服务器暂时无法响应，请稍后重试」', async ({
    page,
    request,
  }) => {
    await openHomeWithNotices(page, request, (route) =>
      route.fulfill({
        status: 502,
        contentType: 'text/html',
        body: '<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>',
      }),
    );
    await expect(alertWith(page, '服务器暂时无法响应，请稍后重试')).toHaveAttribute('data-level', 'error');
    await expect(page.getByText('Bad Gateway')).toHaveCount(0);
    await expectStillLoggedIn(page);
  });
});

test.describe('transport failures (E5, E7)', () => {
  test('offline: 「网络连接失败，请检查网络后重试」, never the English text', async ({ page, request }) => {
    await openHomeWithNotices(page, request, (route) => route.abort('internetdisconnected'));
    await expect(alertWith(page, '网络连接失败，请检查网络后重试')).toHaveAttribute('data-level', 'error');
    await expect(page.getByText('Network request failed')).toHaveCount(0);
    await expectStillLoggedIn(page);
  });

  test('malformed JSON with status 200: the parse error text', async ({ page, request }) => {
    await openHomeWithNotices(page, request, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"success": true, "data": [{"id": 1,',
      }),
    );
    await expect(alertWith(page, '服务器返回的数据格式不正确')).toHaveAttribute('data-level', 'error');
    await expectStillLoggedIn(page);
  });

  test('a request that never answers leaves the bell loading and the page usable', async ({
    page,
    request,
  }) => {
    const token = await apiLogin(request);
    await page.route(NOTICES, () => {
      /* never answered */
    });
    await openWithToken(page, token, '/basic/portal');
    await page.getByRole('button', { name: /^通知/ }).click();
    await expect(page.getByRole('region', { name: '通知中心' })).toContainText('载入中...');
    await expect(page.getByRole('alert').filter({ visible: true })).toHaveCount(0);
    await page.getByRole('button', { name: /^账户菜单/ }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: '修改密码' })).toBeVisible();
  });
});

test('one toast at a time: a newer failure replaces the older one', async ({ page, request }) => {
  const token = await apiLogin(request);
  await page.route(
    '**/logistics/api/notices/*/read',
    json(envelope({ errorMsg: '标记已读失败', showType: 2 })),
  );
  await page.route(NOTICES, (route) =>
    route.request().method() === 'DELETE'
      ? json(envelope({ errorMsg: '清空失败', showType: 2 }))(route)
      : route.fallback(),
  );
  await openWithToken(page, token, '/basic/portal');
  const bell = page.getByRole('button', { name: /^通知/ });
  await expect(bell).toHaveAccessibleName(/条未读/);
  await bell.click();
  const panel = page.getByRole('region', { name: '通知中心' });
  await panel.getByRole('tabpanel').getByRole('button').filter({ hasText: '（未读）' }).first().click();
  await expect(alertWith(page, '标记已读失败')).toBeVisible();
  await panel.getByRole('button', { name: /^清空/ }).click();
  const asked = page.getByRole('dialog', { name: /^清空/ });
  await asked.getByRole('button', { name: '确定清空' }).click();
  // The confirm dialog (modal: the page behind it is hidden from assistive technology) says it failed;
  // behind it the one toast is the newer failure's.
  await expect(asked.getByRole('alert')).toContainText('未能清空');
  const behind = page.getByRole('alert', { includeHidden: true }).filter({ visible: true });
  await expect(behind.filter({ hasText: '清空失败' })).toBeVisible();
  await expect(behind.filter({ hasText: '标记已读失败' })).toHaveCount(0);
  await expect(behind).toHaveCount(2);
});
