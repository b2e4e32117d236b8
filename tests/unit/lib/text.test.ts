/**
 * The one text rule (src/lib/shared/text.ts) as a table: what renders as nothing is empty, bidi controls
 * leave names and titles, and names a reader cannot tell apart have one key.
 */
import { describe, expect, it } from 'vitest';
import { nameKey, normalizeBody, normalizeLine } from '../../../src/lib/shared/text.ts';

/** Every character that renders as nothing (or as a blank), each alone. */
const RENDERS_AS_NOTHING: Array<[string, string]> = [
  ['soft hyphen', '\u00ad'],
  ['combining grapheme joiner', '\u034f'],
  ['Arabic letter mark', '\u061c'],
  ['Hangul choseong filler', '\u115f'],
  ['Hangul jungseong filler', '\u1160'],
  ['Khmer inherent vowels', '\u17b4\u17b5'],
  ['Mongolian vowel separator', '\u180e'],
  ['zero-width space', '\u200b'],
  ['zero-width non-joiner and joiner', '\u200c\u200d'],
  ['left-to-right and right-to-left marks', '\u200e\u200f'],
  ['bidi embeddings and overrides', '\u202a\u202b\u202c\u202d\u202e'],
  ['word joiner and invisible operators', '\u2060\u2061\u2062\u2063\u2064'],
  ['bidi isolates', '\u2066\u2067\u2068\u2069'],
  ['deprecated format characters', '\u206a\u206f'],
  ['Braille pattern blank', '\u2800'],
  ['Hangul filler', '\u3164'],
  ['byte order mark', '\ufeff'],
  ['halfwidth Hangul filler', '\uffa0'],
  ['ideographic, no-break and thin spaces', '\u3000\u00a0\u2009'],
  ['all of them with line breaks', '\u3164\n\u2800\r\n\u00ad\t\u034f\u202e'],
];

describe('what renders as nothing', () => {
  it.each(RENDERS_AS_NOTHING)('%s alone is empty on one line and in a body', (_name, text) => {
    expect(normalizeLine(text)).toBe('');
    expect(normalizeBody(text)).toBe('');
  });

  it.each(RENDERS_AS_NOTHING)('%s is trimmed at both edges of a value', (_name, text) => {
    expect(normalizeLine(`${text}冷链专线${text}`)).toBe('冷链专线');
    expect(normalizeBody(`${text}第一行\n第二行${text}`)).toBe('第一行\n第二行');
  });
});

describe('bidirectional controls', () => {
  it.each([
    ['an override in a nickname', '\u202e演示用户', '演示用户'],
    ['an override that would turn a title around', '订单\u202egpj.exe\u202c结束', '订单gpj.exe结束'],
    ['isolates and marks', 'a\u2066b\u2067c\u2068d\u2069e\u200ef\u200fg\u061ch', 'abcdefgh'],
    ['embeddings', 'x\u202ay\u202bz\u202c', 'xyz'],
  ])('%s: removed from a single line', (_name, text, line) => {
    expect(normalizeLine(text)).toBe(line);
  });

  it('stay inside a body, where right-to-left writing needs them', () => {
    expect(normalizeBody('שלום \u202bמשפט\u202c 好')).toBe('שלום \u202bמשפט\u202c 好');
  });
});

describe('invisible characters inside the text', () => {
  it.each([
    ['a joiner inside an emoji', '👩\u200d💻', '👩\u200d💻'],
    ['a variation selector ending an emoji', '❤\ufe0f', '❤\ufe0f'],
    ['a soft hyphen inside a word', '物\u00ad流', '物\u00ad流'],
  ])('%s stays', (_name, text, line) => {
    expect(normalizeLine(text)).toBe(line);
  });
});

describe('nameKey: names a reader cannot tell apart', () => {
  it.each([
    ['full width', 'ＤＥＭＯ', 'demo'],
    ['letter case', 'Demo', 'demo'],
    ['case folding beyond lower case', 'STRASSE', 'straße'],
    ['an ideographic space inside', '演示\u3000用户', '演示用户'],
    ['a plain space inside', '演示 用户', '演示用户'],
    ['a no-break space', '演示\u00a0用户', '演示用户'],
    ['a Hangul filler inside', '演示\u3164用户', '演示用户'],
    ['a Braille blank at the end', '演示用户\u2800', '演示用户'],
    ['a soft hyphen inside', '演\u00ad示用户', '演示用户'],
    ['a zero-width space inside', '演\u200b示用户', '演示用户'],
    ['a combining grapheme joiner inside', '演示\u034f用户', '演示用户'],
    ['a right-to-left override', '\u202e演示用户', '演示用户'],
    ['decomposed and composed accents', 'Cafe\u0301', 'café'],
    ['a circled digit', '老王①号', '老王1号'],
  ])('%s: %j and %j have one key', (_name, left, right) => {
    expect(nameKey(left)).toBe(nameKey(right));
  });

  it.each([
    ['different characters', '演示用户', '演示用戶'],
    ['a digit more', 'demo', 'demo1'],
  ])('%s: %j and %j stay apart', (_name, left, right) => {
    expect(nameKey(left)).not.toBe(nameKey(right));
  });

  it('is empty for a name of nothing visible', () => {
    expect(nameKey('\u3164\u2800\u200b \u00ad')).toBe('');
  });
});
