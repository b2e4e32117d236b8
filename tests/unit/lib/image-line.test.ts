/** The desk's 插入图片: the line it writes and where it goes in the body. */
import { describe, expect, it } from 'vitest';
import { imageLine, insertImageLine } from '../../../src/lib/desk/image-line.ts';
import { parseStructuredText } from '../../../src/lib/shared/structured-text.ts';

const ID = 'Abcdefghij_klmnopqrs-1';

describe('imageLine', () => {
  it.each([
    ['港区图', '', `![港区图](file:${ID})`],
    [' 港区\n平面图 ', '2026  年版', `![港区 平面图](file:${ID} "2026 年版")`],
  ])('%j with caption %j', (alt, caption, line) => {
    expect(imageLine(ID, alt, caption)).toBe(line);
    expect(parseStructuredText(line)).toEqual([
      {
        type: 'image',
        fileId: ID,
        alt: alt.replace(/\s+/g, ' ').trim(),
        caption: caption.replace(/\s+/g, ' '),
      },
    ]);
  });
});

describe('insertImageLine', () => {
  const line = `![图](file:${ID})`;
  it.each([
    ['an empty body', '', null, line],
    ['at the end', '第一段', null, `第一段\n\n${line}`],
    [
      'after the caret’s line, never inside it',
      '第一行\n第二行\n\n第三段',
      2,
      `第一行\n\n${line}\n\n第二行\n\n第三段`,
    ],
    ['at the start', '正文', 0, `正文\n\n${line}`],
  ])('%s', (_name, text, caret, result) => {
    expect(insertImageLine(text, caret, line)).toBe(result);
  });
});
