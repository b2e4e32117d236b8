import type { Locator, Page } from '@playwright/test';
import { DEMO } from './fixtures.ts';

/**
 * Every island that calls the API, in one place: the fault matrix (tests/e2e/fault-matrix.spec.ts)
 * answers each one's call with each kind of failure. An island added to the portal joins the matrix
 * with one entry here: where it lives, which call it makes, how a user makes it call (again), and
 * what of it must stay on screen whatever the answer.
 */
/** Kinds of failure, for islands that word some of them their own way. */
export type FaultKind = 'network' | 'timeout' | 'server' | 'unstructured' | 'unauthorized' | 'expired';

export interface ApiIsland {
  name: string;
  /** The page to open (path and query). */
  url: string;
  /** Opened by a logged-in user. */
  loggedIn: boolean;
  /** The call under test: path under /logistics/api and method. */
  call: (path: string, method: string) => boolean;
  /**
   * Makes the island send its call. `fresh` is true right after the page was opened (the island
   * may call by itself then); later calls come from what a user does after a failure (重试, submit).
   */
  trigger: (page: Page, fresh: boolean) => Promise<void>;
  /**
   * Where the island words a kind of failure itself instead of the catalogue's transport texts (forms
   * say it in Chinese: src/lib/form/form-error.ts).
   */
  texts?: Partial<Record<FaultKind, string>>;
  /**
   * The island handles every failure itself (`skipErrorHandler`, as the login and recovery forms do):
   * it shows the text and the user stays, where the catalogue would send them to /login or /exception.
   */
  handlesErrors?: true;
  /** What must stay visible after any failure that keeps the user on the page. */
  landmark: (page: Page) => Locator;
}

/**
 * A form's own words (src/lib/form/form-error.ts); `fallback` is what it says when nothing else fits.
 * Transport failures read as the catalogue says them everywhere.
 */
const formTexts = (fallback: string): Partial<Record<FaultKind, string>> => ({
  unauthorized: '未登录',
  expired: fallback,
});

const retryIn = (scope: Locator) => scope.getByRole('button', { name: '重试' });
const main = (page: Page) => page.getByRole('main');

/** A list opened on its second page, which the build did not render: the island asks for it. */
const listIsland = (name: string, path: string, endpoint: string): ApiIsland => ({
  name,
  url: `${path}?page=2`,
  loggedIn: false,
  call: (callPath, method) => method === 'GET' && callPath === endpoint,
  trigger: async (page, fresh) => {
    if (!fresh) await retryIn(main(page)).click();
  },
  landmark: (page) => main(page).getByRole('table'),
});

/** A details page for an id the build has no file for: the island fetches the item. */
const detailsIsland = (name: string, path: string, endpoint: string): ApiIsland => ({
  name,
  url: `${path}?id=987654`,
  loggedIn: false,
  call: (callPath, method) => method === 'GET' && callPath === `${endpoint}/987654`,
  trigger: async (page, fresh) => {
    if (!fresh) await retryIn(main(page)).click();
  },
  landmark: (page) => main(page).getByRole('heading', { level: 1 }),
});

export const apiIslands: ApiIsland[] = [
  {
    name: 'the notice bell',
    url: '/basic/portal',
    loggedIn: true,
    call: (path, method) => method === 'GET' && path === '/notices',
    trigger: async (page, fresh) => {
      if (fresh) return;
      const panel = page.getByRole('region', { name: '通知中心' });
      if (!(await panel.isVisible())) await page.getByRole('button', { name: /^通知/ }).click();
      await retryIn(panel).click();
    },
    landmark: (page) => page.getByRole('button', { name: /^通知/ }),
  },
  {
    name: 'the login form',
    url: '/login',
    loggedIn: false,
    call: (path, method) => method === 'POST' && path === '/auth/login',
    trigger: async (page) => {
      await page.getByLabel('账号').fill(DEMO.account);
      await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
      await page.getByRole('button', { name: /^登\s*录$/ }).click();
    },
    texts: formTexts('登录失败，请稍后重试'),
    handlesErrors: true,
    landmark: (page) => page.getByRole('button', { name: /^登\s*录$/ }),
  },
  {
    name: 'password recovery (the SMS code)',
    url: '/login/forgotPassword',
    loggedIn: false,
    call: (path, method) => method === 'POST' && path === '/sms/code',
    trigger: async (page) => {
      await page.getByLabel('手机号').fill(DEMO.mobile);
      await page.getByRole('button', { name: '获取验证码' }).click();
    },
    texts: formTexts('验证码发送失败，请稍后重试'),
    handlesErrors: true,
    landmark: (page) => page.getByRole('button', { name: '获取验证码' }),
  },
  listIsland('the policy list', '/basic/portal/PolicyTotality', '/policies'),
  listIsland('the announcement list', '/basic/portal/corporateAnnouncementList', '/announcements'),
  listIsland('the enterprise directory', '/basic/portal/enterpriseList', '/enterprises'),
  detailsIsland('policy details', '/basic/portal/policyDetails', '/policies'),
  detailsIsland('announcement details', '/basic/portal/announcementDetails', '/announcements'),
];
