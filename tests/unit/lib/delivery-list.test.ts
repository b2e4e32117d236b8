import { describe, expect, it } from 'vitest';
import type { DeliverySummary } from '../../../src/lib/contract.ts';
import { deliveryList } from '../../../src/lib/delivery-list.ts';
import { listParams } from '../../../src/lib/list-definition.ts';

const row: DeliverySummary = {
  id: 7,
  orderNo: 'FH20261123000007',
  status: 'confirmed',
  origin: { code: '110105', province: '北京市', city: '北京市', district: '朝阳区' },
  destination: { code: '320508', province: '江苏省', city: '苏州市', district: '姑苏区' },
  cargoName: '钢材',
  loadingDate: '2026-11-25',
  createdAt: '2026-11-23T02:05:00.000Z',
};

describe('the list of my shipments', () => {
  it('shows a row as the shipper reads it, linking the order to its details', () => {
    const cells = Object.fromEntries(deliveryList.columns.map((column) => [column.key, column.value(row)]));
    expect(cells).toEqual({
      orderNo: 'FH20261123000007',
      // Places in the lists' one short form (regions.ts, shortPlace).
      origin: '北京',
      destination: '苏州',
      cargoName: '钢材',
      loadingDate: '2026/11/25',
      status: '已确认',
      createdAt: '2026/11/23 10:05',
    });
    expect(deliveryList.columns[0]?.href?.(row)).toBe('/basic/portal/details?id=7');
  });

  it('asks GET /deliveries for the page only', () => {
    expect(deliveryList.endpoint.path).toBe('/deliveries');
    expect(listParams(deliveryList, { page: 2, pageSize: 20, tab: '', filters: {} })).toEqual({
      page: 2,
      pageSize: 20,
    });
  });
});
