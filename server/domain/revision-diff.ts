/**
 * Two revisions of a desk item compared field by field (docs/api.md, "Comparing revisions"): every
 * field of the kind in the form's order, whether it changed, and for a text field that did, its
 * paragraphs and characters (src/lib/shared/text-diff.ts).
 */
import type { DeskFieldDiff, DeskKind } from '../../src/lib/shared/contract.ts';
import { deskFieldRules } from '../../src/lib/shared/rules/desk.ts';
import { diffText } from '../../src/lib/shared/text-diff.ts';

type FieldValue = string | number | null;

const valueOf = (fields: Record<string, unknown>, name: string): FieldValue => {
  const value = fields[name];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
};

export function diffRevisionFields(
  kind: DeskKind,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): DeskFieldDiff[] {
  return Object.keys(deskFieldRules[kind]).map((name) => {
    const old = valueOf(before, name);
    const fresh = valueOf(after, name);
    const changed = old !== fresh;
    const texts = typeof old !== 'number' && typeof fresh !== 'number';
    return {
      name,
      before: old,
      after: fresh,
      changed,
      paragraphs: changed && texts ? diffText(old ?? '', fresh ?? '') : null,
    };
  });
}
