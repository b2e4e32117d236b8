import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { waitInWords } from '../../../src/lib/shared/wait-in-words.ts';

describe('waitInWords, the one way a wait is said', () => {
  it.each([
    [0, '1 秒'],
    [0.2, '1 秒'],
    [45, '45 秒'],
    [59, '59 秒'],
    [59.5, '1 分钟'],
    [60, '1 分钟'],
    [90, '1 分 30 秒'],
    [725, '12 分 5 秒'],
    [720, '12 分钟'],
    [3599, '59 分 59 秒'],
    [3600, '1 小时'],
    [3601, '1 小时 1 分钟'],
    [3900, '1 小时 5 分钟'],
    [7170, '2 小时'],
    [86_400, '24 小时'],
    [36 * 3600, '36 小时'],
    [48 * 3600 - 30, '2 天'],
    [52 * 3600, '2 天 4 小时'],
    [52 * 3600 + 1, '2 天 5 小时'],
  ])('%s s reads 「%s」', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});

const sources = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|astro)$/.test(name) ? [path] : [];
  });

/** Seconds put before a unit in a text, as they are or divided into minutes or hours. */
const SPAN_IN_WORDS = /(\/ (60|3600)\)?\}|\$\{[\w.]*([Ss]econd|[Ww]ait|remaining)[\w.]*\}) ?(秒|分钟|小时)/;

describe('no second way to say a wait', () => {
  it('leaves seconds turned into minutes or hours of words to waitInWords', () => {
    const own = join('src', 'lib', 'shared', 'wait-in-words.ts');
    const offenders = [...sources('src'), ...sources('server')].filter(
      (file) => file !== own && SPAN_IN_WORDS.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
