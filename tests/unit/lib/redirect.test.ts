import { describe, expect, it } from 'vitest';
import { loginUrlFor, safeRedirect } from '../../../src/lib/site/redirect.ts';

const origin = 'https://portal.example.cn';

describe('safeRedirect', () => {
  it.each([
    ['a portal path', '/basic/portal/MyPost', '/basic/portal/MyPost'],
    ['a path with query and hash', '/basic/portal/postPetails?id=3#r5', '/basic/portal/postPetails?id=3#r5'],
    ['an encoded path', '%2Fbasic%2Fportal%2FMyPost', '/basic/portal/MyPost'],
    [
      'a same-origin absolute URL (a scheme is never accepted)',
      'https://portal.example.cn/basic/logisticsPage',
      '/basic/portal',
    ],
    [
      'an encoded query value',
      '/basic/portal/PolicyTotality?keyword=a%26b',
      '/basic/portal/PolicyTotality?keyword=a%26b',
    ],
    ['a dot path', '/basic/portal/../logisticsPage', '/basic/logisticsPage'],
    ['nothing', null, '/basic/portal'],
    ['an empty string', '', '/basic/portal'],
    ['another origin', 'https://evil.example/basic', '/basic/portal'],
    ['a protocol-relative URL', '//evil.example/x', '/basic/portal'],
    ['an encoded protocol-relative URL', '%2F%2Fevil.example', '/basic/portal'],
    ['a double-encoded one', '%252F%252Fevil.example', '/basic/portal'],
    ['a backslash trick', '/\\evil.example', '/basic/portal'],
    ['an encoded backslash', '/%5Cevil.example', '/basic/portal'],
    ['a tab trick', '/\t/evil.example', '/basic/portal'],
    ['a javascript: URL', 'javascript:alert(1)', '/basic/portal'],
    ['a relative path', 'basic/portal', '/basic/portal'],
    ['malformed encoding', '/%E0%A4%A', '/basic/portal'],
    ['a trailing slash', '/basic/portal/MyPost/', '/basic/portal/MyPost'],
  ])('%s', (_case, target, expected) => {
    expect(safeRedirect(target, origin, '/')).toBe(expected);
  });

  // What the browser would navigate to decides: each of these resolves to another host, or to a path
  // that is not a page of the portal.
  it.each([
    ['a dot segment before //', '/.//evil.example'],
    ['the same, as it arrives encoded', '%2F.%2F%2Fevil.example'],
    ['an encoded dot before an encoded slash', '/%2e/%2fevil'],
    ['an encoded dot segment before //', '/%2e//evil.example'],
    ['a double dot segment before //', '/..//evil.example'],
    ['dot segments inside a portal path', '/basic/../..//evil.example'],
    ['a tab after the slash', '/\tevil'],
    ['a tab between two slashes', '/\t/evil.example'],
    ['a newline between two slashes', '/\n/evil.example'],
    ['a carriage return between two slashes', '/\r/evil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['an encoded newline', '/%0a/evil.example'],
    ['a backslash', '/\\evil'],
    ['two backslashes', '\\\\evil.example'],
    ['a dot segment and a backslash', '/./\\evil'],
    ['a protocol-relative URL', '//evil'],
    ['a protocol-relative URL to a portal path', '//evil.example/basic/portal'],
    ['three slashes', '///evil.example'],
    ['a scheme without slashes', 'https:evil'],
    ['a scheme with a backslash', 'https:\\\\evil.example'],
    ['user information', '/@evil.example'],
    ['a data: URL', 'data:text/html,<p>x</p>'],
    ['a javascript: URL with a leading space', ' javascript:alert(1)'],
    ['an encoded javascript: URL', 'javascript%3Aalert(1)'],
    ['an unknown path', '/basic/portal/nope'],
    ['an API path', '/logistics/api/user/current'],
    ['a built asset', '/_astro/client.js'],
    ['the login page itself (a loop)', '/login'],
    ['the login page with its own redirect', '/login?redirect=%2Fbasic%2Fportal%2FMyPost'],
    ['the password reset', '/login/forgotPassword'],
    ['an error page', '/exception?errorMessage=x'],
    ['a path under a different base', '/portal/basic/portal/MyPost'],
    ['an encoded page path', '/basic/portal/%4DyPost'],
    ['only whitespace', '   '],
  ])('refuses %s', (_case, target) => {
    const result = safeRedirect(target, origin, '/');
    expect(result).toBe('/basic/portal');
    expect(new URL(result, origin).origin).toBe(origin);
  });

  it('keeps the query and hash of an accepted page, normalised as the browser would', () => {
    expect(safeRedirect('/basic/./portal/MyPost?tab=2&q=a b#top', origin, '/')).toBe(
      '/basic/portal/MyPost?tab=2&q=a%20b#top',
    );
  });

  it('accepts the redirect pages of the table, which lead home', () => {
    expect(safeRedirect('/', origin, '/')).toBe('/');
  });

  it('falls back when the origin itself is not a URL', () => {
    expect(safeRedirect('/basic/portal/MyPost', 'not a url', '/')).toBe('/basic/portal');
  });

  it.each([
    ['a path without the base', '/basic/portal/MyPost', '/portal/basic/portal/MyPost'],
    ['a dot segment trick under the base', '/portal/.//evil.example', '/portal/basic/portal'],
    ['the base alone', '/portal/', '/portal/'],
    ['a path under another base', '/other/basic/portal/MyPost', '/portal/basic/portal'],
    ['the login page under the base', '/portal/login', '/portal/basic/portal'],
    ['a path with the base', '/portal/basic/portal/MyPost', '/portal/basic/portal/MyPost'],
    ['an unsafe target', '//evil.example', '/portal/basic/portal'],
  ])('under the base /portal/: %s', (_case, target, expected) => {
    expect(safeRedirect(target, origin, '/portal/')).toBe(expected);
  });
});

describe('loginUrlFor', () => {
  it.each([
    ['/basic/portal/MyPost', '/', '/login?redirect=%2Fbasic%2Fportal%2FMyPost'],
    ['/basic/portal/details?id=7&x=1', '/', '/login?redirect=%2Fbasic%2Fportal%2Fdetails%3Fid%3D7%26x%3D1'],
    ['/basic/portal/MyPost', '/portal/', '/portal/login?redirect=%2Fbasic%2Fportal%2FMyPost'],
  ])('%s under %s', (path, base, expected) => {
    expect(loginUrlFor(path, base)).toBe(expected);
  });

  it('round-trips through safeRedirect', () => {
    const url = new URL(loginUrlFor('/basic/portal/details?id=7', '/portal/'), origin);
    expect(safeRedirect(url.searchParams.get('redirect'), origin, '/portal/')).toBe(
      '/portal/basic/portal/details?id=7',
    );
  });
});
