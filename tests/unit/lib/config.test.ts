import { describe, expect, it } from 'vitest';
import * as config from '../../../src/lib/site/config.ts';

describe('config constants', () => {
  it.each([
    ['TOAST_MAX_COUNT', 1],
    ['TOAST_DURATION_MS', 3000],
    ['NOTIFICATION_DURATION_MS', 1500],
    ['CHUNK_TIMEOUT_MS', 120_000],
    ['REHYDRATION_TIMEOUT_MS', 1000],
    ['CACHE_LIFETIME_MS', 60_000],
    ['VERSION_LABEL', '3.4.2'],
    ['TOKEN_STORAGE_KEY', 'digital_user_token'],
    ['PERSIST_ROOT_KEY', 'persist:root'],
    ['NAVIGATION_TITLE_KEY', 'navigation-title'],
    ['API_PREFIX', '/logistics'],
    ['ERROR_PAGE_PATH', '/exception'],
    ['SMS_RESEND_SECONDS', 60],
    ['BASE_URL', '/'],
    ['HM_SITE_ID', null],
  ] as const)('%s is %o', (name, value) => {
    expect(config[name]).toBe(value);
  });
});
