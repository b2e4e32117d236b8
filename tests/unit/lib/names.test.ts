import { describe, expect, it } from 'vitest';
import { nameSkeleton } from '../../../src/lib/shared/name-skeleton.ts';
import { nickname } from '../../../src/lib/shared/rules/account.ts';
import { checkValue } from '../../../src/lib/shared/rules/rule.ts';

/**
 * The name rules a form checks as the user types (the nickname's `@` look-alikes and decorating
 * marks), and the skeleton the server compares names by (server tests: confusable-names.test.ts).
 */
const AT = '昵称不能包含“@”';
const MARK = '昵称不能包含叠加在文字上的附加符号，以免与其他名字混淆';

describe('the nickname rule in the form', () => {
  it.each<[string, string, string | null]>([
    ['an at', '老王@demo', AT],
    ['a full-width at', '老王＠demo', AT],
    ['a small commercial at', '演示用户（﹫demo）', AT],
    ['a circled a', '老王ⓐdemo', AT],
    ['a capital circled A', '老王Ⓐdemo', AT],
    ['an acute left on a Chinese character', '演示用户\u0301', MARK],
    ['a stroke over a Latin letter', 'demo\u0336', MARK],
    ['an enclosing circle', '王\u20dd', MARK],
    ['a mark at the start', '\u0301老王', MARK],
    ['three Thai marks stacked', 'สมชาย\u0e48\u0e48\u0e48', MARK],
    ['an accent typed apart, composed by NFC', 'cafe\u0301', null],
    ['a Thai name with its marks', 'สมชาย', null],
    ['a Hindi name with its marks', 'अनिल', null],
    ['an emoji with its selector', '老王❤️', null],
    ['a keycap', '车队1️⃣', null],
    ['a plain Chinese name', '华东冷链老王', null],
  ])('%s (%j)', (_case, value, message) => {
    expect(checkValue(nickname, value, '昵称')).toBe(message);
  });
});

describe('nameSkeleton', () => {
  it.each<[string, string]>([
    ['demo', 'dem0'],
    ['demo', 'derno'],
    ['demo', 'd\u0435mo'],
    ['demo', 'ＤＥＭＯ'],
    ['demo', 'demo.'],
    ['demo', 'de_mo'],
    ['editor', 'edit0r'],
    ['editor', 'editor-'],
    ['editor', '\u0435ditor'],
    ['Ivan', 'lvan'],
    ['演示用户', '演示用戶'],
    ['演示用户', '演示用户\u0301'],
    ['演示用户', '演示 用户'],
    ['编辑', '編輯'],
  ])('reads %j and %j as one name', (name, lookAlike) => {
    expect(nameSkeleton(lookAlike)).toBe(nameSkeleton(name));
  });

  it.each<[string, string]>([
    ['demo', 'demos'],
    ['演示用户', '演示用品'],
    ['laowang', 'laozhang'],
    ['!!!', '???'],
  ])('keeps %j and %j apart', (name, other) => {
    expect(nameSkeleton(other)).not.toBe(nameSkeleton(name));
  });
});
