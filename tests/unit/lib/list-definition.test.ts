import { describe, expect, it } from 'vitest';
import type { PolicyDetail, PolicyItem } from '../../../src/lib/shared/contract';
import {
  columnsMinWidthRem,
  FLEXIBLE_COLUMN_REM,
  detailsHref,
  filterFields,
  listParams,
  listSpec,
  readItemId,
  type ListDefinition,
} from '../../../src/lib/list/list-definition';
import { listQueries } from '../../../src/lib/shared/list-queries';
import { defaultListQuery, parseListQuery, type FilterRule } from '../../../src/lib/shared/list-query';
import { logisticsList } from '../../../src/lib/offers/logistics-info';
import { policyDetails, policyList } from '../../../src/lib/policies/policies';
import { announcementList } from '../../../src/lib/announcements/announcements';
import { myPostList, myReplyList, postList } from '../../../src/lib/community/post-lists';
import { deliveryList } from '../../../src/lib/delivery/delivery-list';
import {
  enterpriseAnnouncementList,
  enterpriseRouteList,
} from '../../../src/lib/enterprises/enterprise-lists';
import { routeList } from '../../../src/lib/freight-routes/freight-routes';
import { loginRecordList } from '../../../src/lib/account/login-records';
import { columnsOfTab, logisticsTabs } from '../../../src/lib/offers/logistics-info';

describe('listSpec', () => {
  it('reads the URL rules from the filter fields', () => {
    const spec = listSpec(
      [
        { kind: 'text', name: 'keyword', label: '关键词', maxLength: 20 },
        { kind: 'select', name: 'level', label: '级别', options: [{ value: 'city', label: '市' }] },
        { kind: 'dateRange', label: '发布日期', from: 'from', to: 'to' },
      ],
      { tabs: ['1', '2'] },
    );
    expect(spec).toEqual({
      pageSizes: [10, 20, 50, 100],
      tabs: ['1', '2'],
      filters: {
        keyword: { kind: 'text', maxLength: 20 },
        level: { kind: 'choice', values: ['city'] },
        from: { kind: 'date' },
        to: { kind: 'date' },
      },
      dateRanges: [['from', 'to']],
    });
  });
});

describe('details links', () => {
  it.each([
    ['?id=12', 12],
    ['?id=12&from=list', 12],
    ['?id=%2012%20', null],
    ['?id=%0a12', null],
    ['', null],
    ['?id=', null],
    ['?id=0', null],
    ['?id=012', null],
    ['?id=-3', null],
    ['?id=1.5', null],
    ['?id=abc', null],
    ['?id=99999999999', null],
  ])('readItemId(%j) = %j', (search, id) => {
    expect(readItemId(search)).toBe(id);
  });

  it('writes the exact route path with the id in the query', () => {
    expect(detailsHref('/basic/portal/policyDetails', 12)).toBe('/basic/portal/policyDetails?id=12');
  });
});

const policy: PolicyDetail = {
  id: 7,
  title: '关于推进冷链物流发展的通知',
  authority: '交通运输部',
  documentNo: '',
  level: 'province',
  region: '',
  publishedAt: '2026-03-01T02:00:00.000Z',
  effectiveAt: '2026-04-01T02:00:00.000Z',
  summary: '',
  content: '第一段',
};

describe('the policy descriptions', () => {
  it('columns: title links to its details page, dates in China, level in words', () => {
    const row: PolicyItem = policy;
    expect(policyList.columns.map((column) => [column.title, column.value(row)])).toEqual([
      ['标题', '关于推进冷链物流发展的通知'],
      ['发布机关', '交通运输部'],
      ['文号', '-'],
      ['发布日期', '2026/03/01'],
      ['施行日期', '2026/04/01'],
      ['级别', '省'],
    ]);
    expect(policyList.columns[0]?.href?.(row)).toBe('/basic/portal/policyDetails?id=7');
  });

  it('filters: the level is one of the three, dates form a range', () => {
    expect(
      parseListQuery(policyList.spec, '?level=city&from=2026-05-01&to=2026-01-01&keyword=冷链').filters,
    ).toEqual({
      level: 'city',
      from: '2026-01-01',
      to: '2026-05-01',
      keyword: '冷链',
    });
    expect(listParams(policyList, defaultListQuery(policyList.spec))).toEqual({ page: 1, pageSize: 10 });
  });

  it('details fields', () => {
    expect(policyDetails.fields.map((field) => `${field.label}:${field.value(policy)}`)).toEqual([
      '发布机关:交通运输部',
      '文号:-',
      '级别:省',
      '适用地区:全国',
      '发布日期:2026/03/01',
      '施行日期:2026/04/01',
    ]);
    expect(policyDetails.endpoint.path(7)).toBe('/policies/7');
  });
});

describe('columnsMinWidthRem', () => {
  it.each<[string, { width?: string }[], number]>([
    ['no columns', [], 0],
    ['one flexible column', [{}], FLEXIBLE_COLUMN_REM],
    ['named widths in quarters of a rem', [{ width: 'w-32' }, { width: 'w-20' }], 13],
    ['a title and fixed columns', [{}, { width: 'w-40' }, { width: 'w-24' }], FLEXIBLE_COLUMN_REM + 16],
    ['a width among other classes', [{ width: 'shrink-0 w-28 text-right' }], 7],
    ['a fractional width', [{ width: 'w-2.5' }], 0.625],
    ['a class that is not a width counts as flexible', [{ width: 'max-w-40' }], FLEXIBLE_COLUMN_REM],
  ])('%s', (_, columns, rem) => {
    expect(columnsMinWidthRem(columns)).toBe(rem);
  });

  // 1366 px wide, less the sidebar and the page's padding: about 68rem of content.
  it.each<[string, readonly { width?: string }[]]>([
    ['policies', policyList.columns],
    ['announcements', announcementList.columns],
    ['routes', routeList.columns],
    ['posts', postList.columns],
    ['my posts', myPostList.columns],
    ['my replies', myReplyList.columns],
    ['shipments', deliveryList.columns],
    ['login records', loginRecordList.columns],
    ["an enterprise's routes", enterpriseRouteList(1).columns],
    ["an enterprise's announcements", enterpriseAnnouncementList(announcementList, 1).columns],
    ...logisticsTabs.map((tab): [string, readonly { width?: string }[]] => [
      tab.label,
      columnsOfTab(tab.key),
    ]),
  ])('the %s table fits a desktop content area without scrolling', (_, columns) => {
    expect(columnsMinWidthRem(columns)).toBeLessThanOrEqual(68);
  });
});

describe('the filter bars and the URL parser read the endpoints’ query shapes', () => {
  const lists = [
    policyList,
    logisticsList,
    announcementList,
    routeList,
    postList,
  ] as unknown as ListDefinition<unknown>[];

  it.each(lists.map((list) => [list.endpoint.path, list] as const))('%s', (endpoint, list) => {
    const shape: Readonly<Record<string, FilterRule>> = listQueries[endpoint as keyof typeof listQueries];
    for (const field of list.fields) {
      const names = field.kind === 'dateRange' ? [field.from, field.to] : [field.name];
      for (const name of names) expect(shape[name], `${endpoint} takes ${name}`).toBeDefined();
      if (field.kind === 'text') {
        expect(shape[field.name]).toEqual({ kind: 'text', maxLength: field.maxLength });
        expect(list.spec.filters[field.name]).toEqual(shape[field.name]);
      }
    }
  });

  it('refuses a text field the endpoint does not take as text', () => {
    expect(() =>
      filterFields(listQueries['/policies'], [{ kind: 'text', name: 'level', label: '级别' }]),
    ).toThrow(/level/);
  });

  it('cuts a long text in the URL as the server counts it', () => {
    const max = listQueries['/posts'].keyword.maxLength;
    const query = parseListQuery(postList.spec, `?keyword=${encodeURIComponent('😀'.repeat(max + 5))}`);
    expect(query.filters['keyword']).toBe('😀'.repeat(max));
  });
});
