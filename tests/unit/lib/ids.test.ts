import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ID_DIGITS, ID_MAX, parsePositiveId } from '../../../src/lib/shared/ids.ts';
import { readItemId } from '../../../src/lib/list/list-definition.ts';
import { readFilter } from '../../../src/lib/shared/list-query.ts';

/** One reading of an id from text: the details pages, the list URLs and the server share it. */
describe('parsePositiveId', () => {
  it.each<[string | null | undefined, number | null]>([
    ['7', 7],
    [' 7 ', null],
    ['\n1', null],
    [' 1', null],
    ['1 ', null],
    ['1\n', null],
    ['\t1', null],
    ['\u00a01', null],
    ['2147483647', ID_MAX],
    ['2147483648', null],
    ['9999999999', null],
    ['07', null],
    ['0', null],
    ['-1', null],
    ['1e3', null],
    ['1.0', null],
    ['0x10', null],
    ['abc', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (text, id) => {
    expect(parsePositiveId(text)).toBe(id);
  });

  it.each(['7', '07', '0', '2147483648', ' 12 '])(
    'reads %j the same in a details URL and a list filter',
    (text) => {
      const id = parsePositiveId(text);
      expect(readItemId(`?id=${encodeURIComponent(text)}`)).toBe(id);
      expect(readFilter({ kind: 'id' }, text)).toBe(id === null ? undefined : String(id));
    },
  );
});

const sources = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|astro|mjs|conf)$/.test(name) ? [path] : [];
  });

describe('one id pattern', () => {
  it('allows as many digits as ID_MAX has, no more', () => {
    expect(ID_DIGITS.test(String(ID_MAX))).toBe(true);
    expect(ID_DIGITS.test(`${ID_MAX}0`)).toBe(false);
  });

  it('is written only in ids.ts: the client, the server and nginx read it from there', () => {
    const own = join('src', 'lib', 'shared', 'ids.ts');
    // A positive number as a pattern: a first digit 1-9, then a counted run of digits.
    const idPattern = /\[1-9\](\\d|\[0-9\])\{0,/;
    const offenders = ['src', 'server', 'deploy', 'bench']
      .flatMap(sources)
      .filter((file) => file !== own && idPattern.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
