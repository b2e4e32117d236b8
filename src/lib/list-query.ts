/**
 * List state in the URL: page, page size, tab and filters, read from and written to the query string
 * so that a list link can be shared and "back" from a details page returns to the same page.
 * Whatever the URL says, reading it never fails: nonsense is corrected to what the list offers.
 */

/** How one filter of a list is read from the URL. */
export type FilterRule =
  /** Free text, trimmed and cut to `maxLength` (default 50, the server's limit). */
  | { kind: 'text'; maxLength?: number }
  /** One of `values`; anything else is dropped. */
  | { kind: 'choice'; values: readonly string[] }
  /** A calendar day `YYYY-MM-DD` that exists; anything else is dropped. */
  | { kind: 'date' };

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
}

export interface ListQuery {
  page: number;
  pageSize: number;
  /** '' for a list without tabs. */
  tab: string;
  /** Only filters with a value; every value is a non-empty string. */
  filters: Readonly<Record<string, string>>;
}

/** Far beyond any real list; stops `page=1e400` before the total is known. */
export const PAGE_CEILING = 100_000;
const TEXT_MAX_DEFAULT = 50;

export function defaultPageSize(spec: ListSpec): number {
  return spec.defaultPageSize ?? spec.pageSizes[0] ?? 10;
}

export function defaultListQuery(spec: ListSpec): ListQuery {
  return { page: 1, pageSize: defaultPageSize(spec), tab: spec.tabs?.[0] ?? '', filters: {} };
}

function readPage(raw: string | null): number {
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return 1;
  const page = Number(raw);
  return page < 1 ? 1 : Math.min(page, PAGE_CEILING);
}

function readPageSize(spec: ListSpec, raw: string | null): number {
  const size = raw !== null && /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  return spec.pageSizes.includes(size) ? size : defaultPageSize(spec);
}

function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The value of one filter as the list accepts it, or undefined when it says nothing usable. */
export function readFilter(rule: FilterRule, raw: string | null): string | undefined {
  if (raw === null) return undefined;
  const text = raw.trim();
  if (text === '') return undefined;
  switch (rule.kind) {
    case 'text':
      return [...text].slice(0, rule.maxLength ?? TEXT_MAX_DEFAULT).join('');
    case 'choice':
      return rule.values.includes(text) ? text : undefined;
    case 'date':
      return isCalendarDay(text) ? text : undefined;
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

/** Reads the list state from a query string (`?page=2&keyword=冷链`) or its parameters. */
export function parseListQuery(spec: ListSpec, search: string | URLSearchParams): ListQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const tab = params.get('tab');
  const tabs = spec.tabs ?? [];
  const values = Object.fromEntries(Object.keys(spec.filters).map((name) => [name, params.get(name)]));
  return {
    page: readPage(params.get('page')),
    pageSize: readPageSize(spec, params.get('pageSize')),
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
  if (spec.tabs && query.tab !== spec.tabs[0] && spec.tabs.includes(query.tab)) params.set('tab', query.tab);
  for (const [name, value] of Object.entries(cleanFilters(spec, query.filters))) params.set(name, value);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.pageSize !== defaultPageSize(spec)) params.set('pageSize', String(query.pageSize));
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
