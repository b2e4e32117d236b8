/**
 * Two revisions compared, as the desk shows them (`GET /desk/:kind/:id/revisions/:a/diff/:b`): each
 * changed field under its form label; a text field by paragraph with the changed characters marked
 * and long runs of unchanged paragraphs folded; a date (as the portal writes one), a choice or a number
 * as its old and new value.
 */
import type { DeskFieldDiff, DeskKind, DeskRevisionDiff } from '../shared/contract.ts';
import { chinaDay } from '../shared/china-time.ts';
import { formatDate } from '../shared/format.ts';
import type { ParagraphDiff } from '../shared/text-diff.ts';
import { deskForms } from './desk-forms.ts';

/** Unchanged paragraphs shown around a change; more between two changes are folded into one line. */
const CONTEXT = 1;

export type ShownParagraph = ParagraphDiff | { kind: 'folded'; count: number };

export type ChangedField =
  | { name: string; label: string; shape: 'text'; paragraphs: ShownParagraph[] }
  | { name: string; label: string; shape: 'value'; before: string; after: string };

export interface RevisionComparison {
  changed: ChangedField[];
  /** The labels of the fields both revisions share. */
  unchanged: string[];
}

/** Unchanged paragraphs beyond CONTEXT of any change, folded into a count. */
export function foldUnchanged(paragraphs: readonly ParagraphDiff[]): ShownParagraph[] {
  const near = paragraphs.map((_, index) =>
    paragraphs
      .slice(Math.max(0, index - CONTEXT), index + CONTEXT + 1)
      .some((paragraph) => paragraph.kind !== 'same'),
  );
  const shown: ShownParagraph[] = [];
  paragraphs.forEach((paragraph, index) => {
    if (paragraph.kind !== 'same' || near[index]) {
      shown.push(paragraph);
      return;
    }
    const last = shown.at(-1);
    if (last?.kind === 'folded') last.count += 1;
    else shown.push({ kind: 'folded', count: 1 });
  });
  return shown;
}

function shownValue(kind: DeskKind, name: string, value: string | number | null): string {
  const spec = deskForms[kind].fields[name];
  if (value === null || value === '') return '（空）';
  if (spec?.kind === 'date' && typeof value === 'string') return formatDate(chinaDay(Date.parse(value)));
  const option = spec?.options?.find((choice) => choice.value === String(value));
  return option ? option.label : String(value);
}

function changedField(kind: DeskKind, field: DeskFieldDiff): ChangedField {
  const spec = deskForms[kind].fields[field.name];
  const label = spec?.label ?? field.name;
  const asText = field.paragraphs !== null && spec?.kind !== 'date' && !spec?.options;
  if (asText) return { name: field.name, label, shape: 'text', paragraphs: foldUnchanged(field.paragraphs!) };
  return {
    name: field.name,
    label,
    shape: 'value',
    before: shownValue(kind, field.name, field.before),
    after: shownValue(kind, field.name, field.after),
  };
}

export function compareRevisions(diff: DeskRevisionDiff): RevisionComparison {
  return {
    changed: diff.fields.filter((field) => field.changed).map((field) => changedField(diff.kind, field)),
    unchanged: diff.fields
      .filter((field) => !field.changed)
      .map((field) => deskForms[diff.kind].fields[field.name]?.label ?? field.name),
  };
}

/** The pair compared first: the published revision against the newest, else the one before it. */
export function firstPair(item: { revision: number; publishedRevision: number | null }): [number, number] {
  const { revision, publishedRevision } = item;
  if (publishedRevision !== null && publishedRevision !== revision) return [publishedRevision, revision];
  return [Math.max(1, revision - 1), revision];
}
