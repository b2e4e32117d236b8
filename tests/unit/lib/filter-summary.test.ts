import { describe, expect, it } from 'vitest';
import { describeFilters } from '../../../src/lib/list/filter-summary.ts';
import { logisticsList } from '../../../src/lib/offers/logistics-info.ts';
import { policyList } from '../../../src/lib/policies/policies.ts';

/** The empty state says what was searched: the list's filters in words, in the filter bar's order. */
describe('describeFilters', () => {
  it.each([
    [logisticsList.fields, {}, []],
    // A place as its code; the list words it by name once the regions are there (area-filter.ts).
    [logisticsList.fields, { destinationCode: '5401', originCode: '31' }, ['出发地“31”', '目的地“5401”']],
    [logisticsList.fields, { vehicleType: '冷藏车', keyword: '水果' }, ['车型“冷藏车”', '关键词“水果”']],
    [policyList.fields, { level: 'province' }, ['级别“省”']],
    [policyList.fields, { from: '2026-01-01', to: '2026-03-31' }, ['发布日期 2026/01/01 至 2026/03/31']],
    [policyList.fields, { from: '2026-01-01' }, ['发布日期 2026/01/01 起']],
    [policyList.fields, { to: '2026-03-31', keyword: '冷链' }, ['关键词“冷链”', '发布日期 至 2026/03/31']],
    // A parameter the filter bar does not show (the community's circle) is not described here.
    [policyList.fields, { circleId: '3' }, []],
  ])('%#', (fields, filters, expected) => {
    expect(describeFilters(fields, filters)).toEqual(expected);
  });
});
