/**
 * What changed between two versions of a text, as an editor compares two revisions (docs/api.md,
 * "Comparing revisions"): paragraph by paragraph (blank lines separate them, as in structured text),
 * then, inside a paragraph that was edited rather than replaced, character by character (Chinese has
 * no spaces between words, so a character is the unit a reader sees change). Both steps are Myers'
 * shortest edit script on the common middle after the shared start and end are set aside; an edit
 * larger than MAX_EDITS is shown as the whole old paragraph removed and the new one added.
 */

export type PartKind = 'same' | 'added' | 'removed';

/** A run of characters: in both versions, only in the new one, or only in the old one. */
export interface DiffPart {
  kind: PartKind;
  text: string;
}

/** A paragraph of the comparison: unchanged, new, gone, or edited (its parts say where). */
export interface ParagraphDiff {
  kind: PartKind | 'changed';
  parts: DiffPart[];
}

/** The longest edit script computed; larger edits read better as "replaced" anyway. */
const MAX_EDITS = 1000;
/** Below this share of unchanged characters an edited paragraph is shown as replaced. */
const MIN_SAME_SHARE = 0.3;

type Step = 'same' | 'added' | 'removed';

/**
 * The steps that turn `a` into `b` (Myers 1986, the greedy forward search keeping each round's
 * furthest points), or null when more than `maxEdits` are needed.
 */
function editScript<T>(a: readonly T[], b: readonly T[], maxEdits: number): Step[] | null {
  const n = a.length;
  const m = b.length;
  const offset = maxEdits + 1;
  const v = new Int32Array(2 * offset + 1);
  const rounds: Int32Array[] = [];
  for (let d = 0; d <= maxEdits; d += 1) {
    // Round d reads diagonals -d-1 … d+1 of the previous one; only those are kept.
    rounds.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!);
      let x = down ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      // In place: this round writes the diagonals of its parity and reads only the others.
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(rounds, n, m, d);
    }
  }
  return null;
}

/** The steps back from (n, m) through each round's furthest points (`rounds[d]`: before round d). */
function backtrack(rounds: readonly Int32Array[], n: number, m: number, d: number): Step[] {
  const steps: Step[] = [];
  let x = n;
  let y = m;
  for (let round = d; round > 0; round -= 1) {
    const kept = rounds[round]!;
    // `kept` starts at diagonal -round-1.
    const at = (diagonal: number) => kept[diagonal + round + 1]!;
    const k = x - y;
    const down = k === -round || (k !== round && at(k - 1) < at(k + 1));
    const previousK = down ? k + 1 : k - 1;
    const previousX = at(previousK);
    const previousY = previousX - previousK;
    while (x > previousX && y > previousY) {
      steps.push('same');
      x -= 1;
      y -= 1;
    }
    steps.push(down ? 'added' : 'removed');
    x = previousX;
    y = previousY;
  }
  while (x > 0 && y > 0) {
    steps.push('same');
    x -= 1;
    y -= 1;
  }
  return steps.reverse();
}

/** How many items `a` and `b` share at their start, and then at their end. */
function sharedEnds<T>(a: readonly T[], b: readonly T[]): [number, number] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end])
    end += 1;
  return [start, end];
}

/** The steps from `a` to `b`, shared ends included; null when the middle needs more than MAX_EDITS. */
function diffSequences<T>(a: readonly T[], b: readonly T[]): Step[] | null {
  const [start, end] = sharedEnds(a, b);
  const middle = editScript(a.slice(start, a.length - end), b.slice(start, b.length - end), MAX_EDITS);
  if (!middle) return null;
  return [...Array<Step>(start).fill('same'), ...middle, ...Array<Step>(end).fill('same')];
}

/** Consecutive characters of one kind joined into a part. */
function toParts(steps: readonly Step[], a: readonly string[], b: readonly string[]): DiffPart[] {
  const parts: DiffPart[] = [];
  let x = 0;
  let y = 0;
  for (const step of steps) {
    const char = step === 'added' ? b[y++]! : a[x++]!;
    if (step === 'same') y += 1;
    const last = parts.at(-1);
    if (last?.kind === step) last.text += char;
    else parts.push({ kind: step, text: char });
  }
  return parts;
}

/** The characters of an edited paragraph, or null when it was replaced rather than edited. */
export function diffCharacters(before: string, after: string): DiffPart[] | null {
  const a = [...before];
  const b = [...after];
  const steps = diffSequences(a, b);
  if (!steps) return null;
  const same = steps.filter((step) => step === 'same').length;
  if (same < MIN_SAME_SHARE * Math.max(a.length, b.length)) return null;
  return toParts(steps, a, b);
}

/** The paragraphs of a text: blank lines separate them; line breaks inside one are kept. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t\u3000]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '');
}

const whole = (kind: PartKind, text: string): ParagraphDiff => ({ kind, parts: [{ kind, text }] });

/**
 * The comparison of two texts, paragraph by paragraph: an old paragraph removed just where a new one
 * was added is an edit, compared character by character, unless too little of it stayed.
 */
export function diffText(before: string, after: string): ParagraphDiff[] {
  const a = paragraphsOf(before);
  const b = paragraphsOf(after);
  const steps = diffSequences(a, b) ?? [
    ...Array<Step>(a.length).fill('removed'),
    ...Array<Step>(b.length).fill('added'),
  ];
  const result: ParagraphDiff[] = [];
  let x = 0;
  let y = 0;
  for (let i = 0; i < steps.length;) {
    if (steps[i] === 'same') {
      result.push(whole('same', a[x++]!));
      y += 1;
      i += 1;
      continue;
    }
    // A run of removals and additions: the i-th removed paragraph against the i-th added one.
    const removed: string[] = [];
    const added: string[] = [];
    for (; i < steps.length && steps[i] !== 'same'; i += 1) {
      if (steps[i] === 'removed') removed.push(a[x++]!);
      else added.push(b[y++]!);
    }
    for (let j = 0; j < Math.max(removed.length, added.length); j += 1) {
      const old = removed[j];
      const fresh = added[j];
      const parts = old !== undefined && fresh !== undefined ? diffCharacters(old, fresh) : null;
      if (parts) result.push({ kind: 'changed', parts });
      else {
        if (old !== undefined) result.push(whole('removed', old));
        if (fresh !== undefined) result.push(whole('added', fresh));
      }
    }
  }
  return result;
}
