/** The portal slice under sessionStorage `persist:root`, with `navigation-title`. */
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { installBrowser, uninstallBrowser, type FakeBrowser } from '../helpers/browser.ts';

let browser: FakeBrowser;
let common: typeof import('../../../src/stores/shell/page-choices.ts');

afterEach(() => {
  cleanStores(common.$common);
  uninstallBrowser();
});

async function openPage(session: Record<string, string> = {}): Promise<void> {
  browser = installBrowser({ session });
  common = await import('../../../src/stores/shell/page-choices.ts');
}

const stored = () => JSON.parse(browser.sessionStorage.getItem('persist:root') ?? 'null') as unknown;

describe('initial values', () => {
  it.each([
    ['nothing stored', {}, { tabKey: '1', navigationKey: '0', companyName: null, hotCircleText: '' }],
    [
      'only navigation-title',
      { 'navigation-title': '3' },
      { tabKey: '1', navigationKey: '3', companyName: null, hotCircleText: '' },
    ],
    [
      'a stored slice',
      {
        'persist:root': JSON.stringify({
          tabKey: '2',
          navigationKey: '4',
          companyName: '顺达物流',
          hotCircleText: '冷链',
        }),
      },
      { tabKey: '2', navigationKey: '4', companyName: '顺达物流', hotCircleText: '冷链' },
    ],
    [
      'navigation-title winning over the slice',
      { 'persist:root': JSON.stringify({ tabKey: '2', navigationKey: '4' }), 'navigation-title': '5' },
      { tabKey: '2', navigationKey: '5', companyName: null, hotCircleText: '' },
    ],
    [
      'corrupt JSON',
      { 'persist:root': '{"tabKey":', 'navigation-title': '2' },
      { tabKey: '1', navigationKey: '2', companyName: null, hotCircleText: '' },
    ],
    [
      'wrong types',
      { 'persist:root': JSON.stringify({ tabKey: 7, companyName: 5, hotCircleText: null }) },
      { tabKey: '1', navigationKey: '0', companyName: null, hotCircleText: '' },
    ],
  ])('%s', async (_case, session, expected) => {
    await openPage(session);
    expect(common.$common.get()).toEqual(expected);
  });
});

describe('actions', () => {
  it('setNavigationKey writes navigation-title and the slice', async () => {
    await openPage();
    common.setNavigationKey('2');
    expect(browser.sessionStorage.getItem('navigation-title')).toBe('2');
    expect(stored()).toMatchObject({ navigationKey: '2' });
    expect(common.$common.get().navigationKey).toBe('2');
  });

  it('setTabKey, setCompanyName and setHotCircleText are kept under persist:root', async () => {
    await openPage();
    common.setTabKey('3');
    common.setCompanyName('顺达物流');
    common.setHotCircleText('冷链运输圈');
    expect(stored()).toEqual({
      tabKey: '3',
      navigationKey: '0',
      companyName: '顺达物流',
      hotCircleText: '冷链运输圈',
    });
    await openPage(browser.sessionStorage.snapshot());
    expect(common.$common.get()).toEqual({
      tabKey: '3',
      navigationKey: '0',
      companyName: '顺达物流',
      hotCircleText: '冷链运输圈',
    });
  });

  it('a full quota changes nothing stored and breaks nothing', async () => {
    await openPage({ 'navigation-title': '1' });
    browser.sessionStorage.full = true;
    expect(() => {
      common.setNavigationKey('4');
      common.setTabKey('2');
    }).not.toThrow();
    expect(common.$common.get()).toMatchObject({ navigationKey: '4', tabKey: '2' });
    expect(browser.sessionStorage.snapshot()).toEqual({ 'navigation-title': '1' });
  });
});
