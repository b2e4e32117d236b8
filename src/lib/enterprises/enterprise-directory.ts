/** 企业名录: the enterprises list (name keyword, region, 已认证 only) and its columns. */
import * as api from './api.ts';
import type { EnterpriseItem } from '../shared/contract.ts';
import { keywordFilter } from '../list/filter-fields.ts';
import { formatNumber } from '../shared/format.ts';
import {
  detailsHref,
  filterFields,
  listSpec,
  type Column,
  type ListDefinition,
} from '../list/list-definition.ts';
import { enterpriseQuery } from '../shared/list-queries.ts';
import { ENTERPRISE_DETAILS_PATH, ENTERPRISE_LIST_PATH } from '../shared/routes.ts';

/** What 已认证 means wherever the directory says it. */
export const VERIFIED_LABEL = '已认证';

const fields = filterFields(enterpriseQuery, [
  { ...keywordFilter, placeholder: '企业名称或经营范围' },
  { kind: 'text', name: 'region', label: '所在地区', placeholder: '如 临沂、山东' },
  { kind: 'select', name: 'verified', label: '认证', options: [{ value: '1', label: VERIFIED_LABEL }] },
]);

/** Name (a link to the enterprise's page), city, scope, routes and 认证. */
const columns: Column<EnterpriseItem>[] = [
  {
    key: 'name',
    title: '企业名称',
    value: (enterprise) => enterprise.name,
    href: (enterprise) => detailsHref(ENTERPRISE_DETAILS_PATH, enterprise.id),
  },
  { key: 'city', title: '所在城市', value: (enterprise) => enterprise.city, width: 'w-28' },
  { key: 'scope', title: '经营范围', value: (enterprise) => enterprise.businessScope },
  {
    key: 'routes',
    title: '物流专线',
    value: (enterprise) => formatNumber(enterprise.routeCount, '条'),
    width: 'w-24',
  },
  {
    key: 'verified',
    title: '认证',
    value: (enterprise) => (enterprise.verified ? VERIFIED_LABEL : '未认证'),
    width: 'w-20',
  },
];

export const enterpriseList: ListDefinition<EnterpriseItem> = {
  path: ENTERPRISE_LIST_PATH,
  endpoint: api.listEnterprises,
  caption: '企业名录',
  columns,
  fields,
  spec: listSpec(fields),
};
