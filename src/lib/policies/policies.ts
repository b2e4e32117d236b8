/** 政策法规: the list's columns and filters and the details' fields. */
import * as api from '../request/api.ts';
import type { PolicyDetail, PolicyItem, PolicyLevel } from '../shared/contract.ts';
import { policyLevelLabels } from '../shared/policy-levels.ts';

export { policyLevelLabels };
import { keywordFilter } from '../list/filter-fields.ts';
import { policyLevelOptions } from '../shared/freight-choices.ts';
import { formatDate } from '../shared/format.ts';
import {
  detailsHref,
  listSpec,
  type Column,
  type DetailField,
  type DetailsDefinition,
  filterFields,
  type ListDefinition,
} from '../list/list-definition.ts';
import { policyQuery } from '../shared/list-queries.ts';
import { POLICY_DETAILS_PATH, POLICY_LIST_PATH } from '../shared/routes.ts';

const levelLabel = (level: PolicyLevel): string => policyLevelLabels[level] ?? level;

const columns: Column<PolicyItem>[] = [
  {
    key: 'title',
    title: '标题',
    value: (policy) => policy.title,
    href: (policy) => detailsHref(POLICY_DETAILS_PATH, policy.id),
  },
  { key: 'authority', title: '发布机关', value: (policy) => policy.authority, width: 'w-44' },
  { key: 'documentNo', title: '文号', value: (policy) => policy.documentNo || '-', width: 'w-44' },
  { key: 'publishedAt', title: '发布日期', value: (policy) => formatDate(policy.publishedAt), width: 'w-28' },
  { key: 'effectiveAt', title: '施行日期', value: (policy) => formatDate(policy.effectiveAt), width: 'w-28' },
  { key: 'level', title: '级别', value: (policy) => levelLabel(policy.level), width: 'w-16' },
];

const fields = filterFields(policyQuery, [
  keywordFilter,
  {
    kind: 'select',
    name: 'level',
    label: '级别',
    options: policyLevelOptions,
  },
  { kind: 'dateRange', label: '发布日期', from: 'from', to: 'to' },
]);

export const policyList: ListDefinition<PolicyItem> = {
  path: POLICY_LIST_PATH,
  endpoint: api.listPolicies,
  caption: '政策法规列表',
  columns,
  fields,
  spec: listSpec(fields),
};

export const policyDetails: DetailsDefinition<PolicyDetail> = {
  path: POLICY_DETAILS_PATH,
  endpoint: api.getPolicy,
  listPath: POLICY_LIST_PATH,
  notFoundText: '该政策不存在或已删除',
  fields: [
    { label: '发布机关', value: (policy) => policy.authority },
    { label: '文号', value: (policy) => policy.documentNo || '-' },
    { label: '级别', value: (policy) => levelLabel(policy.level) },
    { label: '适用地区', value: (policy) => policy.region || '全国' },
    { label: '发布日期', value: (policy) => formatDate(policy.publishedAt) },
    { label: '施行日期', value: (policy) => formatDate(policy.effectiveAt) },
  ] satisfies DetailField<PolicyDetail>[],
};
