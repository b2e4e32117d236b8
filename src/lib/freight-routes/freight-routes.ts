/** 物流专线: the routes list (search by origin and destination) and a route's details fields. */
import * as api from './api.ts';
import type { RouteDetail, RouteItem } from '../shared/contract.ts';
import { destinationFilter, originFilter } from '../list/filter-fields.ts';
import { formatMoney, formatNumber, formatUnitPrice } from '../shared/format.ts';
import {
  detailsHref,
  listSpec,
  type Column,
  type DetailsDefinition,
  filterFields,
  type ListDefinition,
} from '../list/list-definition.ts';
import { routeQuery } from '../shared/list-queries.ts';
import { ENTERPRISE_DETAILS_PATH, ROUTE_DETAILS_PATH, ROUTE_LIST_PATH } from '../shared/routes.ts';

/** `苏州 → 西安` */
export const routeName = (route: RouteItem): string => `${route.origin} → ${route.destination}`;
export const heavyRate = (route: RouteItem): string => formatUnitPrice(route.heavyPrice, '公斤');
export const lightRate = (route: RouteItem): string => formatUnitPrice(route.lightPrice, '方');
export const minimumCharge = (route: RouteItem): string => formatMoney(route.minimumCharge);
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
  { key: 'minimumCharge', title: '最低收费', value: minimumCharge, width: 'w-28', align: 'right' },
  { key: 'transit', title: '时效', value: transitTime, width: 'w-24', align: 'right' },
  { key: 'departures', title: '发车班次', value: (route) => route.departures, width: 'w-36' },
];

const fields = filterFields(routeQuery, [originFilter, destinationFilter]);

export const routeList: ListDefinition<RouteItem> = {
  path: ROUTE_LIST_PATH,
  endpoint: api.listRoutes,
  caption: '物流专线列表',
  columns: routeColumns,
  fields,
  spec: listSpec(fields),
};

export const routeDetails: DetailsDefinition<RouteDetail> = {
  path: ROUTE_DETAILS_PATH,
  endpoint: api.getRoute,
  listPath: ROUTE_LIST_PATH,
  notFoundText: '该专线不存在或已停运',
  fields: [
    { label: '承运企业', value: (route) => route.enterpriseName, href: enterpriseHref, wide: true },
    { label: '重货价', value: heavyRate },
    { label: '轻货价', value: lightRate },
    { label: '最低收费', value: minimumCharge },
    { label: '运输时效', value: transitTime },
    { label: '发车班次', value: (route) => route.departures },
    { label: '车型', value: (route) => route.vehicleType },
    { label: '联系人', value: (route) => route.contactName },
    { label: '网点地址', value: (route) => route.address, wide: true },
  ],
};
