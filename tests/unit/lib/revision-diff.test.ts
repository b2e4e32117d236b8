/** How the desk shows two revisions compared: labels, values as the form shows them, folded paragraphs. */
import { describe, expect, it } from 'vitest';
import { compareRevisions, firstPair, foldUnchanged } from '../../../src/lib/desk/revision-diff.ts';
import type { DeskRevisionDiff } from '../../../src/lib/shared/contract.ts';
import type { ParagraphDiff } from '../../../src/lib/shared/text-diff.ts';

const same = (text: string): ParagraphDiff => ({ kind: 'same', parts: [{ kind: 'same', text }] });
const added = (text: string): ParagraphDiff => ({ kind: 'added', parts: [{ kind: 'added', text }] });

describe('foldUnchanged', () => {
  it('keeps one unchanged paragraph on each side of a change and folds the rest into counts', () => {
    const paragraphs = [same('一'), same('二'), same('三'), added('新'), same('四'), same('五'), same('六')];
    expect(foldUnchanged(paragraphs)).toEqual([
      { kind: 'folded', count: 2 },
      same('三'),
      added('新'),
      same('四'),
      { kind: 'folded', count: 2 },
    ]);
    expect(foldUnchanged([same('一'), same('二')])).toEqual([{ kind: 'folded', count: 2 }]);
  });
});

describe('compareRevisions', () => {
  const meta = { savedAt: '2026-11-27T02:00:00.000Z', savedBy: null };
  const diff: DeskRevisionDiff = {
    kind: 'policies',
    id: 1,
    from: { revision: 1, ...meta },
    to: { revision: 2, ...meta },
    fields: [
      { name: 'title', before: '办法', after: '实施办法', changed: true, paragraphs: [added('实施办法')] },
      { name: 'authority', before: '交通运输部', after: '交通运输部', changed: false, paragraphs: null },
      {
        name: 'level',
        before: 'national',
        after: 'province',
        changed: true,
        paragraphs: [added('province')],
      },
      {
        name: 'effectiveAt',
        before: '2026-12-01T02:00:00.000Z',
        after: '2027-01-01T02:00:00.000Z',
        changed: true,
        paragraphs: [added('x')],
      },
      { name: 'region', before: '', after: '广东省', changed: true, paragraphs: [added('广东省')] },
    ],
  };

  it('names each field by its form label and shows dates as the portal writes them and choices by their words', () => {
    const shown = compareRevisions(diff);
    expect(shown.unchanged).toEqual(['发布机关']);
    expect(shown.changed).toEqual([
      { name: 'title', label: '标题', shape: 'text', paragraphs: [added('实施办法')] },
      { name: 'level', label: '政策级别', shape: 'value', before: '国家', after: '省' },
      { name: 'effectiveAt', label: '施行日期', shape: 'value', before: '2026/12/01', after: '2027/01/01' },
      { name: 'region', label: '适用地区', shape: 'text', paragraphs: [added('广东省')] },
    ]);
  });
});

describe('firstPair', () => {
  it('compares the published revision with the newest, else the newest with the one before', () => {
    expect(firstPair({ revision: 5, publishedRevision: 2 })).toEqual([2, 5]);
    expect(firstPair({ revision: 5, publishedRevision: 5 })).toEqual([4, 5]);
    expect(firstPair({ revision: 3, publishedRevision: null })).toEqual([2, 3]);
    expect(firstPair({ revision: 1, publishedRevision: null })).toEqual([1, 1]);
  });
});
