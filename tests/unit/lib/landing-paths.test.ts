import { describe, expect, it } from 'vitest';
import { LANDING_PATHS, landingPath } from '../../../src/lib/site/landing-paths.ts';
import { isLandingRoute, LOGIN_PATH, routes } from '../../../src/lib/shared/routes.ts';

/** The paths a login may lead back to, as the route table decides. */
const fromTable = routes.filter(isLandingRoute).map((route) => route.path);

describe('LANDING_PATHS agrees with the route table', () => {
  it('lists every landing page of the table', () => {
    const missing = fromTable.filter((path) => !LANDING_PATHS.includes(path));
    expect(missing, 'add these to src/lib/site/landing-paths.ts').toEqual([]);
  });

  it('lists nothing else: no login or result page, no path outside the table', () => {
    const extra = LANDING_PATHS.filter((path) => !fromTable.includes(path));
    expect(extra, 'remove these from src/lib/site/landing-paths.ts').toEqual([]);
  });

  it('lists each path once', () => {
    expect(new Set(LANDING_PATHS).size).toBe(LANDING_PATHS.length);
  });

  it('leaves out the login pages and the result pages', () => {
    const refused = routes.filter((route) => !isLandingRoute(route)).map((route) => route.path);
    expect(refused).toContain(LOGIN_PATH);
    expect(refused.length).toBeGreaterThan(4);
    expect(LANDING_PATHS.filter((path) => refused.includes(path))).toEqual([]);
  });
});

describe('landingPath', () => {
  it.each(routes.map((route) => [route.path, isLandingRoute(route) ? route.path : null] as const))(
    '%s → %s',
    (path, expected) => {
      expect(landingPath(path)).toBe(expected);
    },
  );

  it.each([
    ['a trailing slash', '/basic/portal/MyPost/', '/basic/portal/MyPost'],
    ['several trailing slashes', '/basic/community//', '/basic/community'],
    ['the root', '/', '/'],
    ['a path outside the table', '/basic/portal/nowhere', null],
    ['a prefix of a page', '/basic/port', null],
    ['a page with different case', '/basic/portal/mypost', null],
    ['a login page with a trailing slash', '/login/', null],
    ['an empty path', '', null],
  ])('%s', (_case, path, expected) => {
    expect(landingPath(path)).toBe(expected);
  });
});
