/**
 * 物流信息 (货源 / 车源 / 专线): each tab's columns and the filters (the tabs themselves and the list
 * links are in logistics-tabs.ts; the details' fields in logistics-details.ts, so that neither page
 * carries the other's).
 * Logistics information changes by the minute: the list's first page may come from the build, every
 * other page and every item is read at run time (no static details pages for this kind).
 */
import * as api from './api.ts';
import type { LogisticsInfoItem } from '../shared/contract.ts';
import { keywordFilter } from '../list/filter-fields.ts';
import { vehicleTypeOptions } from '../shared/freight-choices.ts';
import { formatDateTime, formatMoney, formatNumber } from '../shared/format.ts';
import {
  detailsHref,
  listSpec,
  type Column,
  filterFields,
  type FilterField,
  type ListDefinition,
} from '../list/list-definition.ts';
import { logisticsInfoQuery } from '../shared/list-queries.ts';
import { shortPlace } from '../shared/short-place.ts';
import { apiParams, type ListQuery, type ListSpec } from '../shared/list-query.ts';
import { LOGISTICS_DETAILS_PATH, LOGISTICS_LIST_PATH, USER_PROFILE_PATH } from '../shared/routes.ts';
import { LOGISTICS_TAB_KEYS, kindOfTab, offerState, type LogisticsTabKey } from './logistics-tabs.ts';

export {
  kindOfTab,
  logisticsTabHref,
  logisticsTabs,
  tabOfKind,
  type LogisticsTabKey,
} from './logistics-tabs.ts';

/** `9.6米 厢式货车`; the type alone when no length is given. */
export function vehicleText(item: Pick<LogisticsInfoItem, 'vehicleType' | 'vehicleLengthMeters'>): string {
  const length = item.vehicleLengthMeters;
  if (!item.vehicleType) return length === null ? '-' : `${formatNumber(length)}米`;
  return length === null ? item.vehicleType : `${formatNumber(length)}米 ${item.vehicleType}`;
}

/** `12.5 吨 / 40 方`, either part alone, or `-`. */
export function loadText(item: Pick<LogisticsInfoItem, 'weightTons' | 'volumeCubic'>): string {
  const parts = [
    item.weightTons === null ? null : formatNumber(item.weightTons, '吨'),
    item.volumeCubic === null ? null : formatNumber(item.volumeCubic, '方'),
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' / ') : '-';
}

type LogisticsColumn = Column<LogisticsInfoItem>;

const title: LogisticsColumn = {
  key: 'title',
  title: '标题',
  value: (item) => item.title,
  tag: offerState,
  href: (item) => detailsHref(LOGISTICS_DETAILS_PATH, item.id),
};
/** The lane's end as its shortest name (`上海`, `苏州`). */
const placeColumn = (key: 'origin' | 'destination', title: string): LogisticsColumn => ({
  key,
  title,
  value: (item) => shortPlace(item[key]),
  width: 'w-24',
});
const origin = placeColumn('origin', '出发地');
const destination = placeColumn('destination', '目的地');
const vehicle: LogisticsColumn = { key: 'vehicle', title: '车型', value: vehicleText, width: 'w-36' };
const price: LogisticsColumn = {
  key: 'price',
  title: '运费',
  value: (item) => formatMoney(item.price),
  width: 'w-32',
  align: 'right',
};
const published: LogisticsColumn = {
  key: 'publishedAt',
  title: '发布时间',
  value: (item) => formatDateTime(item.publishedAt),
  width: 'w-40',
};

/** Who published it (the offer's company words), linking to their profile (用户主页) while they have one. */
const publisher = (title: string, width: string): LogisticsColumn => ({
  key: 'company',
  title,
  value: (item) => item.companyName || '-',
  href: (item) =>
    item.publisherProfileId === null ? '' : detailsHref(USER_PROFILE_PATH, item.publisherProfileId),
  width,
});

/** The columns every kind shares, for a table of offers of several kinds (a user's profile). */
export const offerColumns = { title, origin, destination, vehicle, price, published } as const;

/** Each tab's columns: what a shipper, a driver or a line customer compares first. */
export const logisticsColumns: Readonly<Record<LogisticsTabKey, readonly Column<LogisticsInfoItem>[]>> = {
  '1': [
    title,
    origin,
    destination,
    { key: 'cargoName', title: '货物', value: (item) => item.cargoName || '-', width: 'w-28' },
    { key: 'load', title: '重量 / 体积', value: loadText, width: 'w-32' },
    { ...vehicle, title: '需求车型' },
    price,
    published,
  ],
  '2': [
    title,
    origin,
    destination,
    vehicle,
    { key: 'capacity', title: '载重 / 容积', value: loadText, width: 'w-32' },
    { ...price, title: '报价' },
    publisher('车主', 'w-40'),
    published,
  ],
  '3': [
    title,
    origin,
    destination,
    publisher('承运企业', 'w-48'),
    vehicle,
    { ...price, title: '整车价' },
    published,
  ],
};

/** The columns of a tab (the first tab's for an unknown key). */
export function columnsOfTab(tab: string): readonly Column<LogisticsInfoItem>[] {
  return logisticsColumns[LOGISTICS_TAB_KEYS.includes(tab) ? (tab as LogisticsTabKey) : '1'];
}

export const logisticsFields: readonly FilterField[] = filterFields(logisticsInfoQuery, [
  // The lane as places (the field kinds' own descriptions would put them in every list's script).
  { kind: 'area', name: 'originCode', label: '出发地', text: 'origin' },
  { kind: 'area', name: 'destinationCode', label: '目的地', text: 'destination' },
  {
    kind: 'select',
    name: 'vehicleType',
    label: '车型',
    options: vehicleTypeOptions,
  },
  keywordFilter,
  { kind: 'select', name: 'verifiedOnly', label: '认证', options: [{ value: '1', label: '只看认证' }] },
  {
    kind: 'select',
    name: 'sort',
    label: '排序',
    options: [
      { value: 'credit', label: '信用优先' },
      { value: 'kept', label: '常用优先' },
    ],
  },
]);

/** The API parameters of a list state: the filters, the page and the tab's kind. */
export function logisticsParams(query: ListQuery): Record<string, string | number> {
  return { ...apiParams(query), kind: kindOfTab(query.tab) };
}

/**
 * The lane's rules in the URL: the places' codes (`originCode=31&destinationCode=5101`, checked as
 * codes) and, for links from before the place picker, their text (`origin=上海`).
 */
function laneSpec(spec: ListSpec): ListSpec {
  const { originCode, destinationCode, origin, destination } = logisticsInfoQuery;
  return { ...spec, filters: { originCode, destinationCode, origin, destination, ...spec.filters } };
}

export const logisticsList: ListDefinition<LogisticsInfoItem> = {
  path: LOGISTICS_LIST_PATH,
  endpoint: api.listLogisticsInfo,
  caption: '物流信息列表',
  columns: logisticsColumns['1'],
  fields: logisticsFields,
  spec: laneSpec(listSpec(logisticsFields, { tabs: LOGISTICS_TAB_KEYS })),
  params: logisticsParams,
  personal: true,
};
