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
} from '../../src/lib/shared/contract.ts';
import { formatDateTime } from '../../src/lib/shared/format.ts';
import { personLabel } from '../../src/lib/shared/person.ts';
import type { AuthUser } from '../http/app-env.ts';
import type { Store } from '../store/store.ts';
import { ApiError, invalid, notFound } from '../http/errors.ts';
import {
  addRevision,
  findDeskItem,
  findRevision,
  insertDeskItem,
  recordAction,
  setDeskState,
  type DeskItemRow,
} from '../queries/desk.ts';
import {
  creditCodeTaken,
  deskTitle,
  enterpriseReferences,
  nextItemId,
  publishedEnterpriseName,
  removePublished,
  writePublished,
} from '../queries/desk-public.ts';
import { dropSubmission, pendingEnterpriseName } from '../queries/verifications.ts';

const stateRefused = (message: string) => new ApiError(ErrorCodes.deskStateRefused, message, 409);

async function itemOf(db: Store, kind: DeskKind, id: number): Promise<DeskItemRow> {
  const item = await findDeskItem(db, kind, id);
  if (!item) throw notFound('内容');
  return item;
}

/** 10621 unless `seen` is the item's newest revision; the message names who saved the newer one. */
async function assertNewest(db: Store, kind: DeskKind, item: DeskItemRow, seen: number): Promise<void> {
  if (seen === item.revision) return;
  const newest = await findRevision(db, kind, item.id, item.revision);
  const who = newest?.savedBy ? personLabel(newest.savedBy) : '系统导入';
  const when = newest ? formatDateTime(newest.savedAt) : '';
  throw new ApiError(
    ErrorCodes.revisionConflict,
    `该内容已有更新的版本：${who}于 ${when} 保存了第 ${item.revision} 版（您编辑的是第 ${seen} 版）。请重新载入后再修改，您的内容仍保留在草稿中`,
    409,
  );
}

/**
 * The checks a revision must pass against other items: its enterprise exists, its code is its own.
 * A route, and any publication, needs the enterprise published; an announcement may be drafted and
 * saved for an enterprise that passed 企业认证 while an editor completes its profile (a desk draft).
 */
async function checkReferences<K extends DeskKind>(
  db: Store,
  kind: K,
  id: number,
  fields: DeskFieldsOf[K],
  publishing: boolean,
): Promise<void> {
  if (kind === 'announcements' || kind === 'routes') {
    const { enterpriseId } = fields as AnnouncementFields | RouteFields;
    if ((await publishedEnterpriseName(db, enterpriseId)) !== undefined) return;
    const pending = await pendingEnterpriseName(db, enterpriseId);
    if (pending === undefined) throw invalid('所属企业（enterpriseId）不存在或未发布，请先发布该企业');
    if (kind === 'routes' || publishing)
      throw stateRefused(
        `所属企业「${pending}」的资料尚未补充发布：请先在“企业”栏目补充其资料并发布，再发布本${kind === 'routes' ? '专线' : '公告'}`,
      );
  }
  if (kind === 'enterprises' && (await creditCodeTaken(db, (fields as EnterpriseFields).creditCode, id)))
    throw invalid('统一社会信用代码（creditCode）已被其他企业使用');
}

export async function createItem<K extends DeskKind>(
  db: Store,
  kind: K,
  fields: DeskFieldsOf[K],
  user: AuthUser,
  at: string,
): Promise<DeskSaveResult> {
  return db.transaction(async () => addItem(db, kind, fields, user, at));
}

/** `createItem` inside a transaction the caller holds (an approval that makes an enterprise's draft). */
export async function addItem<K extends DeskKind>(
  db: Store,
  kind: K,
  fields: DeskFieldsOf[K],
  user: Pick<AuthUser, 'id'>,
  at: string,
): Promise<DeskSaveResult> {
  const id = await nextItemId(db, kind);
  await checkReferences(db, kind, id, fields, false);
  const title = deskTitle(kind, fields);
  await insertDeskItem(db, { kind, id, revision: 1, fields, title, userId: user.id, at });
  await recordAction(db, {
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

async function newRevision<K extends DeskKind>(
  db: Store,
  kind: K,
  item: DeskItemRow,
  fields: DeskFieldsOf[K],
  action: 'save' | 'restore',
  user: AuthUser,
  at: string,
): Promise<DeskSaveResult> {
  const revision = item.revision + 1;
  await addRevision(db, {
    kind,
    id: item.id,
    revision,
    fields,
    title: deskTitle(kind, fields),
    userId: user.id,
    at,
  });
  await recordAction(db, {
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
export async function saveRevision<K extends DeskKind>(
  db: Store,
  kind: K,
  id: number,
  seen: number,
  fields: DeskFieldsOf[K],
  user: AuthUser,
  at: string,
): Promise<DeskSaveResult> {
  return db.transaction(async () => {
    const item = await itemOf(db, kind, id);
    await assertNewest(db, kind, item, seen);
    await checkReferences(db, kind, id, fields, false);
    return newRevision(db, kind, item, fields, 'save', user, at);
  });
}

/** 恢复: revision `from`'s fields as a new revision (the history stays as it was). */
export async function restoreRevision(
  db: Store,
  kind: DeskKind,
  id: number,
  from: number,
  seen: number,
  user: AuthUser,
  at: string,
): Promise<DeskSaveResult> {
  return db.transaction(async () => {
    const item = await itemOf(db, kind, id);
    await assertNewest(db, kind, item, seen);
    const old = await findRevision(db, kind, id, from);
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
export async function publishItem(
  db: Store,
  kind: DeskKind,
  id: number,
  seen: number,
  user: AuthUser,
  at: string,
): Promise<DeskSaveResult> {
  return db.transaction(async () => {
    const item = await itemOf(db, kind, id);
    await assertNewest(db, kind, item, seen);
    if (item.state === 'published' && item.publishedRevision === seen)
      throw stateRefused(`第 ${seen} 版已经发布，无需再次发布；修改后保存的新版本才可发布`);
    const revision = await findRevision(db, kind, id, seen);
    if (!revision) throw notFound(`第 ${seen} 版`);
    const fields = JSON.parse(revision.fields) as DeskFieldsOf[typeof kind];
    await checkReferences(db, kind, id, fields, true);
    await writePublished(db, kind, id, fields, at);
    await setDeskState(db, kind, id, 'published', seen, user.id, at);
    // A member's submission is answered by the publication (verified enterprises).
    if (kind === 'announcements') await dropSubmission(db, id);
    await recordAction(db, {
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
export async function withdrawItem(
  db: Store,
  kind: DeskKind,
  id: number,
  user: AuthUser,
  at: string,
): Promise<DeskSaveResult> {
  return db.transaction(async () => {
    const item = await itemOf(db, kind, id);
    if (item.state !== 'published') throw stateRefused('只有已发布的内容可以撤下');
    if (kind === 'enterprises') {
      const { routes, announcements } = await enterpriseReferences(db, id);
      if (routes + announcements > 0)
        throw new ApiError(
          ErrorCodes.stillReferenced,
          `该企业还有 ${routes} 条已发布的专线和 ${announcements} 条已发布的公告，请先撤下它们再撤下企业`,
          409,
        );
    }
    await removePublished(db, kind, id);
    await setDeskState(db, kind, id, 'withdrawn', null, user.id, at);
    await recordAction(db, {
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
