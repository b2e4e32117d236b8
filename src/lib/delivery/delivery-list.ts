/**
 * 我的发货单: the user's shipments as a list of the list building block (newest first, no filters),
 * each saying whether carriers can see it (货源: 已发布, or 未发布 for a confirmed one that is not).
 */
import * as api from '../request/api.ts';
import type { DeliverySummary } from '../shared/contract.ts';
import { DELIVERY_STATUS_LABELS } from '../shared/delivery-labels.ts';
import { formatDate, formatDateTime } from '../shared/format.ts';
import { detailsHref, listSpec, type Column, type ListDefinition } from '../list/list-definition.ts';
import { placeText, type RegionNames } from '../shared/regions.ts';
import { shortPlace } from '../shared/short-place.ts';
import { DELIVERY_DETAILS_PATH, MY_DELIVERIES_PATH } from '../shared/routes.ts';

/** Whether carriers can see the shipment in 物流信息: only a confirmed one can be published. */
export function publicText(delivery: Pick<DeliverySummary, 'status' | 'offerId'>): string {
  if (delivery.status !== 'confirmed') return '-';
  return delivery.offerId === null ? '未发布' : '已发布';
}

/** `shortPlace` of a district's names (a shipment's places). */
export const shortPlaceOf = (names: RegionNames): string => shortPlace(placeText(names));

const columns: Column<DeliverySummary>[] = [
  {
    key: 'orderNo',
    title: '订单号',
    value: (delivery) => delivery.orderNo,
    href: (delivery) => detailsHref(DELIVERY_DETAILS_PATH, delivery.id),
    width: 'w-44',
  },
  { key: 'origin', title: '出发地', value: (delivery) => shortPlaceOf(delivery.origin) },
  { key: 'destination', title: '目的地', value: (delivery) => shortPlaceOf(delivery.destination) },
  { key: 'cargoName', title: '货物', value: (delivery) => delivery.cargoName, width: 'w-32' },
  {
    key: 'loadingDate',
    title: '装货日期',
    value: (delivery) => formatDate(delivery.loadingDate),
    width: 'w-28',
  },
  {
    key: 'status',
    title: '状态',
    value: (delivery) => DELIVERY_STATUS_LABELS[delivery.status],
    width: 'w-20',
  },
  {
    key: 'offer',
    title: '货源',
    value: (delivery) => publicText(delivery),
    width: 'w-28',
  },
  {
    key: 'createdAt',
    title: '创建时间',
    value: (delivery) => formatDateTime(delivery.createdAt),
    width: 'w-40',
  },
];

export const deliveryList: ListDefinition<DeliverySummary> = {
  path: MY_DELIVERIES_PATH,
  endpoint: api.listDeliveries,
  caption: '我的发货单',
  columns,
  fields: [],
  spec: listSpec([]),
};
