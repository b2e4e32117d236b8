import { describe, expect, it } from 'vitest';
import {
  composerFieldSpecs,
  composerValues,
  newReplyBody,
  type ComposerFields,
} from '../../../src/lib/community/community-input.ts';
import { validateForm } from '../../../src/lib/form/form.ts';
import { excerpt } from '../../../src/lib/shared/rules/length.ts';
import { composerPath, postPath } from '../../../src/lib/community/community-paths.ts';
import { COMMUNITY_LIMITS } from '../../../src/lib/shared/rules/community.ts';

const fields = (change: Partial<ComposerFields>): ComposerFields => ({
  title: '',
  content: '',
  circleId: null,
  quoteReplyId: null,
  ...change,
});

describe('the composer’s fields, checked by the form block', () => {
  it.each<{ name: string; kind: 'post' | 'reply'; input: Partial<ComposerFields>; expected: object }>([
    { name: 'a reply with text', kind: 'reply', input: { content: '好' }, expected: {} },
    {
      name: 'a blank reply',
      kind: 'reply',
      input: { content: ' \n ' },
      expected: { content: '请输入回复内容' },
    },
    {
      name: 'a reply at the limit',
      kind: 'reply',
      input: { content: 'a'.repeat(COMMUNITY_LIMITS.contentMax) },
      expected: {},
    },
    {
      name: 'a reply of 10,000 emoji, each one character as the server counts',
      kind: 'reply',
      input: { content: '😀'.repeat(COMMUNITY_LIMITS.contentMax) },
      expected: {},
    },
    {
      name: 'a reply one over',
      kind: 'reply',
      input: { content: '😀'.repeat(COMMUNITY_LIMITS.contentMax) + 'a' },
      expected: { content: '回复内容最多10000个字符' },
    },
    {
      name: 'a reply of only zero-width spaces, which the server stores as nothing',
      kind: 'reply',
      input: { content: '\u200b'.repeat(3) },
      expected: { content: '请输入回复内容' },
    },
    {
      name: 'a title at the limit once its invisible edges are trimmed',
      kind: 'post',
      input: { circleId: 1, title: `\ufeff${'标'.repeat(100)}\u200b`, content: 'c' },
      expected: {},
    },
    {
      name: 'a complete post',
      kind: 'post',
      input: { circleId: 1, title: 't', content: 'c' },
      expected: {},
    },
    {
      name: 'an empty post',
      kind: 'post',
      input: {},
      expected: { circleId: '请选择圈子', title: '请输入标题', content: '请输入正文' },
    },
    {
      name: 'a long title',
      kind: 'post',
      input: { circleId: 1, title: '标'.repeat(101), content: 'c' },
      expected: { title: '标题最多100个字符' },
    },
  ])('$name', ({ kind, input, expected }) => {
    expect(validateForm(composerFieldSpecs(kind), composerValues(fields(input)))).toEqual(expected);
  });

  it('sends a quote only when there is one', () => {
    expect(newReplyBody(fields({ content: 'x' }))).toEqual({ content: 'x' });
    expect(newReplyBody(fields({ content: 'x', quoteReplyId: 3 }))).toEqual({
      content: 'x',
      quoteReplyId: 3,
    });
  });
});

describe('excerpt', () => {
  it.each([
    ['短', '短'],
    ['一行\n两行', '一行 两行'],
    ['字'.repeat(81), `${'字'.repeat(80)}…`],
    ['😀'.repeat(81), `${'😀'.repeat(80)}…`],
  ])('%s', (input, expected) => {
    expect(excerpt(input)).toBe(expected);
  });
});

describe('community paths', () => {
  it.each([
    [postPath(5), '/basic/portal/postPetails?id=5'],
    [postPath(5, 12), '/basic/portal/postPetails?id=5&floor=12'],
    [composerPath({ postId: 5 }), '/basic/portal/replyToPost?id=5'],
    [composerPath({ postId: 5, quote: 9 }), '/basic/portal/replyToPost?id=5&quote=9'],
    [composerPath({ circleId: 2 }), '/basic/portal/replyToPost?circleId=2'],
    [composerPath({}), '/basic/portal/replyToPost'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
