/**
 * 版本对比 of a body that gained an image (docs/decisions.md, "Pictures in content"): the image line is
 * compared as the text it is, a paragraph of its own, added whole.
 */
import { expect, it } from 'vitest';
import { diffRevisionFields } from '../../../server/domain/revision-diff.ts';
import { policyFields } from './desk-fixture.ts';

it('shows an added image line as its text, a new paragraph', () => {
  const line = '![港区平面图](file:Abcdefghij_klmnopqrs-1 "2026 年版")';
  const before = policyFields('政策', { content: '第一段。\n\n第二段。' });
  const after = policyFields('政策', { content: `第一段。\n\n${line}\n\n第二段。` });
  const content = diffRevisionFields('policies', before, after).find((field) => field.name === 'content');
  expect(content?.paragraphs).toEqual([
    { kind: 'same', parts: [{ kind: 'same', text: '第一段。' }] },
    { kind: 'added', parts: [{ kind: 'added', text: line }] },
    { kind: 'same', parts: [{ kind: 'same', text: '第二段。' }] },
  ]);
});
