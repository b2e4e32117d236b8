import { describe, expect, it } from 'vitest';
import {
  apiParams,
  clampPage,
  defaultListQuery,
  lastPage,
  listParamName,
  pageSearchFor,
  parseListQuery,
  sameListQuery,
  writeListQuery,
  type ListQuery,
  type ListSpec,
} from '../../../src/lib/shared/list-query';

const policies: ListSpec = {
  pageSizes: [10, 20, 50],
  filters: {
    keyword: { kind: 'text', maxLength: 50 },
    level: { kind: 'choice', values: ['national', 'province', 'city'] },
    from: { kind: 'date' },
    to: { kind: 'date' },
  },
  dateRanges: [['from', 'to']],
};
const tabbed: ListSpec = {
  pageSizes: [10, 20],
  tabs: ['1', '2', '3'],
  filters: { origin: { kind: 'text', maxLength: 50 } },
};

const state = (change: Partial<ListQuery>): ListQuery => ({ ...defaultListQuery(policies), ...change });

describe('parseListQuery', () => {
  it.each<[string, ListSpec, string, ListQuery]>([
    ['nothing', policies, '', state({})],
    ['a plain page', policies, '?page=3', state({ page: 3 })],
    ['page=abc', policies, '?page=abc', state({})],
    ['page=0', policies, '?page=0', state({})],
    ['page=-2', policies, '?page=-2', state({})],
    ['page=2.5', policies, '?page=2.5', state({})],
    ['page=1e3', policies, '?page=1e3', state({})],
    ['a huge page, kept below the ceiling', policies, '?page=99999999999', state({ page: 100_000 })],
    ['page=99999 (clamped later, once the total is known)', policies, '?page=99999', state({ page: 99999 })],
    ['an offered page size', policies, '?pageSize=20', state({ pageSize: 20 })],
    ['pageSize=5000', policies, '?pageSize=5000', state({})],
    ['pageSize=0', policies, '?pageSize=0', state({})],
    ['pageSize=x', policies, '?pageSize=x', state({})],
    ['a known level', policies, '?level=city', state({ filters: { level: 'city' } })],
    ['an unknown level', policies, '?level=galaxy', state({})],
    [
      'a keyword, trimmed',
      policies,
      '?keyword=%20%E5%86%B7%E9%93%BE%20',
      state({ filters: { keyword: '冷链' } }),
    ],
    ['a blank keyword', policies, '?keyword=%20%20', state({})],
    [
      'a long keyword, cut to 50 characters',
      policies,
      `?keyword=${'物'.repeat(80)}`,
      state({ filters: { keyword: '物'.repeat(50) } }),
    ],
    ['an unknown filter', policies, '?colour=red', state({})],
    [
      'a date range',
      policies,
      '?from=2026-01-01&to=2026-06-30',
      state({ filters: { from: '2026-01-01', to: '2026-06-30' } }),
    ],
    [
      'a reversed date range, put in order',
      policies,
      '?from=2026-06-30&to=2026-01-01',
      state({ filters: { from: '2026-01-01', to: '2026-06-30' } }),
    ],
    ['a day that does not exist', policies, '?from=2026-02-30&to=2026-13-01', state({})],
    ['a date in another format', policies, '?from=2026/01/01', state({})],
    ['the default tab', tabbed, '', { page: 1, pageSize: 10, tab: '1', filters: {} }],
    ['a known tab', tabbed, '?tab=2', { page: 1, pageSize: 10, tab: '2', filters: {} }],
    [
      'an unknown tab',
      tabbed,
      '?tab=9&origin=%E4%B8%8A%E6%B5%B7',
      { page: 1, pageSize: 10, tab: '1', filters: { origin: '上海' } },
    ],
  ])('%s', (_case, spec, search, expected) => {
    expect(parseListQuery(spec, search)).toEqual(expected);
  });

  it('reads URLSearchParams as well as text', () => {
    expect(parseListQuery(policies, new URLSearchParams({ page: '2', level: 'national' }))).toEqual(
      state({ page: 2, filters: { level: 'national' } }),
    );
  });
});

describe('writeListQuery', () => {
  it.each<[string, ListSpec, ListQuery, string]>([
    ['the defaults', policies, state({}), ''],
    ['page and size', policies, state({ page: 4, pageSize: 20 }), '?page=4&pageSize=20'],
    [
      'filters in the order of the list, before the page',
      policies,
      state({ page: 2, filters: { to: '2026-02-01', keyword: '冷链' } }),
      '?keyword=%E5%86%B7%E9%93%BE&to=2026-02-01&page=2',
    ],
    ['no empty or unknown filters', policies, state({ filters: { keyword: '', level: 'galaxy' } }), ''],
    ['the default tab left out', tabbed, { page: 1, pageSize: 10, tab: '1', filters: {} }, ''],
    ['another tab', tabbed, { page: 1, pageSize: 10, tab: '3', filters: {} }, '?tab=3'],
  ])('%s', (_case, spec, query, expected) => {
    expect(writeListQuery(spec, query)).toBe(expected);
  });

  it.each([
    state({}),
    state({
      page: 7,
      pageSize: 50,
      filters: { keyword: '危险品 运输', level: 'province', from: '2025-12-31' },
    }),
    state({ filters: { keyword: '&page=9#x' } }),
  ])('reads back what it writes: %j', (query) => {
    expect(parseListQuery(policies, writeListQuery(policies, query))).toEqual(query);
  });
});

describe('pages', () => {
  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [120, 20, 6],
  ])('lastPage(%i, %i) = %i', (total, pageSize, expected) => {
    expect(lastPage(total, pageSize)).toBe(expected);
  });

  it.each([
    [99999, 120, 12],
    [12, 120, 12],
    [3, 120, 3],
    [5, 0, 1],
  ])('clampPage moves page %i of %i rows to %i', (page, total, expected) => {
    expect(clampPage(state({ page }), total).page).toBe(expected);
  });
});

describe('sameListQuery and apiParams', () => {
  it('compares every part', () => {
    expect(sameListQuery(state({ filters: { level: 'city' } }), state({ filters: { level: 'city' } }))).toBe(
      true,
    );
    expect(sameListQuery(state({}), state({ page: 2 }))).toBe(false);
    expect(sameListQuery(state({}), state({ filters: { level: 'city' } }))).toBe(false);
    expect(sameListQuery(state({ filters: { keyword: 'a' } }), state({ filters: { level: 'a' } }))).toBe(
      false,
    );
  });

  it('sends the filters with page and pageSize', () => {
    expect(apiParams(state({ page: 2, filters: { keyword: '冷链' } }))).toEqual({
      keyword: '冷链',
      page: 2,
      pageSize: 10,
    });
  });
});

describe("a list sharing its page's URL (prefix)", () => {
  const routes: ListSpec = {
    pageSizes: [10, 20],
    filters: { origin: { kind: 'text', maxLength: 50 } },
    prefix: 'routes',
  };
  const query = (change: Partial<ListQuery>): ListQuery => ({ ...defaultListQuery(routes), ...change });

  it.each([
    ['page', 'routesPage'],
    ['pageSize', 'routesPageSize'],
    ['origin', 'routesOrigin'],
  ])('%s is read and written as %s', (name, param) => {
    expect(listParamName(routes, name)).toBe(param);
    expect(listParamName(policies, name)).toBe(name);
  });

  it('reads only its own parameters', () => {
    expect(parseListQuery(routes, '?id=5&page=3&routesPage=2&routesPageSize=20&origin=上海')).toEqual(
      query({ page: 2, pageSize: 20 }),
    );
    expect(writeListQuery(routes, query({ page: 2, filters: { origin: '上海' } }))).toBe(
      `?routesOrigin=${encodeURIComponent('上海')}&routesPage=2`,
    );
  });

  it.each([
    ['?id=5', query({ page: 2 }), '?id=5&routesPage=2'],
    [
      '?id=5&routesPage=2&tab=announcements&announcementsPage=3',
      query({ page: 4 }),
      '?id=5&routesPage=4&tab=announcements&announcementsPage=3',
    ],
    ['?id=5&routesPage=2&routesPageSize=20', query({}), '?id=5'],
    ['?routesPage=abc', query({}), ''],
    [
      '?routesPage=2&id=5&routesPage=7',
      query({ page: 3, pageSize: 20 }),
      '?routesPage=3&id=5&routesPageSize=20',
    ],
  ])('in %s, showing the state gives %s', (current, shown, expected) => {
    expect(pageSearchFor(routes, current, shown)).toBe(expected);
  });

  it("a list page's URL is its own, whatever else was there", () => {
    expect(pageSearchFor(policies, '?id=5&utm=x&page=3', state({ page: 2 }))).toBe('?page=2');
  });
});
