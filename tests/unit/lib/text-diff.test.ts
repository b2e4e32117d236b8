/** Comparing two versions of a text: paragraphs, then characters inside an edited one. */
import { describe, expect, it } from 'vitest';
import { diffCharacters, diffText, paragraphsOf, type DiffPart } from '../../../src/lib/shared/text-diff.ts';

const oldSide = (parts: DiffPart[]) =>
  parts
    .filter((part) => part.kind !== 'added')
    .map((part) => part.text)
    .join('');
const newSide = (parts: DiffPart[]) =>
  parts
    .filter((part) => part.kind !== 'removed')
    .map((part) => part.text)
    .join('');

/** The length of the longest common subsequence, by the textbook table (small inputs only). */
function lcs(a: string[], b: string[]): number {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 1; i <= a.length; i += 1)
    for (let j = 1; j <= b.length; j += 1)
      table[i]![j] =
        a[i - 1] === b[j - 1] ? table[i - 1]![j - 1]! + 1 : Math.max(table[i - 1]![j]!, table[i]![j - 1]!);
  return table[a.length]![b.length]!;
}

/** A seeded generator, so a failure can be run again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('diffCharacters', () => {
  it('marks the characters added and removed inside a sentence', () => {
    expect(diffCharacters('自2027年1月1日起施行', '自2027年3月1日起施行')).toEqual([
      { kind: 'same', text: '自2027年' },
      { kind: 'removed', text: '1' },
      { kind: 'added', text: '3' },
      { kind: 'same', text: '月1日起施行' },
    ]);
    expect(diffCharacters('一样', '一样')).toEqual([{ kind: 'same', text: '一样' }]);
    expect(diffCharacters('', '新')).toBeNull();
  });

  it('counts an emoji or a character outside the basic plane as one', () => {
    expect(diffCharacters('冷链🚚运输', '冷链🚛运输')).toEqual([
      { kind: 'same', text: '冷链' },
      { kind: 'removed', text: '🚚' },
      { kind: 'added', text: '🚛' },
      { kind: 'same', text: '运输' },
    ]);
  });

  it('on random edits: both sides rebuilt exactly, with the fewest changes (as long as the longest common part allows)', () => {
    const next = random(7);
    const alphabet = [...'物流货车运输abc'];
    let compared = 0;
    for (let round = 0; round < 300; round += 1) {
      const length = Math.floor(next() * 30);
      const before = Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]!);
      const after = [...before];
      for (let edits = Math.floor(next() * 6); edits > 0; edits -= 1) {
        const at = Math.floor(next() * (after.length + 1));
        if (next() < 0.5 && after.length > 0) after.splice(at, 1);
        else after.splice(at, 0, alphabet[Math.floor(next() * alphabet.length)]!);
      }
      const parts = diffCharacters(before.join(''), after.join(''));
      if (parts === null) continue;
      compared += 1;
      expect(oldSide(parts)).toBe(before.join(''));
      expect(newSide(parts)).toBe(after.join(''));
      const same = parts
        .filter((part) => part.kind === 'same')
        .reduce((n, part) => n + [...part.text].length, 0);
      expect(same).toBe(lcs(before, after));
    }
    expect(compared).toBeGreaterThan(200);
  });

  it('an edit beyond the limit is a replacement, answered at once', () => {
    const before = '甲'.repeat(5000);
    const after = '乙'.repeat(2500) + '甲'.repeat(5000) + '乙'.repeat(2500);
    expect(diffCharacters(before, 'x' + before)).toEqual([
      { kind: 'added', text: 'x' },
      { kind: 'same', text: before },
    ]);
    const started = performance.now();
    expect(diffCharacters(before.slice(0, 2000) + '丙'.repeat(1500), after)).toBeNull();
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('diffText', () => {
  const before = [
    '# 总则',
    '第一条 为规范道路货运，制定本办法。',
    '本办法自2027年1月1日起施行。',
    '旧的一段',
  ].join('\n\n');
  const after = [
    '# 总则',
    '第一条 为规范道路货物运输，制定本办法。',
    '新加的一段，说明适用范围。',
    '本办法自2027年1月1日起施行。',
  ].join('\n\n');

  it('keeps unchanged paragraphs, compares an edited one by character, and lists the new and the gone', () => {
    expect(diffText(before, after)).toEqual([
      { kind: 'same', parts: [{ kind: 'same', text: '# 总则' }] },
      {
        kind: 'changed',
        parts: [
          { kind: 'same', text: '第一条 为规范道路货' },
          { kind: 'added', text: '物' },
          { kind: 'same', text: '运' },
          { kind: 'added', text: '输' },
          { kind: 'same', text: '，制定本办法。' },
        ],
      },
      { kind: 'added', parts: [{ kind: 'added', text: '新加的一段，说明适用范围。' }] },
      { kind: 'same', parts: [{ kind: 'same', text: '本办法自2027年1月1日起施行。' }] },
      { kind: 'removed', parts: [{ kind: 'removed', text: '旧的一段' }] },
    ]);
  });

  it('a paragraph rewritten from scratch is removed and added, not a jumble of characters', () => {
    expect(diffText('运费按吨计算。', '请联系客服询问。')).toEqual([
      { kind: 'removed', parts: [{ kind: 'removed', text: '运费按吨计算。' }] },
      { kind: 'added', parts: [{ kind: 'added', text: '请联系客服询问。' }] },
    ]);
  });

  it('reads paragraphs as structured text does: blank lines (spaces allowed) separate, line breaks inside stay', () => {
    expect(paragraphsOf('一\r\n二\n \n\n三\n\u3000\n四')).toEqual(['一\n二', '三', '四']);
    expect(diffText('', '')).toEqual([]);
    expect(diffText('同一段', '同一段')).toEqual([
      { kind: 'same', parts: [{ kind: 'same', text: '同一段' }] },
    ]);
  });
});
