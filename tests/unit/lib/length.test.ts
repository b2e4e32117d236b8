import { describe, expect, it } from 'vitest';
import { lengthOf } from '../../../src/lib/shared/rules/length.ts';
import {
  optionalText,
  requiredBody,
  requiredText,
  typedLength,
  type TextShape,
} from '../../../src/lib/shared/rules/fields.ts';
import { checkValue } from '../../../src/lib/shared/rules/rule.ts';

/**
 * One way to count what a user typed, everywhere: code points of the normalised text, the text the
 * server stores. The composer's counter, every rule and every server check count with it.
 */
describe.each<{ name: string; text: string; shape: TextShape; length: number }>([
  { name: 'plain Chinese', text: '冷链运输', shape: 'line', length: 4 },
  { name: 'only zero-width spaces', text: '\u200b\u200b\u200b', shape: 'body', length: 0 },
  {
    name: 'a byte order mark and a word joiner around text',
    text: '\ufeff到货\u2060',
    shape: 'line',
    length: 2,
  },
  { name: 'emoji outside the BMP, one each', text: '😀😀', shape: 'line', length: 2 },
  { name: 'a rare Han character outside the BMP', text: '𠮷野家', shape: 'line', length: 3 },
  { name: 'a letter with a combining accent, composed by NFC', text: 'e\u0301', shape: 'line', length: 1 },
  { name: 'a combining mark with nothing to compose into', text: 'q\u0301', shape: 'line', length: 2 },
  { name: 'a family emoji: its parts and joiners', text: '👨‍👩‍👧', shape: 'line', length: 5 },
  { name: 'line breaks inside a body, CR LF counted once', text: '一\r\n二\n', shape: 'body', length: 3 },
  { name: 'an unpaired surrogate, dropped', text: 'a\ud800b', shape: 'line', length: 2 },
  { name: 'spaces at the edges', text: '  好  ', shape: 'line', length: 1 },
])('$name', ({ text, shape, length }) => {
  it(`is ${length} long as typed`, () => {
    expect(typedLength(text, shape)).toBe(length);
  });

  it('is as long for the rules as for the counter', () => {
    const rule = shape === 'line' ? requiredText(length) : requiredBody(Math.max(length, 1));
    const over =
      shape === 'line' ? optionalText(Math.max(length - 1, 0)) : requiredBody(Math.max(length - 1, 1));
    if (length > 0) expect(checkValue(rule, text, '内容')).toBe(null);
    if (length > 1) expect(checkValue(over, text, '内容')).toMatch(/最多/);
    if (length === 0) expect(checkValue(rule, text, '内容')).toBe('请输入内容');
  });
});

describe('lengthOf', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(lengthOf('😀')).toBe(1);
    expect('😀'.length).toBe(2);
  });
});
