/**
 * The server's table of settings (server/settings.ts): what an operator's environment turns into, what
 * stops the start, and the defaults tests start from. README's table is checked against it in
 * tests/unit/docs/settings-table.test.ts; the start itself in startup-checks.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { readSettings, SettingError, settingRows, settingsFor } from '../../../server/settings.ts';

describe('readSettings', () => {
  it('gives the defaults for an empty environment, and for variables set to blanks', () => {
    expect(readSettings({})).toEqual(settingsFor());
    expect(readSettings({ PORT: '', PORTAL_POST_RATE: '  ', PORTAL_DB: '' })).toEqual(settingsFor());
  });

  it('reads each kind of value in the unit the server uses', () => {
    const settings = readSettings({
      PORT: ' 8080 ',
      PORTAL_DEMO: '1',
      PORTAL_STREAM_HEARTBEAT: '10',
      PORTAL_PUBLISH_HOOK_TIMEOUT: '5',
      PORTAL_TRUSTED_PROXIES: 'loopback,10.0.0.2',
      PORTAL_PRECOMPRESS_CACHE: 'off',
      PORTAL_SMS_GUESSES_DAILY: '3',
      PORTAL_PUBLIC_ORIGIN: 'https://WWW.Example.cn/',
      PORTAL_SITEMAP_INTERVAL: '30',
    });
    expect(settings.port).toBe(8080);
    expect(settings.demo).toBe(true);
    expect(settings.stream.heartbeatMs).toBe(10_000);
    expect(settings.publishing.hookTimeoutMs).toBe(5000);
    expect(settings.trustedProxies).toContain('10.0.0.2');
    expect(settings.publishing.precompressCache).toBeNull();
    expect(settings.smsLimits).toEqual({ ...settingsFor().smsLimits, guessesDaily: 3 });
    expect(settings.sitemaps).toEqual({ origin: 'https://www.example.cn', intervalMs: 30_000 });
    expect(readSettings({ PORTAL_DEMO: 'yes' }).demo).toBe(false);
  });

  it.each([
    ['PORTAL_POST_RATE', '0', /PORTAL_POST_RATE=0 .*from 1 to 1000000/],
    ['PORT', '65536', /PORT=65536/],
    ['PORTAL_EDIT_GRACE', '1.5', /PORTAL_EDIT_GRACE=1\.5/],
    ['PORTAL_DATABASE_URL', 'mysql://db/portal', /PORTAL_DATABASE_URL .*postgres:\/\//],
    ['PORTAL_TRUSTED_PROXIES', 'nginx', /PORTAL_TRUSTED_PROXIES.*「nginx」/],
    ['PORTAL_PUBLIC_ORIGIN', 'https://www.example.cn/portal/', /PORTAL_PUBLIC_ORIGIN=.*without a path/],
    ['PORTAL_PUBLIC_ORIGIN', 'www.example.cn', /PORTAL_PUBLIC_ORIGIN=.*origin/],
    ['PORTAL_PUBLIC_ORIGIN', 'ftp://www.example.cn', /PORTAL_PUBLIC_ORIGIN=/],
  ])('refuses %s=%s naming the variable', (name, value, message) => {
    expect(() => readSettings({ [name]: value })).toThrow(SettingError);
    expect(() => readSettings({ [name]: value })).toThrow(message);
  });
});

describe('settingsFor', () => {
  it('changes part of a group and leaves the rest of it at the defaults', () => {
    const settings = settingsFor({ loginThrottle: { sprayAccounts: 3 }, tokenTtlSeconds: 60 });
    expect(settings.loginThrottle).toEqual({ ...settingsFor().loginThrottle, sprayAccounts: 3 });
    expect(settings.tokenTtlSeconds).toBe(60);
    expect(settingsFor().loginThrottle.sprayAccounts).toBe(10);
  });
});

describe('the table', () => {
  it('names each variable once', () => {
    const names = settingRows().map((setting) => setting.env);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
