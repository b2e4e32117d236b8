import { describe, expect, it } from 'vitest';
import { buildRequestUrl, serializeParams, withApiPrefix } from '../../../src/lib/request/request-url.ts';

describe('withApiPrefix', () => {
  it.each([
    ['/api/auth/login', '/logistics/api/auth/login'],
    ['/api', '/logistics/api'],
    ['/api?x=1', '/logistics/api?x=1'],
    ['/apiary', '/apiary'],
    ['/logistics/api/notices', '/logistics/api/notices'],
    ['/static/data.json', '/static/data.json'],
  ])('%s → %s', (path, expected) => {
    expect(withApiPrefix(path)).toBe(expected);
  });
});

describe('serializeParams', () => {
  it.each([
    ['drops undefined and null', { page: 1, keyword: undefined, level: null }, 'page=1'],
    [
      'keeps empty strings, false and zero',
      { keyword: '', all: false, page: 0 },
      'keyword=&all=false&page=0',
    ],
    ['repeats arrays', { id: [1, 2] }, 'id=1&id=2'],
    [
      'encodes Chinese and reserved characters',
      { origin: '上海', q: 'a&b=c' },
      'origin=%E4%B8%8A%E6%B5%B7&q=a%26b%3Dc',
    ],
    ['passes URLSearchParams through', new URLSearchParams({ a: '1' }), 'a=1'],
    ['is empty without params', undefined, ''],
  ])('%s', (_case, params, expected) => {
    expect(serializeParams(params)).toBe(expected);
  });
});

describe('buildRequestUrl', () => {
  it.each([
    ['an API path in the browser', '/api/notices', {}, '/logistics/api/notices'],
    ['an API path under a base', '/api/notices', { base: '/portal/' }, '/portal/logistics/api/notices'],
    [
      'an API path with an origin',
      '/api/notices',
      { origin: 'http://127.0.0.1:9/' },
      'http://127.0.0.1:9/logistics/api/notices',
    ],
    [
      'params with a `//` in them',
      '/api/posts',
      { params: { keyword: 'http://x' } },
      '/logistics/api/posts?keyword=http%3A%2F%2Fx',
    ],
    [
      'a query already present',
      '/api/posts?page=2',
      { params: { pageSize: 20 } },
      '/logistics/api/posts?page=2&pageSize=20',
    ],
    [
      'an absolute URL',
      'https://example.com/a',
      { origin: 'http://x', base: '/p/', params: { b: 1 } },
      'https://example.com/a?b=1',
    ],
    ['a path without a leading slash', 'api/notices', {}, '/logistics/api/notices'],
  ])('%s', (_case, url, parts, expected) => {
    expect(buildRequestUrl(url, parts)).toBe(expected);
  });
});
