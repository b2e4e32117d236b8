import { defineConfig, devices } from '@playwright/test';
import type { PortalOptions } from './tests/e2e/fixtures.ts';

/**
 * End-to-end suite: Debian's Chromium against the built site (`dist/`, built by `npm test` before this
 * runs) served with the API by the reference server. `tests/e2e/global-setup.ts` starts that server on
 * 127.0.0.1 on a free port with a fresh temporary database and the demo outbox on, and hands its URL
 * to the tests in `PORTAL_E2E_URL` (the fixtures use it as `baseURL`). It also starts nginx in front of
 * that server with the project's configuration (deploy/), for the smoke set.
 *
 * Projects: `chromium` runs every spec but the smoke set against the reference server; `smoke-reference`
 * and `smoke-nginx` run tests/e2e/smoke.spec.ts against the reference server alone and against nginx
 * (`npx playwright test --project='smoke-*'`).
 */
const browser = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1366, height: 860 },
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-default-apps',
      '--disable-extensions',
      '--no-first-run',
      '--no-default-browser-check',
      '--metrics-recording-only',
      '--disable-dev-shm-usage',
    ],
  },
};
const SMOKE = /smoke\.spec\.ts$/;

export default defineConfig<PortalOptions>({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  outputDir: 'test-results',
  use: {
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
    actionTimeout: 7_000,
    navigationTimeout: 15_000,
  },
  projects: [
    { name: 'chromium', testIgnore: SMOKE, use: browser },
    { name: 'smoke-reference', testMatch: SMOKE, use: { ...browser, portalServer: 'reference' } },
    { name: 'smoke-nginx', testMatch: SMOKE, use: { ...browser, portalServer: 'nginx' } },
  ],
});
