import { describe, expect, it } from 'vitest';
import type { DeliverySummary } from '../../../src/lib/shared/contract.ts';
import { deliveryList } from '../../../src/lib/delivery/delivery-list.ts';
import { listParams } from '../../../src/lib/list/list-definition.ts';

const row: DeliverySummary = {
  id: 7,
  orderNo: 'FH20261123000007',
  status: 'confirmed',
  origin: { code: '110105', province: '北京市', city: '北京市', district: '朝阳区' },
  destination: { code: '320508', province: '江苏省', city: '苏州市', district: '姑苏区' },
  cargoName: '钢材',
  loadingDate: '2026-11-25',
  createdAt: '2026-11-23T02:05:00.000Z',
  offerId: null,
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
      offer: '未发布',
      createdAt: '2026/11/23 10:05',
    });
    expect(deliveryList.columns[0]?.href?.(row)).toBe('/basic/portal/details?id=7');
  });

  it.each([
    ['draft', null, '-'],
    ['confirmed', null, '未发布'],
    ['confirmed', 31, '已发布'],
    ['cancelled', null, '-'],
  ] as const)('says whether a %s shipment (offer %s) is public: %s', (status, offerId, text) => {
    const offer = deliveryList.columns.find((column) => column.key === 'offer');
    expect(offer?.title).toBe('货源');
    expect(offer?.value({ ...row, status, offerId })).toBe(text);
  });

  it('is a page of its own, 我的发货单, whose URL keeps the page', () => {
    expect(deliveryList.path).toBe('/basic/portal/myDeliveries');
  });

  it('asks GET /deliveries for the page only', () => {
    expect(deliveryList.endpoint.path).toBe('/deliveries');
    expect(listParams(deliveryList, { page: 2, pageSize: 20, tab: '', filters: {} })).toEqual({
      page: 2,
      pageSize: 20,
    });
  });
});
