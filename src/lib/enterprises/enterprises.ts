/** 企业详情: the profile fields of an enterprise. Its routes and announcements: enterprise-lists.ts. */
import * as api from './api.ts';
import type { EnterpriseDetail } from '../shared/contract.ts';
import { formatAmount, formatDate } from '../shared/format.ts';
import type { DetailsDefinition } from '../list/list-definition.ts';
import { ENTERPRISE_DETAILS_PATH, ROUTE_LIST_PATH } from '../shared/routes.ts';

export const enterpriseDetails: DetailsDefinition<EnterpriseDetail> = {
  path: ENTERPRISE_DETAILS_PATH,
  endpoint: api.getEnterprise,
  // Enterprises are found through their routes (物流专线), the page above theirs.
  listPath: ROUTE_LIST_PATH,
  notFoundText: '该企业不存在或已注销',
  fields: [
    { label: '统一社会信用代码', value: (enterprise) => enterprise.creditCode },
    { label: '法定代表人', value: (enterprise) => enterprise.legalRepresentative },
    { label: '注册资本', value: (enterprise) => formatAmount(enterprise.registeredCapital, '万元') },
    { label: '成立日期', value: (enterprise) => formatDate(enterprise.foundedAt) },
    { label: '所在城市', value: (enterprise) => enterprise.city },
    { label: '物流专线', value: (enterprise) => `${enterprise.routeCount} 条` },
    { label: '联系人', value: (enterprise) => enterprise.contactName },
    { label: '地址', value: (enterprise) => enterprise.address, wide: true },
    { label: '经营范围', value: (enterprise) => enterprise.businessScope, wide: true },
  ],
};
