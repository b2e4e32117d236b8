/** 物流专线: the routes list (search by origin and destination) and a route's details fields. */
import type { RouteDetail, RouteItem } from './contract.ts';
import { formatNumber } from './format.ts';
import {
  detailsHref,
  listSpec,
  type Column,
  type DetailsDefinition,
  type FilterField,
  type ListDefinition,
} from './list-definition.ts';

export const ROUTE_LIST_PATH = '/basic/logisticsPage';
export const ROUTE_DETAILS_PATH = '/basic/portal/routeDetails';
/**
 * A carrier's profile, which every route links to. Its description (enterprises.ts) imports this,
 * not the other way round, so that route pages do not load the profile's fields.
 */
export const ENTERPRISE_DETAILS_PATH = '/basic/portal/detailsEnterprise';

/** `苏州 → 西安` */
export const routeName = (route: RouteItem): string => `${route.origin} → ${route.destination}`;
export const heavyRate = (route: RouteItem): string => formatNumber(route.heavyPrice, '元/公斤');
export const lightRate = (route: RouteItem): string => formatNumber(route.lightPrice, '元/方');
export const minimumCharge = (route: RouteItem): string => formatNumber(route.minimumCharge, '元');
export const transitTime = (route: RouteItem): string => formatNumber(route.transitHours, '小时');
const enterpriseHref = (route: RouteItem) => detailsHref(ENTERPRISE_DETAILS_PATH, route.enterpriseId);

export const routeColumns: readonly Column<RouteItem>[] = [
  {
    key: 'route',
    title: '线路',
    value: routeName,
    href: (route) => detailsHref(ROUTE_DETAILS_PATH, route.id),
  },
  { key: 'enterprise', title: '承运企业', value: (route) => route.enterpriseName, href: enterpriseHref },
  { key: 'heavyPrice', title: '重货价', value: heavyRate, width: 'w-32', align: 'right' },
  { key: 'lightPrice', title: '轻货价', value: lightRate, width: 'w-28', align: 'right' },
  { key: 'minimumCharge', title: '最低收费', value: minimumCharge, width: 'w-24', align: 'right' },
  { key: 'transit', title: '时效', value: transitTime, width: 'w-24', align: 'right' },
  { key: 'departures', title: '发车班次', value: (route) => route.departures, width: 'w-36' },
];

const fields: FilterField[] = [
  { kind: 'text', name: 'origin', label: '始发地', placeholder: '如：上海' },
  { kind: 'text', name: 'destination', label: '目的地', placeholder: '如：成都' },
];

export const routeList: ListDefinition<RouteItem> = {
  path: ROUTE_LIST_PATH,
  endpoint: '/routes',
  caption: '物流专线列表',
  columns: routeColumns,
  fields,
  spec: listSpec(fields),
};

export const routeDetails: DetailsDefinition<RouteDetail> = {
  path: ROUTE_DETAILS_PATH,
  endpoint: (id) => `/routes/${id}`,
  listPath: ROUTE_LIST_PATH,
  notFoundText: '该专线不存在或已停运',
  fields: [
    { label: '承运企业', value: (route) => route.enterpriseName, href: enterpriseHref, wide: true },
    { label: '重货价格', value: heavyRate },
    { label: '轻货价格', value: lightRate },
    { label: '最低收费', value: minimumCharge },
    { label: '运输时效', value: transitTime },
    { label: '发车班次', value: (route) => route.departures },
    { label: '车型', value: (route) => route.vehicleType },
    { label: '联系人', value: (route) => route.contactName },
    { label: '网点地址', value: (route) => route.address, wide: true },
    { label: '备注', value: (route) => route.remarks || '-', wide: true },
  ],
};
