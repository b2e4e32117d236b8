/**
 * What a list was searched for, in words, for its empty state: `出发地“上海”`, `级别“省”`,
 * `发布日期 2026/01/01 至 2026/03/31`. Fields the list does not describe are left out.
 */
import { formatDate } from '../shared/format.ts';
import type { FilterField } from './list-definition.ts';

type Filters = Readonly<Record<string, string | undefined>>;

function describeField(field: FilterField, filters: Filters): string | null {
  if (field.kind === 'dateRange') {
    const from = filters[field.from];
    const to = filters[field.to];
    if (from && to) return `${field.label} ${formatDate(from)} 至 ${formatDate(to)}`;
    if (from) return `${field.label} ${formatDate(from)} 起`;
    if (to) return `${field.label} 至 ${formatDate(to)}`;
    return null;
  }
  const value = filters[field.name];
  if (!value) return null;
  const shown =
    field.kind === 'select'
      ? (field.options.find((option) => option.value === value)?.label ?? value)
      : value;
  return `${field.label}“${shown}”`;
}

/** One phrase per filter that is set, in the order of the filter bar. */
export function describeFilters(fields: readonly FilterField[], filters: Filters): string[] {
  return fields.map((field) => describeField(field, filters)).filter((text): text is string => text !== null);
}
