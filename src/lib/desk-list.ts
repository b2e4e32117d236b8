/** 内容台: the desk's list of each kind (one tab per kind), its columns and filters, the states' words. */
import * as api from './api.ts';
import { DESK_KINDS, DESK_STATES, type DeskItemSummary, type DeskKind, type DeskState } from './contract.ts';
import { formatDateTime } from './format.ts';
import { filterFields, listSpec, type Column, type ListDefinition } from './list-definition.ts';
import { apiParams } from './list-query.ts';
import { deskQuery } from './list-queries.ts';
import { personLabel } from './person.ts';
import { EDITOR_FORM_PATH, EDITOR_PATH, EDITOR_PREVIEW_PATH } from './routes.ts';

export const deskKindLabels: Readonly<Record<DeskKind, string>> = {
  policies: '政策法规',
  announcements: '企业公告',
  enterprises: '物流企业',
  routes: '物流专线',
};

export const deskStateLabels: Readonly<Record<DeskState, string>> = {
  draft: '草稿',
  published: '已发布',
  withdrawn: '已撤下',
};

export const isDeskKind = (value: string | null): value is DeskKind =>
  value !== null && (DESK_KINDS as readonly string[]).includes(value);

/** `/basic/editor/edit?kind=policies&id=12`; without an id, a new item of the kind. */
export const deskFormHref = (kind: DeskKind, id?: number): string =>
  `${EDITOR_FORM_PATH}?kind=${kind}${id === undefined ? '' : `&id=${id}`}`;

export const deskPreviewHref = (kind: DeskKind, id: number): string =>
  `${EDITOR_PREVIEW_PATH}?kind=${kind}&id=${id}`;

/** The kind and id a desk page's query names (`?kind=policies&id=12`); id null for a new item. */
export function readDeskTarget(search: string): { kind: DeskKind; id: number | null } | null {
  const query = new URLSearchParams(search);
  const kind = query.get('kind');
  if (!isDeskKind(kind)) return null;
  const id = query.get('id');
  if (id === null) return { kind, id: null };
  return /^[1-9]\d{0,9}$/.test(id) ? { kind, id: Number(id) } : null;
}

/** `已发布 · 有未发布的修改` when the newest revision is not the one the public pages show. */
export function deskStateText(
  item: Pick<DeskItemSummary, 'state' | 'revision' | 'publishedRevision'>,
): string {
  const pending = item.state === 'published' && item.publishedRevision !== item.revision;
  return pending ? `${deskStateLabels[item.state]} · 有未发布的修改` : deskStateLabels[item.state];
}

export const deskPersonText = (person: DeskItemSummary['updatedBy']): string =>
  person ? personLabel(person) : '系统导入';

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
  endpoint: api.listDeskItems,
  caption: '内容列表',
  columns,
  fields,
  spec: listSpec(fields, { tabs: DESK_KINDS }),
  params: (query) => ({ ...apiParams(query), kind: query.tab }),
};
