import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { installBrowser, uninstallBrowser, type FakeBrowser } from '../helpers/browser.ts';

let browser: FakeBrowser;
let cache: typeof import('../../../src/stores/shell/session-cache.ts');

afterEach(() => {
  cleanStores(cache.$sessionCache);
  uninstallBrowser();
});

async function openPage(session: Record<string, string> = {}): Promise<void> {
  browser = installBrowser({ session });
  cache = await import('../../../src/stores/shell/session-cache.ts');
}

describe('session cache', () => {
  it('starts empty', async () => {
    await openPage();
    expect(cache.$sessionCache.get()).toEqual({});
  });

  it('sets values by key and removes a list of keys', async () => {
    await openPage();
    cache.setSessionCache({ deliveryDraft: { origin: '上海' }, orderNo: 'FH20261122001', page: 2 });
    cache.removeSessionCache(['orderNo', 'missing']);
    expect(cache.$sessionCache.get()).toEqual({ deliveryDraft: { origin: '上海' }, page: 2 });
    expect(browser.sessionStorage.snapshot()).toEqual({
      'portal:cache:deliveryDraft': '{"origin":"上海"}',
      'portal:cache:page': '2',
    });
  });

  it('survives a page load, dropping a value that cannot be read back', async () => {
    await openPage({ 'portal:cache:kept': '{"id":7}', 'portal:cache:broken': '{nope', 'other-key': 'x' });
    expect(cache.$sessionCache.get()).toEqual({ kept: { id: 7 } });
  });

  it('keeps working in memory when the quota is full', async () => {
    await openPage();
    browser.sessionStorage.full = true;
    expect(() => cache.setSessionCache({ big: 'x'.repeat(10) })).not.toThrow();
    expect(cache.$sessionCache.get()).toEqual({ big: 'xxxxxxxxxx' });
  });
});
