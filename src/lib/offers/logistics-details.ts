/**
 * The fields of an offer's details page (物流信息详情), each kind its own, and the names of its
 * states; the list's columns and filters are in logistics-info.ts.
 */
import * as api from './api.ts';
import {
  OFFER_STATE_LABELS,
  type LogisticsInfoDetail,
  type LogisticsInfoItem,
  type LogisticsKind,
} from '../shared/contract.ts';
import { formatDate, formatDateTime, formatMoney } from '../shared/format.ts';
import { LOGISTICS_KIND_LABELS } from '../shared/kind-labels.ts';
import { detailsHref, type DetailField, type DetailsDefinition } from '../list/list-definition.ts';
import { loadText, vehicleText } from './logistics-info.ts';
import { offerState } from './logistics-tabs.ts';
import { ENTERPRISE_DETAILS_PATH, LOGISTICS_DETAILS_PATH, LOGISTICS_LIST_PATH } from '../shared/routes.ts';

type Field = DetailField<LogisticsInfoDetail>;

type DaysOf = Pick<LogisticsInfoItem, 'kind' | 'loadingDate'> & {
  availableFrom?: string | null;
  availableTo?: string | null;
};

/** An offer's day (`2026/12/01`) or a truck's span (`2026/12/01 至 2026/12/04`). */
export function offerDays(item: DaysOf): string {
  const first = formatDate(item.availableFrom ?? item.loadingDate);
  return item.availableTo ? `${first} 至 ${formatDate(item.availableTo)}` : first;
}

/** What an offer's days are called: a 货源 is loaded on a day, a 车源 can be loaded from one. */
export const DAYS_LABELS: Readonly<Record<LogisticsKind, string>> = {
  cargo: '装货日期',
  vehicle: '可装车日期',
  line: '',
};

/** `装货日期 2026/12/01`, `可装车日期 2026/12/01 至 2026/12/04`: for rows that hold both kinds; '' for a line. */
export const labelledDays = (item: DaysOf): string =>
  item.loadingDate === null ? '' : `${DAYS_LABELS[item.kind]} ${offerDays(item)}`;

/** The day or days of an offer, with 已过期 beside them once they have passed. */
const withExpiry = (item: LogisticsInfoDetail, days: string): string =>
  item.expired ? `${days}（${offerState(item)}）` : days;

// 出发地 and 目的地 open every kind's list, so that they share the first row of the two columns.
const lane: Field[] = [
  { label: '出发地', value: (item) => item.origin },
  { label: '目的地', value: (item) => item.destination },
];
const state: Field = { label: '状态', value: (item) => OFFER_STATE_LABELS[item.state] };
// No 浏览量: the page is a static file that visitors read without asking the API, so a count printed
// on it would stand still between two renders.
const published: Field[] = [{ label: '发布时间', value: (item) => formatDateTime(item.publishedAt) }];
const publisher = (label: string): Field => ({
  label,
  value: (item) => item.companyName || '-',
  // An individual owner or a shipper has no enterprise page: '' shows the name without a link.
  href: (item) => (item.enterpriseId === null ? '' : detailsHref(ENTERPRISE_DETAILS_PATH, item.enterpriseId)),
});
const contact: Field = { label: '联系人', value: (item) => item.contactName || '-' };

/**
 * Each kind's fields with its own words: a 货源 is goods to move (货物名称, 重量 / 体积, 需求车型,
 * 装货日期), a 车源 a truck to hire (车型, 车牌, 载重 / 容积, 可装车日期), a 专线 a line that runs on
 * (整车价, 承运企业). No kind shows another's empty fields.
 */
export const LOGISTICS_FIELDS: Readonly<Record<LogisticsKind, readonly Field[]>> = {
  cargo: [
    ...lane,
    { label: '货物名称', value: (item) => item.cargoName || '-' },
    { label: '重量 / 体积', value: loadText },
    { label: '需求车型', value: vehicleText },
    { label: '运费', value: (item) => formatMoney(item.price) },
    { label: DAYS_LABELS.cargo, value: (item) => withExpiry(item, offerDays(item)) },
    state,
    ...published,
    publisher('发布单位'),
    contact,
  ],
  vehicle: [
    ...lane,
    { label: '车型', value: vehicleText },
    { label: '车牌', value: (item) => item.plate || '-' },
    { label: '载重 / 容积', value: loadText },
    { label: '运价', value: (item) => formatMoney(item.price) },
    { label: DAYS_LABELS.vehicle, value: (item) => withExpiry(item, offerDays(item)) },
    state,
    ...published,
    publisher('车主'),
    contact,
  ],
  line: [
    ...lane,
    { label: '车型', value: vehicleText },
    { label: '整车价', value: (item) => formatMoney(item.price) },
    publisher('承运企业'),
    contact,
    ...published,
  ],
};

/** The fields of one item's kind (a 货源's for an unknown kind). */
export const logisticsFieldsOf = (kind: LogisticsKind): readonly Field[] =>
  LOGISTICS_FIELDS[kind] ?? LOGISTICS_FIELDS.cargo;

/**
 * The page's description for search engines and shared links: the kind, then the fields that say what
 * the offer is (`货源：上海市浦东新区 → 成都市武侯区，货物名称 钢卷，重量 / 体积 12 吨 / 20 方，…`).
 */
export function offerSummary(item: LogisticsInfoDetail): string {
  const [origin, destination, ...rest] = logisticsFieldsOf(item.kind);
  const what = rest
    .slice(0, 4)
    .map((field) => `${field.label} ${field.value(item)}`)
    .filter((text) => !text.endsWith(' -'));
  const lane = `${origin?.value(item) ?? ''} → ${destination?.value(item) ?? ''}`;
  return [`${LOGISTICS_KIND_LABELS[item.kind]}：${lane}`, ...what].join('，');
}

export const logisticsDetails: DetailsDefinition<LogisticsInfoDetail> = {
  path: LOGISTICS_DETAILS_PATH,
  endpoint: api.getLogisticsInfo,
  listPath: LOGISTICS_LIST_PATH,
  notFoundText: '该物流信息不存在或已删除',
  // The page shows its item's kind's fields (logisticsFieldsOf); these are a 货源's.
  fields: LOGISTICS_FIELDS.cargo,
};
