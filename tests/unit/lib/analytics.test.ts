import { describe, expect, it } from 'vitest';
import { trackPageView, trackRouteViews, tongjiScriptUrl } from '../../../src/lib/site/analytics.ts';

describe('trackPageView', () => {
  it('records locally only when no site id is configured', () => {
    const target: Record<string, unknown> = {};
    trackPageView('/basic/portal?tab=2', target, null);
    expect(target.__portalAnalytics).toEqual([['_trackPageview', '/basic/portal?tab=2']]);
    expect(target._hmt).toBeUndefined();
  });

  it('also queues for Tongji with a site id, keeping earlier entries', () => {
    const target: Record<string, unknown> = { _hmt: [['_setAccount', 'abc']] };
    trackPageView('/login', target, 'abc');
    trackPageView('/basic/portal', target, 'abc');
    expect(target._hmt).toEqual([
      ['_setAccount', 'abc'],
      ['_trackPageview', '/login'],
      ['_trackPageview', '/basic/portal'],
    ]);
    expect(target.__portalAnalytics).toHaveLength(2);
  });

  it("uses Tongji's own queue object once its script has replaced the array", () => {
    const pushed: unknown[] = [];
    const target: Record<string, unknown> = { _hmt: { push: (item: unknown) => pushed.push(item) } };
    trackPageView('/x', target, 'abc');
    expect(pushed).toEqual([['_trackPageview', '/x']]);
  });

  it('records on globalThis by default', () => {
    trackPageView('/global', undefined, null);
    expect((globalThis as Record<string, unknown>).__portalAnalytics).toContainEqual([
      '_trackPageview',
      '/global',
    ]);
  });

  it('builds the Tongji script URL', () => {
    expect(tongjiScriptUrl('a b')).toBe('https://hm.baidu.com/hm.js?a%20b');
  });
});

describe('trackRouteViews', () => {
  /** A page's window as far as route changes go: a URL, a history that moves it, popstate listeners. */
  function fakeWindow(url: string) {
    const listeners: (() => void)[] = [];
    const target = {
      location: { pathname: '', search: '' },
      history: {
        pushState: (_data: unknown, _unused: string, next?: string | URL | null) => go(String(next)),
      },
      addEventListener: (_type: 'popstate', listener: () => void) => listeners.push(listener),
    };
    const go = (next: string) => {
      const parsed = new URL(next, 'https://portal.example.cn');
      target.location.pathname = parsed.pathname;
      target.location.search = parsed.search;
    };
    go(url);
    const back = (previous: string) => {
      go(previous);
      for (const listener of listeners) listener();
    };
    return { target: target as typeof target & Record<string, unknown>, back, go };
  }

  it('sends the load, each new history entry and each return, once each, with the query', () => {
    const page = fakeWindow('/basic/portal/PolicyTotality?level=national');
    trackRouteViews(page.target, 'site');
    page.target.history.pushState(null, '', '/basic/portal/PolicyTotality?level=national&page=2');
    // A pushState to the same URL and a replaceState-like correction are not new views.
    page.target.history.pushState(null, '', '/basic/portal/PolicyTotality?level=national&page=2');
    page.go('/basic/portal/PolicyTotality?level=national&page=2&pageSize=10');
    page.back('/basic/portal/PolicyTotality?level=national');
    expect(page.target._hmt).toEqual([
      ['_setAutoPageview', false],
      ['_trackPageview', '/basic/portal/PolicyTotality?level=national'],
      ['_trackPageview', '/basic/portal/PolicyTotality?level=national&page=2'],
      ['_trackPageview', '/basic/portal/PolicyTotality?level=national'],
    ]);
    expect(page.target.__portalAnalytics).toHaveLength(3);
  });

  it('without a site id only records locally and never touches _hmt', () => {
    const page = fakeWindow('/login');
    trackRouteViews(page.target, null);
    page.target.history.pushState(null, '', '/login?x=1');
    expect(page.target._hmt).toBeUndefined();
    expect(page.target.__portalAnalytics).toEqual([
      ['_trackPageview', '/login'],
      ['_trackPageview', '/login?x=1'],
    ]);
  });
});

describe("the portal's own count", () => {
  function beaconTarget(prerendering = false) {
    const sent: { url: string; body: Promise<string>; type: string }[] = [];
    const listeners: (() => void)[] = [];
    const target: Record<string, unknown> = {
      navigator: {
        sendBeacon: (url: string, data: Blob) => {
          sent.push({ url, body: data.text(), type: data.type });
          return true;
        },
      },
      document: {
        prerendering,
        addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      },
    };
    return { target, sent, listeners };
  }

  it('sends each view as a JSON beacon to POST /views, path and query as the page has them', async () => {
    const { target, sent } = beaconTarget();
    trackPageView('/basic/portal/policyDetails?id=12', target, null);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/logistics/api/views');
    expect(sent[0]!.type).toBe('application/json');
    expect(JSON.parse(await sent[0]!.body)).toEqual({ path: '/basic/portal/policyDetails?id=12' });
  });

  it('counts a prerendered page when it is shown, not before', () => {
    const { target, sent, listeners } = beaconTarget(true);
    trackPageView('/basic/community', target, null);
    expect(sent).toHaveLength(0);
    listeners.forEach((listener) => listener());
    expect(sent).toHaveLength(1);
  });

  it('sends nothing where there is no beacon (a test target, an old browser)', () => {
    const target: Record<string, unknown> = {};
    trackPageView('/x', target, null);
    expect(target.__portalAnalytics).toEqual([['_trackPageview', '/x']]);
  });
});
