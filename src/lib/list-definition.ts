/**
 * How a page describes a list or a details view: its columns, its filter fields, its details fields
 * and the contract endpoint they come from. Pure data plus small functions, no DOM, no framework:
 * the same description renders the static HTML at build time and drives the islands in the browser.
 * How to build a list page: docs/decisions.md, "Lists and details pages".
 */
import type { FilterRule, ListQuery, ListSpec } from './list-query.ts';
import { apiParams } from './list-query.ts';

export interface Column<T> {
  /** Unique within the table (React key). */
  key: string;
  /** Header text. */
  title: string;
  /** The cell's text. */
  value: (row: T) => string;
  /** A short state shown as a tag before the text (`已过期`); '' for none. */
  tag?: (row: T) => string;
  /** When set, the cell is a link to this app path (no base path), e.g. `detailsHref(…)`. */
  href?: (row: T) => string;
  align?: 'left' | 'right';
  /** Tailwind width class for the column, e.g. `w-32`; the title column usually takes the rest. */
  width?: string;
}

/** Room (rem) kept for a column without a width of its own, such as a title. */
export const FLEXIBLE_COLUMN_REM = 10;

/**
 * The narrowest a table of these columns may be, in rem: the widths they name (`w-32` is 8rem) and
 * room for each of the others. Narrower, a fixed-layout table would squeeze its title column to
 * nothing; the table scrolls inside its frame instead.
 */
export function columnsMinWidthRem(columns: readonly { width?: string }[]): number {
  return columns.reduce((total, column) => {
    const named = column.width?.match(/(?:^|\s)w-(\d+(?:\.\d+)?)(?:\s|$)/);
    return total + (named ? Number(named[1]) / 4 : FLEXIBLE_COLUMN_REM);
  }, 0);
}

export interface FilterOption {
  value: string;
  label: string;
}

/** One field of a filter bar; `name` is the query parameter, in the page URL and in the API call. */
export type FilterField =
  | { kind: 'text'; name: string; label: string; placeholder?: string; maxLength?: number }
  | { kind: 'select'; name: string; label: string; options: readonly FilterOption[] }
  /** Two day parameters (`YYYY-MM-DD`), e.g. published between `from` and `to`. */
  | { kind: 'dateRange'; label: string; from: string; to: string };

/** One tab of a list (`?tab=key`); its own columns when the tabs show different things. */
export interface ListTab<T> {
  key: string;
  label: string;
  columns?: readonly Column<T>[];
}

export interface ListDefinition<T> {
  /** The list page's app path (`/basic/portal/PolicyTotality`). */
  path: string;
  /** The paged contract endpoint under `/logistics/api`, e.g. `/policies`. */
  endpoint: string;
  /** Names the table for assistive technology (`<caption>`, visually hidden). */
  caption: string;
  columns: readonly Column<T>[];
  fields: readonly FilterField[];
  /** What the URL may hold; build it with `listSpec(fields, …)` (with `{ tabs: keys }` for tabs). */
  spec: ListSpec;
  /** Tabs, in order; the first is the default. Mount such a list with `TabbedListView`. */
  tabs?: readonly ListTab<T>[];
  /** The API parameters of a list state; default: filters, page and pageSize (`apiParams`). */
  params?: (query: ListQuery) => Record<string, string | number>;
}

export interface DetailField<T> {
  label: string;
  value: (item: T) => string;
  href?: (item: T) => string;
  /** Takes the whole row (long text such as an address or a business scope). */
  wide?: boolean;
}

export interface DetailsDefinition<T> {
  /** The details page's app path (`/basic/portal/policyDetails`); items open at `?id=N`. */
  path: string;
  /** The contract endpoint of one item, e.g. `(id) => `/policies/${id}``. */
  endpoint: (id: number) => string;
  /** The list the details belong to: where the breadcrumb and the not-found result lead. */
  listPath: string;
  /** What to call a missing item: `该政策不存在或已删除`. */
  notFoundText: string;
  fields: readonly DetailField<T>[];
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** The URL rules of a list, from its filter fields (one description for both). */
export function listSpec(
  fields: readonly FilterField[],
  options: { tabs?: readonly string[]; pageSizes?: readonly number[]; prefix?: string } = {},
): ListSpec {
  const filters: Record<string, FilterRule> = {};
  const dateRanges: [string, string][] = [];
  for (const field of fields) {
    if (field.kind === 'text') filters[field.name] = { kind: 'text', maxLength: field.maxLength ?? 50 };
    if (field.kind === 'select')
      filters[field.name] = { kind: 'choice', values: field.options.map((option) => option.value) };
    if (field.kind === 'dateRange') {
      filters[field.from] = { kind: 'date' };
      filters[field.to] = { kind: 'date' };
      dateRanges.push([field.from, field.to]);
    }
  }
  return {
    pageSizes: options.pageSizes ?? PAGE_SIZES,
    filters,
    dateRanges,
    ...(options.tabs ? { tabs: options.tabs } : {}),
    ...(options.prefix ? { prefix: options.prefix } : {}),
  };
}

/** The columns a list shows on `tab`: the tab's own, else the list's. */
export function columnsOf<T>(list: ListDefinition<T>, tab: string): readonly Column<T>[] {
  return list.tabs?.find((candidate) => candidate.key === tab)?.columns ?? list.columns;
}

export function listParams<T>(list: ListDefinition<T>, query: ListQuery): Record<string, string | number> {
  return (list.params ?? apiParams)(query);
}

/** `/basic/portal/policyDetails?id=12`: the exact route path with the id in the query. */
export function detailsHref(path: string, id: number): string {
  return `${path}?id=${encodeURIComponent(String(id))}`;
}

/** The id in a details page's query (`?id=12`), or null for a missing or malformed one. */
export function readItemId(search: string): number | null {
  const raw = new URLSearchParams(search).get('id')?.trim() ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
