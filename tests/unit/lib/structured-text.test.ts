import { describe, expect, it } from 'vitest';
import { DatabaseSync } from 'node:sqlite';
import {
  imageFileIds,
  parseStructuredText,
  structureProblem,
} from '../../../src/lib/shared/structured-text.ts';
import { SCHEMA_SQL } from '../../../server/store/sqlite/schema.ts';
import { addMissingColumns } from '../../../server/store/sqlite/schema-upgrades.ts';
import { seedDatabase } from '../../../server/seed/index.ts';

/** A file id as `POST /files` gives one (22 base64url characters). */
const ID = 'Abcdefghij_klmnopqrs-1';

describe('parseStructuredText', () => {
  it.each([
    [
      'paragraphs split at blank lines, line breaks kept',
      '甲\n乙\n\n  \n丙',
      [
        { type: 'paragraph', text: '甲\n乙' },
        { type: 'paragraph', text: '丙' },
      ],
    ],
    [
      'headings of two levels',
      '# 总则\n## 适用范围\n正文',
      [
        { type: 'heading', level: 1, text: '总则' },
        { type: 'heading', level: 2, text: '适用范围' },
        { type: 'paragraph', text: '正文' },
      ],
    ],
    [
      'numbered items with their further lines',
      '第一条 为了规范。\n续行\n第十二条　全角空格\n第3条 数字',
      [
        { type: 'item', label: '第一条', text: '为了规范。\n续行' },
        { type: 'item', label: '第十二条', text: '全角空格' },
        { type: 'item', label: '第3条', text: '数字' },
      ],
    ],
    [
      'an escaped line is text',
      '\\# 不是标题\n\\第一条 不是条目',
      [{ type: 'paragraph', text: '# 不是标题\n第一条 不是条目' }],
    ],
    [
      'markup is text',
      '<h1>x</h1>\n\n<script>alert(1)</script>',
      [
        { type: 'paragraph', text: '<h1>x</h1>' },
        { type: 'paragraph', text: '<script>alert(1)</script>' },
      ],
    ],
    [
      '#标题 without a space and 第一条款 are text',
      '#标题\n\n第一条款规定',
      [
        { type: 'paragraph', text: '#标题' },
        { type: 'paragraph', text: '第一条款规定' },
      ],
    ],
    [
      'CR LF is a line break',
      '甲\r\n\r\n乙',
      [
        { type: 'paragraph', text: '甲' },
        { type: 'paragraph', text: '乙' },
      ],
    ],
    [
      'an image line, with a caption in either kind of quotes or none',
      `前文\n![港口航拍](file:${ID} "2026 年的码头")\n![地图](file:${ID}　“线路图”)\n![印章](file:${ID})\n后文`,
      [
        { type: 'paragraph', text: '前文' },
        { type: 'image', fileId: ID, alt: '港口航拍', caption: '2026 年的码头' },
        { type: 'image', fileId: ID, alt: '地图', caption: '线路图' },
        { type: 'image', fileId: ID, alt: '印章', caption: '' },
        { type: 'paragraph', text: '后文' },
      ],
    ],
    [
      'an escaped image line, and one not alone on its line, are text',
      `\\![图](file:${ID})\n\n见 ![图](file:${ID})`,
      [
        { type: 'paragraph', text: `![图](file:${ID})` },
        { type: 'paragraph', text: `见 ![图](file:${ID})` },
      ],
    ],
  ])('%s', (_name, text, blocks) => {
    expect(parseStructuredText(text)).toEqual(blocks);
  });

  it('names each image file once, in order', () => {
    const other = 'B'.repeat(22);
    expect(imageFileIds(`![甲](file:${ID})\n![乙](file:${other})\n![丙](file:${ID})`)).toEqual([ID, other]);
    expect(imageFileIds('没有图片')).toEqual([]);
  });

  it.each([
    ['# \n正文', '${label}中的标题（#）后须写明标题文字'],
    ['第五条', '${label}中的「第五条」后须写明内容'],
    [`## ${'字'.repeat(61)}`, '${label}中的标题最多60个字符'],
    ['# 好标题\n\n第一条 内容', null],
    [`![](file:${ID})`, '${label}中的图片须写明替代文字（方括号内，说明图片内容，供读屏软件朗读）'],
    [`![  ](file:${ID} "说明")`, '${label}中的图片须写明替代文字（方括号内，说明图片内容，供读屏软件朗读）'],
    [
      '![图](file:short)',
      '${label}中的图片行写法应为 ![替代文字](file:图片编号 "说明")（说明可省略）；如是普通文字，请在行首加 \\',
    ],
    [`![图](file:${ID} "说明")`, null],
  ])('structureProblem(%j)', (text, problem) => {
    expect(structureProblem(text)).toBe(problem);
  });
});

describe('the seeded bodies', () => {
  it('read as the paragraphs they were before the syntax existed, a route’s 备注 too', () => {
    const db = new DatabaseSync(':memory:');
    db.exec(SCHEMA_SQL);
    addMissingColumns(db);
    seedDatabase(db, {
      now: new Date('2026-11-24T00:00:00+08:00'),
      policies: 120,
      announcements: 80,
      enterprises: 40,
      routes: 60,
    });
    const bodies = [
      ...db.prepare('SELECT content AS text FROM policies').all(),
      ...db.prepare('SELECT content AS text FROM announcements').all(),
      ...db.prepare('SELECT introduction AS text FROM enterprises').all(),
      ...db.prepare("SELECT remarks AS text FROM routes WHERE remarks <> ''").all(),
    ].map((row) => String((row as { text: string }).text));
    expect(bodies.length).toBe(300);
    for (const body of bodies) {
      // The reading before: paragraphs at blank lines, each trimmed, line breaks kept.
      const before = body
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter((paragraph) => paragraph !== '');
      expect(parseStructuredText(body)).toEqual(before.map((text) => ({ type: 'paragraph', text })));
    }
    db.close();
  });
});
