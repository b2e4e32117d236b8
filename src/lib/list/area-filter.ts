/**
 * The place filters of a list (`kind: 'area'` fields, list-definition.ts) in its empty state and
 * against the regions: a place in words, and the codes that name no place. Only a list with such a
 * field loads this module; the picker's own logic comes with the regions (area-index.ts).
 */
import type { AreaFilterField, FilterField } from './list-definition.ts';

type Filters = Readonly<Record<string, string>>;
/** What the regions know of a prefix (area-index.ts `name`): its name, null for none. */
type NameOf = (prefix: string) => string | null;

const areaFields = (fields: readonly FilterField[]) =>
  fields.filter((field): field is AreaFilterField => field.kind === 'area');

/**
 * The filters as the empty state words them (filter-summary.ts): a place by its name once the
 * regions are there (its code until then), and an old link's text under the same label.
 */
export function areaWords(fields: readonly FilterField[], filters: Filters, nameOf?: NameOf): Filters {
  const words: Record<string, string> = { ...filters };
  for (const field of areaFields(fields)) {
    const code = filters[field.name];
    const text = field.text && filters[field.text];
    if (code) words[field.name] = nameOf?.(code) ?? code;
    else if (text) words[field.name] = text;
  }
  return words;
}

/** The filters without a code that names no place (`99`, `3199`); the same object when all are known. */
export function knownAreas(fields: readonly FilterField[], filters: Filters, nameOf: NameOf): Filters {
  const unknown = areaFields(fields).filter(({ name }) => filters[name] && nameOf(filters[name]) === null);
  if (unknown.length === 0) return filters;
  const known = { ...filters };
  for (const { name } of unknown) delete known[name];
  return known;
}
