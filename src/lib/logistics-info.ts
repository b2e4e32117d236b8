/**
 * 物流信息 (货源 / 车源 / 专线): the list's tabs, columns and filters and the details' fields.
 * Logistics information changes by the minute: the list's first page may come from the build, every
 * other page and every item is read at run time (no static details pages for this kind).
 */
import {
  VEHICLE_TYPES,
  type LogisticsInfoDetail,
  type LogisticsInfoItem,
  type LogisticsKind,
} from './contract.ts';
import { formatDate, formatDateTime, formatMoney, formatNumber } from './format.ts';
import {
  detailsHref,
  listSpec,
  type Column,
  type DetailField,
  type DetailsDefinition,
  type FilterField,
  type ListDefinition,
} from './list-definition.ts';
import { apiParams, type ListQuery } from './list-query.ts';

export const LOGISTICS_LIST_PATH = '/basic/portal/logisticsInformation';
export const LOGISTICS_DETAILS_PATH = '/basic/portal/logisticsInformationDetails';
export const ENTERPRISE_DETAILS_PATH = '/basic/portal/detailsEnterprise';

/**
 * The tabs, keyed like the common store's home tab key ('1' 货源, '2' 车源, '3' 专线), so the home page
 * and the list speak of a tab the same way (`?tab=2` is the list's 车源 tab).
 */
export const logisticsTabs = [
  { key: '1', kind: 'cargo', label: '货源' },
  { key: '2', kind: 'vehicle', label: '车源' },
  { key: '3', kind: 'line', label: '专线' },
] as const satisfies readonly { key: string; kind: LogisticsKind; label: string }[];

export type LogisticsTabKey = (typeof logisticsTabs)[number]['key'];
const TAB_KEYS = logisticsTabs.map((tab) => tab.key);

/** The kind a tab key lists; the first tab's for an unknown key. */
export function kindOfTab(tab: string): LogisticsKind {
  return (logisticsTabs.find((entry) => entry.key === tab) ?? logisticsTabs[0]).kind;
}

/** The tab key of a kind. */
export function tabOfKind(kind: LogisticsKind): LogisticsTabKey {
  return (logisticsTabs.find((entry) => entry.kind === kind) ?? logisticsTabs[0]).key;
}

export const kindLabels: Readonly<Record<LogisticsKind, string>> = {
  cargo: '货源',
  vehicle: '车源',
  line: '专线',
};

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

/** `上海 → 成都` */
export const routeText = (item: Pick<LogisticsInfoItem, 'origin' | 'destination'>): string =>
  `${item.origin} → ${item.destination}`;

const title: Column<LogisticsInfoItem> = {
  key: 'title',
  title: '标题',
  value: (item) => item.title,
  href: (item) => detailsHref(LOGISTICS_DETAILS_PATH, item.id),
};
const origin: Column<LogisticsInfoItem> = {
  key: 'origin',
  title: '出发地',
  value: (item) => item.origin,
  width: 'w-24',
};
const destination: Column<LogisticsInfoItem> = {
  key: 'destination',
  title: '目的地',
  value: (item) => item.destination,
  width: 'w-24',
};
const vehicle: Column<LogisticsInfoItem> = {
  key: 'vehicle',
  title: '车型',
  value: vehicleText,
  width: 'w-36',
};
const price: Column<LogisticsInfoItem> = {
  key: 'price',
  title: '运费',
  value: (item) => formatMoney(item.price),
  width: 'w-32',
  align: 'right',
};
const published: Column<LogisticsInfoItem> = {
  key: 'publishedAt',
  title: '发布时间',
  value: (item) => formatDateTime(item.publishedAt),
  width: 'w-40',
};

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
    { key: 'company', title: '车主', value: (item) => item.companyName || '-', width: 'w-40' },
    published,
  ],
  '3': [
    title,
    origin,
    destination,
    { key: 'company', title: '承运企业', value: (item) => item.companyName || '-', width: 'w-48' },
    vehicle,
    { ...price, title: '整车价' },
    published,
  ],
};

/** The columns of a tab (the first tab's for an unknown key). */
export function columnsOfTab(tab: string): readonly Column<LogisticsInfoItem>[] {
  return logisticsColumns[TAB_KEYS.includes(tab as LogisticsTabKey) ? (tab as LogisticsTabKey) : '1'];
}

export const logisticsFields: readonly FilterField[] = [
  { kind: 'text', name: 'origin', label: '出发地', placeholder: '如 上海', maxLength: 50 },
  { kind: 'text', name: 'destination', label: '目的地', placeholder: '如 成都', maxLength: 50 },
  {
    kind: 'select',
    name: 'vehicleType',
    label: '车型',
    options: VEHICLE_TYPES.map((type) => ({ value: type, label: type })),
  },
  { kind: 'text', name: 'keyword', label: '关键词', placeholder: '标题或描述' },
];

/** The API parameters of a list state: the filters, the page and the tab's kind. */
export function logisticsParams(query: ListQuery): Record<string, string | number> {
  return { ...apiParams(query), kind: kindOfTab(query.tab) };
}

export const logisticsList: ListDefinition<LogisticsInfoItem> = {
  path: LOGISTICS_LIST_PATH,
  endpoint: '/logistics-info',
  caption: '物流信息列表',
  columns: logisticsColumns['1'],
  fields: logisticsFields,
  spec: listSpec(logisticsFields, { tabs: TAB_KEYS }),
  params: logisticsParams,
};

/** The list link with these filters (the home page's quick search), defaults left out. */
export function logisticsSearchHref(filters: {
  origin?: string;
  destination?: string;
  tab?: string;
}): string {
  const params = new URLSearchParams();
  const tab = filters.tab && filters.tab !== '1' && TAB_KEYS.includes(filters.tab as LogisticsTabKey);
  if (tab) params.set('tab', filters.tab!);
  for (const name of ['origin', 'destination'] as const) {
    const value = [...(filters[name]?.trim() ?? '')].slice(0, 50).join('');
    if (value) params.set(name, value);
  }
  const text = params.toString();
  return `${LOGISTICS_LIST_PATH}${text ? `?${text}` : ''}`;
}

export const logisticsDetails: DetailsDefinition<LogisticsInfoDetail> = {
  path: LOGISTICS_DETAILS_PATH,
  endpoint: (id) => `/logistics-info/${id}`,
  listPath: LOGISTICS_LIST_PATH,
  notFoundText: '该物流信息不存在或已删除',
  fields: [
    { label: '类型', value: (item) => kindLabels[item.kind] ?? item.kind },
    { label: '出发地', value: (item) => item.origin },
    { label: '目的地', value: (item) => item.destination },
    { label: '货物名称', value: (item) => item.cargoName || '-' },
    { label: '重量 / 体积', value: loadText },
    { label: '车型', value: vehicleText },
    { label: '运费', value: (item) => formatMoney(item.price) },
    { label: '装货日期', value: (item) => formatDate(item.loadingDate) },
    { label: '发布时间', value: (item) => formatDateTime(item.publishedAt) },
    { label: '浏览次数', value: (item) => formatNumber(item.views) },
    {
      label: '发布单位',
      value: (item) => item.companyName || '-',
      // An individual owner or a shipper has no enterprise page: '' shows the name without a link.
      href: (item) =>
        item.enterpriseId === null ? '' : detailsHref(ENTERPRISE_DETAILS_PATH, item.enterpriseId),
    },
    { label: '联系人', value: (item) => item.contactName || '-' },
  ] satisfies DetailField<LogisticsInfoDetail>[],
};
