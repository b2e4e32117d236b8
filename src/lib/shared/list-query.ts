/**
 * List state in the URL: page, page size, tab and filters, read from and written to the query string
 * so that a list link can be shared and "back" from a details page returns to the same page.
 * Whatever the URL says, reading it never fails: nonsense is corrected to what the list offers.
 */
import { areaPrefix } from './area-codes.ts';
import { PAGE_MAX } from './contract.ts';
import { isCalendarDate } from './china-time.ts';
import { parsePositiveId } from './ids.ts';
import { lengthOf } from './rules/length.ts';

/** How one filter of a list is read from the URL. */
export type FilterRule =
  /** Free text, trimmed and cut to `maxLength` characters as the server counts them (its limit). */
  | { kind: 'text'; maxLength: number }
  /** One of `values`; anything else is dropped. */
  | { kind: 'choice'; values: readonly string[] }
  /** A calendar day `YYYY-MM-DD` that exists; anything else is dropped. */
  | { kind: 'date' }
  /** An item's id (`parsePositiveId`); anything else is dropped. */
  | { kind: 'id' }
  /** A GB/T 2260 code of any level (`31`, `3101`, `310115`; area-codes.ts); anything else is dropped. */
  | { kind: 'areaCode' };

/** What a list offers: its page sizes, its tabs and its filters (by query parameter name). */
export interface ListSpec {
  /** The page sizes the pagination offers; the first is the default unless `defaultPageSize`. */
  pageSizes: readonly number[];
  defaultPageSize?: number;
  /** Tab keys; the first is the default. Leave out for a list without tabs. */
  tabs?: readonly string[];
  filters: Readonly<Record<string, FilterRule>>;
  /** Pairs of date filters that form a range `[from, to]`; a reversed range is put in order. */
  dateRanges?: readonly (readonly [string, string])[];
  /**
   * For a list that shares its page's URL with others (an enterprise's routes and announcements):
   * its parameter names start with it (`routes` → `routesPage`, `routesPageSize`), and the page's
   * other parameters (`id`, the other list's) are kept. A list page has none: the URL is its own.
   */
  prefix?: string;
}

export interface ListQuery {
  page: number;
  pageSize: number;
  /** '' for a list without tabs. */
  tab: string;
  /** Only filters with a value; every value is a non-empty string. */
  filters: Readonly<Record<string, string>>;
}

export function defaultPageSize(spec: ListSpec): number {
  return spec.defaultPageSize ?? spec.pageSizes[0] ?? 10;
}

export function defaultListQuery(spec: ListSpec): ListQuery {
  return { page: 1, pageSize: defaultPageSize(spec), tab: spec.tabs?.[0] ?? '', filters: {} };
}

function readPage(raw: string | null): number {
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return 1;
  const page = Number(raw);
  return page < 1 ? 1 : Math.min(page, PAGE_MAX);
}

function readPageSize(spec: ListSpec, raw: string | null): number {
  const size = raw !== null && /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  return spec.pageSizes.includes(size) ? size : defaultPageSize(spec);
}

/** The value of one filter as the list accepts it, or undefined when it says nothing usable. */
export function readFilter(rule: FilterRule, raw: string | null): string | undefined {
  if (raw === null) return undefined;
  const text = raw.trim();
  if (text === '') return undefined;
  switch (rule.kind) {
    case 'text':
      return lengthOf(text) <= rule.maxLength ? text : Array.from(text).slice(0, rule.maxLength).join('');
    case 'id': {
      // Read as the server reads it: digits with space around them name no item.
      const id = parsePositiveId(raw);
      return id === null ? undefined : String(id);
    }
    case 'choice':
      return rule.values.includes(text) ? text : undefined;
    case 'date':
      return isCalendarDate(text) ? text : undefined;
    case 'areaCode':
      return areaPrefix(text) ?? undefined;
  }
}

/** Drops unknown and empty filters and puts reversed date ranges in order. */
export function cleanFilters(spec: ListSpec, values: Readonly<Record<string, string | null | undefined>>) {
  const filters: Record<string, string> = {};
  for (const [name, rule] of Object.entries(spec.filters)) {
    const value = readFilter(rule, values[name] ?? null);
    if (value !== undefined) filters[name] = value;
  }
  for (const [from, to] of spec.dateRanges ?? []) {
    const start = filters[from];
    const end = filters[to];
    if (start !== undefined && end !== undefined && start > end) {
      filters[from] = end;
      filters[to] = start;
    }
  }
  return filters;
}

/** The query parameter that holds `name` (`page`, a filter) for this list: `routesPage` with a prefix. */
export function listParamName(spec: ListSpec, name: string): string {
  return spec.prefix ? `${spec.prefix}${name.charAt(0).toUpperCase()}${name.slice(1)}` : name;
}

/** Reads the list state from a query string (`?page=2&keyword=冷链`) or its parameters. */
export function parseListQuery(spec: ListSpec, search: string | URLSearchParams): ListQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const read = (name: string) => params.get(listParamName(spec, name));
  const tab = read('tab');
  const tabs = spec.tabs ?? [];
  const values = Object.fromEntries(Object.keys(spec.filters).map((name) => [name, read(name)]));
  return {
    page: readPage(read('page')),
    pageSize: readPageSize(spec, read('pageSize')),
    tab: tab !== null && tabs.includes(tab) ? tab : (tabs[0] ?? ''),
    filters: cleanFilters(spec, values),
  };
}

/**
 * The query string for a list state (with its `?`, or '' when everything is the default). Defaults
 * are left out and the order is fixed, so equal states give equal links.
 */
export function writeListQuery(spec: ListSpec, query: ListQuery): string {
  const params = new URLSearchParams();
  const set = (name: string, value: string) => params.set(listParamName(spec, name), value);
  if (spec.tabs && query.tab !== spec.tabs[0] && spec.tabs.includes(query.tab)) set('tab', query.tab);
  for (const [name, value] of Object.entries(cleanFilters(spec, query.filters))) set(name, value);
  if (query.page > 1) set('page', String(query.page));
  if (query.pageSize !== defaultPageSize(spec)) set('pageSize', String(query.pageSize));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The page's query string once it shows `query`. A list page's URL is the list's alone; a list with
 * a prefix replaces its own parameters in `currentSearch` and keeps the others.
 */
export function pageSearchFor(spec: ListSpec, currentSearch: string, query: ListQuery): string {
  const own = writeListQuery(spec, query);
  if (!spec.prefix) return own;
  const names = new Set(
    ['tab', 'page', 'pageSize', ...Object.keys(spec.filters)].map((name) => listParamName(spec, name)),
  );
  const wanted = new URLSearchParams(own);
  // Its parameters stay where they were (a stable address); new ones go at the end.
  const params = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(currentSearch)) {
    if (!names.has(name)) params.append(name, value);
    else if (wanted.has(name) && !params.has(name)) params.append(name, wanted.get(name) ?? '');
  }
  for (const [name, value] of wanted) if (!params.has(name)) params.append(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The last page of a list of `total` items (1 for an empty list). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The same state with its page moved inside `[1, lastPage]` once the total is known. */
export function clampPage(query: ListQuery, total: number): ListQuery {
  const last = lastPage(total, query.pageSize);
  return query.page > last ? { ...query, page: last } : query;
}

export function sameListQuery(a: ListQuery, b: ListQuery): boolean {
  if (a.page !== b.page || a.pageSize !== b.pageSize || a.tab !== b.tab) return false;
  const keys = new Set([...Object.keys(a.filters), ...Object.keys(b.filters)]);
  for (const key of keys) if (a.filters[key] !== b.filters[key]) return false;
  return true;
}

/** The parameters an API list call takes: page, pageSize and the filters (the tab is the caller's). */
export function apiParams(query: ListQuery): Record<string, string | number> {
  return { ...query.filters, page: query.page, pageSize: query.pageSize };
}
