import { describe, expect, it } from 'vitest';
import { trackPageView, tongjiScriptUrl } from '../../../src/lib/analytics.ts';

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
