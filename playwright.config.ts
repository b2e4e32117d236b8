import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end suite: Debian's Chromium against the built site (`dist/`, built by `npm test` before this
 * runs) served with the API by the reference server. `tests/e2e/global-setup.ts` starts that server on
 * 127.0.0.1 on a free port with a fresh temporary database and the demo outbox on, and hands its URL
 * to the tests in `PORTAL_E2E_URL` (the fixtures use it as `baseURL`).
 */
export default defineConfig({
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
    {
      name: 'chromium',
      use: {
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
      },
    },
  ],
});
