import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One message catalogue (src/lib/shared/messages.ts) for the forms and the server: the wordings it
 * settled against (不能超过 N 个字符 for 最多, 类型不正确, 取值不正确, X不能为空 for 请输入X) are not
 * written anywhere else in src/ or server/, so a second catalogue cannot come back unseen. Messages
 * about other things (a date too far: 距装货日期不能超过30天; an empty request body) stay theirs.
 */
const SETTLED_AGAINST: [string, RegExp][] = [
  ['a length said with 不能超过 (the catalogue says 最多)', /不能(超过|少于)\s*\$?\{?\w*\}?\s*个字符/],
  ['类型不正确 (the catalogue says 不是一个有效的…)', /类型不正确/],
  ['取值不正确 (the catalogue says 不在可选范围内…)', /取值不正确/],
  ['a field 不能为空 (the catalogue says 请输入…)', /\$\{label\}不能为空(?!字符)/],
  [
    'numbers bounded with 不能大于/不能小于 (the catalogue says 最大值为/最小值为)',
    /\$\{label\}不能[大小]于/,
  ],
];

function codeFiles(folder: string): [string, string][] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return codeFiles(path);
    if (!/\.(ts|tsx|astro)$/.test(entry.name)) return [];
    return [[relative(process.cwd(), path).replaceAll('\\', '/'), readFileSync(path, 'utf8')]];
  });
}

const found = (files: [string, string][], pattern: RegExp) =>
  files.filter(([, text]) => pattern.test(text)).map(([path]) => path);

describe('the check itself', () => {
  it.each(SETTLED_AGAINST)('finds %s', (_name, pattern) => {
    const second = [
      'server/http/input.ts',
      'return `${label}不能超过${max}个字符 ${label}类型不正确 ${label}取值不正确 ${label}不能为空 ${label}不能大于`;',
    ] as [string, string];
    expect(found([second], pattern)).toEqual(['server/http/input.ts']);
  });

  it('leaves other messages alone', () => {
    const other: [string, string] = [
      'x.ts',
      "'${label}距装货日期不能超过30天' '${label}不能为空字符' '请求内容不能为空'",
    ];
    expect(SETTLED_AGAINST.flatMap(([, pattern]) => found([other], pattern))).toEqual([]);
  });
});

describe('the portal', () => {
  const files = [...codeFiles('src'), ...codeFiles('server')];

  it.each(SETTLED_AGAINST)('says no %s', (_name, pattern) => {
    expect(files.length).toBeGreaterThan(300);
    expect(found(files, pattern)).toEqual([]);
  });
});
