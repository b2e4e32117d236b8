/**
 * What each desk action does to an item, in one transaction each: create, save a revision, restore
 * an old one, publish, withdraw. Each is recorded (who, when, what, from which state to which).
 * An edit or a publication names the newest revision the editor saw; over a newer one it is refused
 * with 10621 naming who saved that one and when (optimistic concurrency).
 */
import {
  type AnnouncementFields,
  type DeskFieldsOf,
  type DeskKind,
  type DeskSaveResult,
  type EnterpriseFields,
  type RouteFields,
} from '../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import { formatDateTime } from '../../src/lib/shared/format.ts';
import { personLabel } from '../../src/lib/shared/person.ts';
import { recordEnterpriseChange } from '../queries/site-changes.ts';
import type { Store } from '../store/store.ts';
import { ApiError, invalid, notFound } from './errors.ts';
import {
  addRevision,
  findDeskItem,
  findRevision,
  insertDeskItem,
  recordAction,
  setDeskState,
  type DeskItemRow,
  type DeskStamp,
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

/**
 * A new item, state draft, with `fields` as its first revision. Runs in the caller's transaction (the
 * desk's create, an approval that makes an enterprise's draft).
 */
export async function addItem<K extends DeskKind>(
  db: Store,
  kind: K,
  fields: DeskFieldsOf[K],
  userId: number,
  at: string,
): Promise<DeskSaveResult> {
  const id = await nextItemId(db, kind);
  await checkReferences(db, kind, id, fields, false);
  const stamp = { kind, id, userId, at };
  await insertDeskItem(db, { ...stamp, revision: 1, fields, title: deskTitle(kind, fields) });
  await recordAction(db, { ...stamp, action: 'create', revision: 1, fromState: null, toState: 'draft' });
  return { id, revision: 1, state: 'draft' };
}

/** An action on an existing item: which one, by whom, when, in which store. */
export interface DeskChange<K extends DeskKind = DeskKind> extends DeskStamp {
  db: Store;
  kind: K;
  /** What the trail says of a publication or withdrawal besides (a schedule's, schedules.ts). */
  note?: string;
}

/** `act` on the item in one transaction, once `seen` is its newest revision (10621 otherwise). */
function onNewest<T>(change: DeskChange, seen: number, act: (item: DeskItemRow) => Promise<T>): Promise<T> {
  const { db, kind, id } = change;
  return db.transaction(async () => {
    const item = await itemOf(db, kind, id);
    await assertNewest(db, kind, item, seen);
    return act(item);
  });
}

async function newRevision<K extends DeskKind>(
  { db, ...stamp }: DeskChange<K>,
  item: DeskItemRow,
  fields: DeskFieldsOf[K],
  action: 'save' | 'restore',
): Promise<DeskSaveResult> {
  const revision = item.revision + 1;
  await addRevision(db, { ...stamp, revision, fields, title: deskTitle(stamp.kind, fields) });
  await recordAction(db, { ...stamp, action, revision, fromState: item.state, toState: item.state });
  return { id: item.id, revision, state: item.state };
}

/** A new revision with `fields`, made on revision `seen`. The public pages keep the published one. */
export async function saveRevision<K extends DeskKind>(
  change: DeskChange<K>,
  seen: number,
  fields: DeskFieldsOf[K],
): Promise<DeskSaveResult> {
  return onNewest(change, seen, async (item) => {
    await checkReferences(change.db, change.kind, change.id, fields, false);
    return newRevision(change, item, fields, 'save');
  });
}

/** 恢复: revision `from`'s fields as a new revision (the history stays as it was). */
export async function restoreRevision(
  change: DeskChange,
  from: number,
  seen: number,
): Promise<DeskSaveResult> {
  return onNewest(change, seen, async (item) => {
    const old = await findRevision(change.db, change.kind, change.id, from);
    if (!old) throw notFound(`第 ${from} 版`);
    return newRevision(change, item, JSON.parse(old.fields) as DeskFieldsOf[DeskKind], 'restore');
  });
}

/** Copies revision `seen` (the newest) into the public table. */
export async function publishItem(change: DeskChange, seen: number): Promise<DeskSaveResult> {
  return onNewest(change, seen, (item) => publishRevision(change, item, seen));
}

/**
 * A schedule's publication (schedules.ts): revision `revision`, which need not be the newest (an edit
 * after scheduling kept the schedule on it), by the same steps as an editor's.
 */
export async function publishScheduled(change: DeskChange, revision: number): Promise<DeskSaveResult> {
  return change.db.transaction(async () =>
    publishRevision(change, await itemOf(change.db, change.kind, change.id), revision),
  );
}

async function publishRevision(change: DeskChange, item: DeskItemRow, seen: number): Promise<DeskSaveResult> {
  const { db, kind, id, userId, at, note } = change;
  if (item.state === 'published' && item.publishedRevision === seen)
    throw stateRefused(`第 ${seen} 版已经发布，无需再次发布；修改后保存的新版本才可发布`);
  const revision = await findRevision(db, kind, id, seen);
  if (!revision) throw notFound(`第 ${seen} 版`);
  const fields = JSON.parse(revision.fields) as DeskFieldsOf[typeof kind];
  await checkReferences(db, kind, id, fields, true);
  await writePublished(db, kind, id, fields, at);
  if (kind === 'enterprises') await recordEnterpriseChange(db, id, at);
  await setDeskState(db, kind, id, 'published', seen, userId, at);
  // A member's submission is answered by the publication (verified enterprises).
  if (kind === 'announcements') await dropSubmission(db, id);
  const stamp = { kind, id, userId, at };
  await recordAction(db, {
    ...stamp,
    action: 'publish',
    revision: seen,
    fromState: item.state,
    toState: 'published',
    note,
  });
  return { id, revision: seen, state: 'published' };
}

/** Takes the published item off every public list and page; its revisions stay on the desk. */
export async function withdrawItem(change: DeskChange): Promise<DeskSaveResult> {
  const { db, kind, id, userId, at, note } = change;
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
    // Before the offers linking to it lose the link.
    if (kind === 'enterprises') await recordEnterpriseChange(db, id, at);
    await removePublished(db, kind, id);
    await setDeskState(db, kind, id, 'withdrawn', null, userId, at);
    const stamp = { kind, id, userId, at };
    await recordAction(db, {
      ...stamp,
      action: 'withdraw',
      revision: item.revision,
      fromState: 'published',
      toState: 'withdrawn',
      note,
    });
    return { id, revision: item.revision, state: 'withdrawn' };
  });
}
