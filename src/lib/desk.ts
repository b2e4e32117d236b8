/**
 * The content desk's words and addresses, shared by its pages: kinds and states in Chinese, the
 * addresses of an item's form and preview, and reading them back. No list machinery, so the form and
 * preview pages stay light.
 */
import { DESK_KINDS, type DeskItemSummary, type DeskKind, type DeskState } from './contract.ts';
import { personLabel } from './person.ts';
import { EDITOR_FORM_PATH, EDITOR_PREVIEW_PATH } from './routes.ts';

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
