/** The browser wiring of the request layer: what a user sees and where they land. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installBrowser, uninstallBrowser, type FakeBrowser } from '../helpers/browser.ts';
import { fakeFetch, ok, type Answer } from '../helpers/fake-fetch.ts';

let browser: FakeBrowser;

afterEach(() => {
  vi.unstubAllEnvs();
  uninstallBrowser();
});

async function openPage(answer: Answer, seed: Parameters<typeof installBrowser>[0] = {}) {
  browser = installBrowser(seed);
  await import('../../../src/stores/shell/request-effects.ts');
  const { configureRequest, request } = await import('../../../src/lib/request/request.ts');
  configureRequest({ fetch: fakeFetch(() => answer).fetch, origin: 'http://portal.test' });
  const feedback = await import('../../../src/stores/shell/feedback.ts');
  const session = await import('../../../src/stores/shell/session.ts');
  return { request, feedback, session };
}

const failure = (errorCode: number, errorMsg: string, extra: Record<string, unknown> = {}): Answer => ({
  body: { success: false, errorCode, errorMsg, data: null, ...extra },
});

describe('E1 in the browser', () => {
  it('toast, sessionStorage cleared, token blanked, session reset, /login back to this page, and the toast carried there', async () => {
    const user = { id: 1, account: 'demo' };
    const page = await openPage(failure(10002, '登录已过期，请重新登录'), {
      page: '/basic/portal/MyPost?tab=2#list',
      local: { digital_user_token: 'old-token' },
      session: {
        'portal:session': JSON.stringify({ loggedin: true, userInfo: user }),
        'navigation-title': '2',
      },
    });
    expect(page.session.$session.get().loggedin).toBe(true);
    await expect(page.request.get('/api/notices')).rejects.toMatchObject({ errorCode: 10002 });
    expect(page.feedback.$toast.get()).toMatchObject({ level: 'error', text: '登录已过期，请重新登录' });
    expect(browser.localStorage.getItem('digital_user_token')).toBe('');
    expect(page.session.$session.get()).toEqual({ loggedin: false, userInfo: {} });
    expect(browser.assigned).toEqual(['/login?redirect=%2Fbasic%2Fportal%2FMyPost%3Ftab%3D2%23list']);
    expect(Object.keys(browser.sessionStorage.snapshot()).sort()).toEqual([
      'portal:flash-toast',
      'portal:session',
    ]);
  });
});

describe('a session ended while several requests are out', () => {
  it('leaves for /login once: a second navigation would abort the first', async () => {
    const page = await openPage(failure(10002, '您的密码已修改，此处的登录已失效，请用新密码重新登录'), {
      page: '/basic/portal/exitData',
      local: { digital_user_token: 'old-token' },
    });
    const refused = await Promise.allSettled([
      page.request.get('/api/notices'),
      page.request.get('/api/user/current'),
      page.request.get('/api/user/login-records'),
    ]);
    expect(refused.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(browser.assigned).toEqual(['/login?redirect=%2Fbasic%2Fportal%2FexitData']);
  });

  it('the toast carried to /login survives the later refusals clearing the session again', async () => {
    const page = await openPage(
      { status: 401, body: { success: false, errorCode: 10002, errorMsg: 'x', data: null } },
      {
        page: '/basic/portal',
        local: { digital_user_token: 'forged-token' },
        session: {
          'portal:session': JSON.stringify({ loggedin: true, userInfo: { id: 1, account: 'demo' } }),
        },
      },
    );
    // The first refusal leaves for /login; the next ones arrive while the page is still leaving.
    await expect(page.request.get('/api/notices')).rejects.toMatchObject({ status: 401 });
    await expect(page.request.get('/api/portal/home')).rejects.toMatchObject({ status: 401 });
    await expect(page.request.get('/api/user/current')).rejects.toMatchObject({ status: 401 });
    expect(browser.assigned).toEqual(['/login?redirect=%2Fbasic%2Fportal']);
    const carried: unknown = JSON.parse(browser.sessionStorage.getItem('portal:flash-toast') ?? 'null');
    expect(carried).toMatchObject({ level: 'error', text: 'token过期失效, 请重新登录' });
    expect(page.session.$session.get()).toEqual({ loggedin: false, userInfo: {} });
  });

  it('a visitor already sent to /login hears nothing of the lists refused on the way out', async () => {
    const page = await openPage(failure(10002, '登录已过期，请重新登录'), { page: '/basic/portal/MyPost' });
    const { navigate } = await import('../../../src/stores/shell/navigation.ts');
    navigate('/login?redirect=%2Fbasic%2Fportal%2FMyPost', { replace: true });
    await expect(page.request.get('/api/user/posts')).rejects.toMatchObject({ errorCode: 10002 });
    expect(browser.replaced).toEqual(['/login?redirect=%2Fbasic%2Fportal%2FMyPost']);
    expect(browser.assigned).toEqual([]);
    expect(browser.sessionStorage.getItem('portal:flash-toast')).toBeNull();
  });

  it('a page shown again from the back-forward cache may leave again', async () => {
    const page = await openPage(failure(10002, '登录已过期，请重新登录'), {
      page: '/basic/portal/exitData',
      local: { digital_user_token: 'old-token' },
    });
    const { navigate } = await import('../../../src/stores/shell/navigation.ts');
    await expect(page.request.get('/api/notices')).rejects.toMatchObject({ errorCode: 10002 });
    navigate('/basic/portal');
    expect(browser.assigned).toHaveLength(1);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    navigate('/basic/portal');
    expect(browser.assigned).toEqual(['/login?redirect=%2Fbasic%2Fportal%2FexitData', '/basic/portal']);
  });
});

describe('E2 under another base path', () => {
  it('goes to the base-prefixed /login, naming the page without the base', async () => {
    vi.stubEnv('BASE_URL', '/portal/');
    const page = await openPage(
      { status: 401, body: { success: false, errorCode: 10002, errorMsg: 'x', data: null } },
      { local: { digital_user_token: 't' }, page: '/portal/basic/portal/exitData?page=3' },
    );
    await expect(page.request.get('/api/user/current')).rejects.toMatchObject({ status: 401 });
    expect(page.feedback.$toast.get()?.text).toBe('token过期失效, 请重新登录');
    expect(browser.assigned).toEqual(['/portal/login?redirect=%2Fbasic%2Fportal%2FexitData%3Fpage%3D3']);
  });
});

describe('E6 in the browser', () => {
  it('showType 4 is a notification', async () => {
    const page = await openPage(failure(20001, '库存不足', { showType: 4 }));
    await expect(page.request.get('/api/x')).rejects.toBeDefined();
    expect(page.feedback.$notification.get()).toMatchObject({ level: 'error', description: '库存不足' });
    expect(page.feedback.$toast.get()).toBeNull();
  });

  it('showType 9 opens the error page with the code and a ticket; the message waits in the tab', async () => {
    const page = await openPage(failure(20001, '库存不足', { showType: 9 }));
    await expect(page.request.get('/api/x')).rejects.toBeDefined();
    await vi.waitFor(() => expect(browser.assigned).toHaveLength(1));
    const target = new URL(browser.assigned[0] ?? '', 'http://portal.test');
    expect(target.pathname).toBe('/exception');
    expect(target.searchParams.get('errorCode')).toBe('20001');
    expect(target.searchParams.get('errorMessage')).toBeNull();
    const { errorPageDetails } = await import('../../../src/lib/exception/error-page-details.ts');
    expect(errorPageDetails(target.search, browser.sessionStorage)).toEqual({
      errorCode: '20001',
      errorMessage: '库存不足',
    });
  });

  it('a success shows nothing', async () => {
    const page = await openPage(ok([]));
    await expect(page.request.get('/api/x')).resolves.toMatchObject({ success: true });
    expect(page.feedback.$toast.get()).toBeNull();
    expect(browser.assigned).toEqual([]);
  });
});
