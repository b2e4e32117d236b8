/**
 * The content desk's words and addresses, shared by its pages: kinds and states in Chinese, the
 * addresses of an item's form and preview, and reading them back. No list machinery, so the form and
 * preview pages stay light.
 */
import { DESK_KINDS, type DeskItemSummary, type DeskKind, type DeskState } from '../shared/contract.ts';
import { parsePositiveId } from '../shared/ids.ts';
import { personLabel } from '../shared/person.ts';
import { EDITOR_FORM_PATH, EDITOR_PREVIEW_PATH } from '../shared/routes.ts';

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
  const text = query.get('id');
  if (text === null) return { kind, id: null };
  const id = parsePositiveId(text);
  return id === null ? null : { kind, id };
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

type DeskConfirmTarget = Pick<DeskItemSummary, 'kind' | 'title' | 'revision' | 'publishedRevision'>;

/**
 * What 发布 and 撤下 ask before they act: what visitors will see afterwards, and whether it can be
 * undone (ConfirmDialog's title, question and confirming button).
 */
export function deskConfirmWording(
  item: DeskConfirmTarget,
  action: 'publish' | 'withdraw',
): { title: string; question: string; confirmText: string } {
  const kind = deskKindLabels[item.kind];
  if (action === 'withdraw')
    return {
      title: `撤下「${item.title}」`,
      question: `撤下后，访客将打不开这条${kind}的页面，它也会从${kind}列表、首页和搜索中移除。内容仍保留在内容台，可以再次发布。`,
      confirmText: '确定撤下',
    };
  return {
    title: `发布「${item.title}」第 ${item.revision} 版`,
    question:
      item.publishedRevision === null
        ? `发布后，所有访客都能在${kind}列表和它的页面上看到第 ${item.revision} 版，网站在几秒内更新。`
        : `发布后，访客看到的将是第 ${item.revision} 版，不再是线上的第 ${item.publishedRevision} 版；${kind}列表和它的页面在几秒内更新。`,
    confirmText: '确定发布',
  };
}

/** What 恢复 asks: an older revision becomes the newest, as a new revision; the public pages wait. */
export const deskRestoreWording = (
  item: Pick<DeskItemSummary, 'revision' | 'publishedRevision'>,
  from: number,
): { title: string; question: string; confirmText: string } => ({
  title: `恢复第 ${from} 版`,
  question: `将以第 ${from} 版的内容保存为新的第 ${item.revision + 1} 版，现在的第 ${item.revision} 版保留在历史中。${
    item.publishedRevision === null ? '' : `访客看到的仍是第 ${item.publishedRevision} 版，直到再次发布。`
  }`,
  confirmText: '确定恢复',
});
