import { describe, expect, it } from 'vitest';
import { cacheKey, ResponseCache } from '../../../src/lib/request/request-cache.ts';

describe('ResponseCache', () => {
  it('serves an entry within its lifetime and forgets it after', () => {
    let now = 1000;
    const cache = new ResponseCache<string>(() => now);
    cache.set('a', 'value', 60_000);
    now += 59_999;
    expect(cache.get('a')).toBe('value');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep entries with no lifetime, and clears', () => {
    const cache = new ResponseCache<string>();
    cache.set('zero', 'x', 0);
    cache.set('kept', 'y', 1000);
    expect(cache.get('zero')).toBeUndefined();
    cache.clear();
    expect(cache.get('kept')).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = new ResponseCache<number>();
    for (let index = 0; index < 201; index++) cache.set(`k${index}`, index, 1000);
    expect(cache.size).toBe(200);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k200')).toBe(200);
  });

  it('keys by token as well as URL', () => {
    expect(cacheKey('/a', 't1')).not.toBe(cacheKey('/a', 't2'));
  });
});
