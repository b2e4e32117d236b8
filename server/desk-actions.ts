/**
 * What each desk action does to an item, in one transaction each: create, save a revision, restore
 * an old one, publish, withdraw. Each is recorded (who, when, what, from which state to which).
 * An edit or a publication names the newest revision the editor saw; over a newer one it is refused
 * with 10621 naming who saved that one and when (optimistic concurrency).
 */
import {
  ErrorCodes,
  type AnnouncementFields,
  type DeskFieldsOf,
  type DeskKind,
  type DeskSaveResult,
  type EnterpriseFields,
  type RouteFields,
} from '../src/lib/contract.ts';
import { formatDateTime } from '../src/lib/format.ts';
import { personLabel } from '../src/lib/person.ts';
import type { AuthUser } from './app-env.ts';
import { transaction, type Database } from './db.ts';
import { ApiError, invalid, notFound } from './errors.ts';
import {
  addRevision,
  findDeskItem,
  findRevision,
  insertDeskItem,
  recordAction,
  setDeskState,
  type DeskItemRow,
} from './queries/desk.ts';
import {
  creditCodeTaken,
  deskTitle,
  enterpriseReferences,
  nextItemId,
  publishedEnterpriseName,
  removePublished,
  writePublished,
} from './queries/desk-public.ts';
import { dropSubmission } from './queries/verifications.ts';

const stateRefused = (message: string) => new ApiError(ErrorCodes.deskStateRefused, message, 409);

function itemOf(db: Database, kind: DeskKind, id: number): DeskItemRow {
  const item = findDeskItem(db, kind, id);
  if (!item) throw notFound('内容');
  return item;
}

/** 10621 unless `seen` is the item's newest revision; the message names who saved the newer one. */
function assertNewest(db: Database, kind: DeskKind, item: DeskItemRow, seen: number): void {
  if (seen === item.revision) return;
  const newest = findRevision(db, kind, item.id, item.revision);
  const who = newest?.savedBy ? personLabel(newest.savedBy) : '系统导入';
  const when = newest ? formatDateTime(newest.savedAt) : '';
  throw new ApiError(
    ErrorCodes.revisionConflict,
    `该内容已有更新的版本：${who}于 ${when} 保存了第 ${item.revision} 版（您编辑的是第 ${seen} 版）。请重新载入后再修改，您的内容仍保留在草稿中`,
    409,
  );
}

/** The checks a revision must pass against other items: its enterprise is published, its code is its own. */
function checkReferences<K extends DeskKind>(
  db: Database,
  kind: K,
  id: number,
  fields: DeskFieldsOf[K],
): void {
  if (kind === 'announcements' || kind === 'routes') {
    const { enterpriseId } = fields as AnnouncementFields | RouteFields;
    if (publishedEnterpriseName(db, enterpriseId) === undefined)
      throw invalid('所属企业（enterpriseId）不存在或未发布，请先发布该企业');
  }
  if (kind === 'enterprises' && creditCodeTaken(db, (fields as EnterpriseFields).creditCode, id))
    throw invalid('统一社会信用代码（creditCode）已被其他企业使用');
}

export function createItem<K extends DeskKind>(
  db: Database,
  kind: K,
  fields: DeskFieldsOf[K],
  user: AuthUser,
  at: string,
): DeskSaveResult {
  return transaction(db, () => addItem(db, kind, fields, user, at));
}

/** `createItem` inside a transaction the caller holds (an approval that makes an enterprise's draft). */
export function addItem<K extends DeskKind>(
  db: Database,
  kind: K,
  fields: DeskFieldsOf[K],
  user: Pick<AuthUser, 'id'>,
  at: string,
): DeskSaveResult {
  const id = nextItemId(db, kind);
  checkReferences(db, kind, id, fields);
  const title = deskTitle(kind, fields);
  insertDeskItem(db, { kind, id, revision: 1, fields, title, userId: user.id, at });
  recordAction(db, {
    kind,
    id,
    action: 'create',
    revision: 1,
    fromState: null,
    toState: 'draft',
    userId: user.id,
    at,
  });
  return { id, revision: 1, state: 'draft' };
}

function newRevision<K extends DeskKind>(
  db: Database,
  kind: K,
  item: DeskItemRow,
  fields: DeskFieldsOf[K],
  action: 'save' | 'restore',
  user: AuthUser,
  at: string,
): DeskSaveResult {
  const revision = item.revision + 1;
  addRevision(db, {
    kind,
    id: item.id,
    revision,
    fields,
    title: deskTitle(kind, fields),
    userId: user.id,
    at,
  });
  recordAction(db, {
    kind,
    id: item.id,
    action,
    revision,
    fromState: item.state,
    toState: item.state,
    userId: user.id,
    at,
  });
  return { id: item.id, revision, state: item.state };
}

/** A new revision with `fields`, made on revision `seen`. The public pages keep the published one. */
export function saveRevision<K extends DeskKind>(
  db: Database,
  kind: K,
  id: number,
  seen: number,
  fields: DeskFieldsOf[K],
  user: AuthUser,
  at: string,
): DeskSaveResult {
  return transaction(db, () => {
    const item = itemOf(db, kind, id);
    assertNewest(db, kind, item, seen);
    checkReferences(db, kind, id, fields);
    return newRevision(db, kind, item, fields, 'save', user, at);
  });
}

/** 恢复: revision `from`'s fields as a new revision (the history stays as it was). */
export function restoreRevision(
  db: Database,
  kind: DeskKind,
  id: number,
  from: number,
  seen: number,
  user: AuthUser,
  at: string,
): DeskSaveResult {
  return transaction(db, () => {
    const item = itemOf(db, kind, id);
    assertNewest(db, kind, item, seen);
    const old = findRevision(db, kind, id, from);
    if (!old) throw notFound(`第 ${from} 版`);
    return newRevision(
      db,
      kind,
      item,
      JSON.parse(old.fields) as DeskFieldsOf[typeof kind],
      'restore',
      user,
      at,
    );
  });
}

/** Copies revision `seen` (the newest) into the public table. */
export function publishItem(
  db: Database,
  kind: DeskKind,
  id: number,
  seen: number,
  user: AuthUser,
  at: string,
): DeskSaveResult {
  return transaction(db, () => {
    const item = itemOf(db, kind, id);
    assertNewest(db, kind, item, seen);
    if (item.state === 'published' && item.publishedRevision === seen)
      throw stateRefused(`第 ${seen} 版已经发布，无需再次发布；修改后保存的新版本才可发布`);
    const revision = findRevision(db, kind, id, seen);
    if (!revision) throw notFound(`第 ${seen} 版`);
    const fields = JSON.parse(revision.fields) as DeskFieldsOf[typeof kind];
    checkReferences(db, kind, id, fields);
    writePublished(db, kind, id, fields, at);
    setDeskState(db, kind, id, 'published', seen, user.id, at);
    // A member's submission is answered by the publication (verified enterprises).
    if (kind === 'announcements') dropSubmission(db, id);
    recordAction(db, {
      kind,
      id,
      action: 'publish',
      revision: seen,
      fromState: item.state,
      toState: 'published',
      userId: user.id,
      at,
    });
    return { id, revision: seen, state: 'published' };
  });
}

/** Takes the published item off every public list and page; its revisions stay on the desk. */
export function withdrawItem(
  db: Database,
  kind: DeskKind,
  id: number,
  user: AuthUser,
  at: string,
): DeskSaveResult {
  return transaction(db, () => {
    const item = itemOf(db, kind, id);
    if (item.state !== 'published') throw stateRefused('只有已发布的内容可以撤下');
    if (kind === 'enterprises') {
      const { routes, announcements } = enterpriseReferences(db, id);
      if (routes + announcements > 0)
        throw new ApiError(
          ErrorCodes.stillReferenced,
          `该企业还有 ${routes} 条已发布的专线和 ${announcements} 条已发布的公告，请先撤下它们再撤下企业`,
          409,
        );
    }
    removePublished(db, kind, id);
    setDeskState(db, kind, id, 'withdrawn', null, user.id, at);
    recordAction(db, {
      kind,
      id,
      action: 'withdraw',
      revision: item.revision,
      fromState: 'published',
      toState: 'withdrawn',
      userId: user.id,
      at,
    });
    return { id, revision: item.revision, state: 'withdrawn' };
  });
}
