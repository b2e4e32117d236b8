/** 内容台: the desk's list of each kind (one tab per kind), its columns and filters. */
import { DESK_KINDS, DESK_STATES, type DeskItemSummary } from '../shared/contract.ts';
import { deskFormHref, deskKindLabels, deskPersonText, deskStateLabels, deskStateText } from './desk.ts';
import { listDeskItems } from './api.ts';
import { formatDateTime } from '../shared/format.ts';
import { filterFields, listSpec, type Column, type ListDefinition } from '../list/list-definition.ts';
import { apiParams } from '../shared/list-query.ts';
import { deskQuery } from '../shared/list-queries.ts';
import { EDITOR_PATH } from '../shared/routes.ts';

const columns: Column<DeskItemSummary>[] = [
  { key: 'title', title: '标题', value: (row) => row.title, href: (row) => deskFormHref(row.kind, row.id) },
  { key: 'state', title: '状态', value: deskStateText, width: 'w-44' },
  { key: 'revision', title: '版本', value: (row) => `第 ${row.revision} 版`, width: 'w-20' },
  { key: 'updatedAt', title: '最后修改', value: (row) => formatDateTime(row.updatedAt), width: 'w-40' },
  { key: 'updatedBy', title: '修改人', value: (row) => deskPersonText(row.updatedBy), width: 'w-44' },
];

const fields = filterFields(deskQuery, [
  { kind: 'text', name: 'keyword', label: '标题', placeholder: '标题中的文字' },
  {
    kind: 'select',
    name: 'state',
    label: '状态',
    options: DESK_STATES.map((state) => ({ value: state, label: deskStateLabels[state] })),
  },
]);

export const deskTabs = DESK_KINDS.map((kind) => ({ key: kind, label: deskKindLabels[kind] }));

export const deskList: ListDefinition<DeskItemSummary> = {
  path: EDITOR_PATH,
  endpoint: listDeskItems,
  caption: '内容列表',
  columns,
  fields,
  spec: listSpec(fields, { tabs: DESK_KINDS }),
  params: (query) => ({ ...apiParams(query), kind: query.tab }),
};
