import { describe, expect, it } from 'vitest';
import { loginUrlFor, safeRedirect } from '../../../src/lib/redirect.ts';

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
  ])('%s', (_case, target, expected) => {
    expect(safeRedirect(target, origin, '/')).toBe(expected);
  });

  it.each([
    ['a path without the base', '/basic/portal/MyPost', '/portal/basic/portal/MyPost'],
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
