/** Who may report which words, and the report's input rules, as the dialog and the server read them. */
import { describe, expect, it } from 'vitest';
import { canReport, withheld } from '../../../src/lib/desk/moderation.ts';
import { newReportRules } from '../../../src/lib/shared/rules/report.ts';

const words = { authorId: 7, deletedAt: null, hiddenAt: null };

describe('canReport', () => {
  it.each([
    ['another user, words that stand', words, 8, true],
    ['a visitor', words, null, false],
    ['their author', words, 7, false],
    ['deleted words', { ...words, deletedAt: '2026-11-24T02:00:00.000Z' }, 8, false],
    ['hidden words', { ...words, hiddenAt: '2026-11-24T02:00:00.000Z' }, 8, false],
  ] as const)('%s → %s', (_, target, userId, expected) => {
    expect(canReport(target, userId)).toBe(expected);
  });
});

describe('withheld: the server kept hidden words from this reader', () => {
  const at = '2026-11-24T02:00:00.000Z';
  it.each([
    ['words that stand', { hiddenAt: null, title: '', content: '' }, false],
    ['hidden, sent to their author', { hiddenAt: at, title: '标题', content: '正文' }, false],
    ['hidden, sent to anyone else', { hiddenAt: at, title: '', content: '' }, true],
    ['a hidden reply sent to anyone else', { hiddenAt: at, content: '' }, true],
  ] as const)('%s → %s', (_, words, expected) => {
    expect(withheld(words)).toBe(expected);
  });
});

describe('newReportRules', () => {
  it('takes a target, an id, a reason of the list and optional words (normalised)', () => {
    const parsed = newReportRules.safeParse({
      target: 'reply',
      id: 3,
      reason: 'fraud',
      note: '  冒充客服  ',
    });
    expect(parsed.success && parsed.data).toEqual({
      target: 'reply',
      id: 3,
      reason: 'fraud',
      note: '冒充客服',
    });
  });

  it.each([
    ['a reason not on the list', { target: 'post', id: 1, reason: 'boring' }],
    ['an unknown target', { target: 'circle', id: 1, reason: 'spam' }],
    ['no id', { target: 'post', reason: 'spam' }],
    ['words over 200 characters', { target: 'post', id: 1, reason: 'other', note: '字'.repeat(201) }],
  ])('refuses %s', (_, input) => {
    expect(newReportRules.safeParse(input).success).toBe(false);
  });
});
