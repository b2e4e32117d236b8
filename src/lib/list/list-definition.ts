/**
 * How a page describes a list or a details view: its columns, its filter fields, its details fields
 * and the API client's endpoint they come from (src/lib/request/api.ts). Pure data plus small functions, no
 * DOM, no framework: the same description renders the static HTML at build time and drives the
 * islands in the browser. How to build a list page: docs/decisions.md, "Lists and details pages".
 */
import { parsePositiveId } from '../shared/ids.ts';
import type { ListQueryShape } from '../shared/list-queries.ts';
import type { ItemEndpoint, PagedEndpoint } from '../request/api.ts';
import type { Paged } from '../shared/contract.ts';
import type { FilterRule, ListQuery, ListSpec } from '../shared/list-query.ts';
import { apiParams } from '../shared/list-query.ts';

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
  /** `maxLength` is the endpoint's (list-queries.ts): build the fields with `filterFields`. */
  | { kind: 'text'; name: string; label: string; placeholder?: string; maxLength: number }
  | { kind: 'select'; name: string; label: string; options: readonly FilterOption[] }
  /** Two day parameters (`YYYY-MM-DD`), e.g. published between `from` and `to`. */
  | { kind: 'dateRange'; label: string; from: string; to: string }
  /**
   * A place chosen as province, city or district; `name` holds its GB/T 2260 code (`31`, `3101`,
   * `310115`; area-codes.ts). `text` names the free-text parameter it replaced (`origin`): links that
   * carry it still filter, and choosing a place drops it. `listSpec` leaves both rules to the list
   * (logistics-info.ts `laneSpec`), which keeps them out of every other page's script.
   */
  | AreaFilterField;

export interface AreaFilterField {
  kind: 'area';
  name: string;
  label: string;
  text?: string;
}

export interface ListDefinition<T> {
  /** The list page's app path (`/basic/portal/PolicyTotality`). */
  path: string;
  /** The paged endpoint of the API client, e.g. `api.listPolicies`. */
  endpoint: PagedEndpoint<T>;
  /** Names the table for assistive technology (`<caption>`, visually hidden). */
  caption: string;
  columns: readonly Column<T>[];
  fields: readonly FilterField[];
  /**
   * What the URL may hold; build it with `listSpec(fields, …)`: `{ tabs: keys }` when the page shows
   * the list under tabs (`?tab=`), `{ prefix }` for a list inside another page's URL.
   */
  spec: ListSpec;
  /** The API parameters of a list state; default: filters, page and pageSize (`apiParams`). */
  params?: (query: ListQuery) => Record<string, string | number>;
  /**
   * The answer differs for a signed-in reader (their blocks leave users' offers or posts out), so the
   * page the publisher wrote is read again for them. A visitor reads the published page as it is:
   * the publisher rewrites it whenever what it shows changes, so reading it again would cost an API
   * request and tell nothing new.
   */
  personal?: true;
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
  /** The item endpoint of the API client, e.g. `api.getPolicy`. */
  endpoint: ItemEndpoint<T>;
  /** The list the details belong to: where the breadcrumb and the not-found result lead. */
  listPath: string;
  /** What to call a missing item: `该政策不存在或已删除`. */
  notFoundText: string;
  fields: readonly DetailField<T>[];
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** A filter field as a list describes it; `filterFields` adds what the endpoint's query says. */
export type FilterFieldDescription<Name extends string> =
  | { kind: 'text'; name: Name; label: string; placeholder?: string }
  | { kind: 'select'; name: Name; label: string; options: readonly FilterOption[] }
  | { kind: 'dateRange'; label: string; from: Name; to: Name }
  | { kind: 'area'; name: Name; label: string; text?: Name };

/**
 * The filter fields of a list on `endpoint`'s query shape (`listQueries['/policies']`): only
 * parameters the endpoint takes, each text as long as the endpoint allows.
 */
export function filterFields<S extends ListQueryShape>(
  shape: S,
  fields: readonly FilterFieldDescription<keyof S & string>[],
): FilterField[] {
  return fields.map((field) => {
    if (field.kind !== 'text') return field;
    const rule = shape[field.name];
    if (rule?.kind !== 'text')
      throw new Error(`${field.name} is not a text parameter of this list's endpoint`);
    return { ...field, maxLength: rule.maxLength };
  });
}

/** The URL rules of a list, from its filter fields (one description for both). */
export function listSpec(
  fields: readonly FilterField[],
  options: { tabs?: readonly string[]; pageSizes?: readonly number[]; prefix?: string } = {},
): ListSpec {
  const filters: Record<string, FilterRule> = {};
  const dateRanges: [string, string][] = [];
  for (const field of fields) {
    if (field.kind === 'text') filters[field.name] = { kind: 'text', maxLength: field.maxLength };
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

export function listParams<T>(list: ListDefinition<T>, query: ListQuery): Record<string, string | number> {
  return (list.params ?? apiParams)(query);
}

/**
 * The page of a list state, as the browser reads it. A failure rejects with the `RequestError` the
 * list shows beside 重试, so no toast doubles it (`hideMessage`); an ended login is still handled as
 * everywhere else.
 */
export function readListPage<T>(
  list: ListDefinition<T>,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<Paged<T>> {
  return list.endpoint(listParams(list, query), { hideMessage: true, ...(signal ? { signal } : {}) });
}

/** One item of a details view, as the browser reads it (failures as `readListPage`). */
export function readItem<T>(details: DetailsDefinition<T>, id: number, signal?: AbortSignal): Promise<T> {
  return details.endpoint(id, { hideMessage: true, ...(signal ? { signal } : {}) });
}

/** `/basic/portal/policyDetails?id=12`: the exact route path with the id in the query. */
export function detailsHref(path: string, id: number): string {
  return `${path}?id=${encodeURIComponent(String(id))}`;
}

/** The id in a details page's query (`?id=12`), or null for a missing or malformed one. */
export function readItemId(search: string): number | null {
  return parsePositiveId(new URLSearchParams(search).get('id'));
}
