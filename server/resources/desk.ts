/**
 * The content desk (editors only, docs/api.md "Content desk"): drafts and revisions of policies,
 * announcements, enterprises and routes; publishing copies a revision into the public table and
 * withdrawing takes it out, each followed by the site publisher (server/site/site-publisher.ts).
 */
import { Hono, type Context } from 'hono';
import { isoNow } from '../domain/clock.ts';
import {
  DESK_KINDS,
  type DeskFieldsOf,
  type DeskItem,
  type DeskKind,
  type DeskRevisionDiff,
} from '../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import { deskQuery } from '../../src/lib/shared/list-queries.ts';
import {
  deskFieldsSchema,
  deskRevisionSchema,
  deskScheduleSchema,
  deskUpdateSchema,
} from '../../src/lib/shared/rules/desk.ts';
import type { ScheduledDeskItem } from '../../src/lib/shared/contract/schedules.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Store } from '../store/store.ts';
import { ok } from '../http/envelope.ts';
import { ApiError, notFound } from '../domain/errors.ts';
import { listFilterSchema } from '../http/list-params.ts';
import { readIdParam, readJson, readPaging } from '../http/params.ts';
import {
  findDeskItem,
  findRevision,
  listActions,
  listDeskItems,
  listRevisions,
  type RevisionRow,
} from '../queries/desk.ts';
import { hasUnknownPublished, importPublished, previewOf } from '../queries/desk-public.ts';
import { currentUser, requireEditor } from '../http/session.ts';
import { validate } from '../http/input.ts';
import {
  addItem,
  publishItem,
  restoreRevision,
  saveRevision,
  withdrawItem,
  type DeskChange,
} from '../domain/desk-actions.ts';
import {
  asMemberWrite,
  assertOwnAnnouncement,
  assertOwnEnterprise,
  memberScope,
  requireDeskWriter,
  requirePublisher,
} from '../http/desk-members.ts';
import { findSubmission } from '../queries/verifications.ts';
import { diffRevisionFields } from '../domain/revision-diff.ts';
import { cancelSchedule, followEdit, setSchedule } from '../domain/schedules.ts';
import { assertBodyImages } from '../domain/body-images.ts';
import { findSchedule, listSchedules } from '../queries/schedules.ts';

const resource = new Hono<AppEnv>();

const KIND_NAMES: Record<DeskKind, string> = {
  policies: '政策',
  announcements: '公告',
  enterprises: '企业',
  routes: '专线',
};

/** The `:kind` of the path, or 10404 for a kind the desk does not write. */
function readKind(c: Context<AppEnv>): DeskKind {
  const kind = c.req.param('kind') ?? '';
  if (!(DESK_KINDS as readonly string[]).includes(kind))
    throw new ApiError(ErrorCodes.notFound, `内容类型不存在：${kind}（可用：${DESK_KINDS.join('、')}）`, 404);
  return kind as DeskKind;
}

/**
 * The desk first meets public rows written outside it (the seed, an older release) as published items.
 * Asked again inside the transaction: two requests may both have found rows to meet before either
 * imported them.
 */
async function meetPublished(db: Store, kind: DeskKind, at: string): Promise<void> {
  if (!(await hasUnknownPublished(db, kind))) return;
  await db.transaction(async () => {
    if (await hasUnknownPublished(db, kind)) await importPublished(db, kind, at);
  });
}

const parseFields = <K extends DeskKind>(row: RevisionRow) => ({
  revision: row.revision,
  fields: JSON.parse(row.fields) as DeskFieldsOf[K],
  savedAt: row.savedAt,
  savedBy: row.savedBy,
});

/** The item with its newest and published revisions, history, trail and preview. */
export async function readDeskItem<K extends DeskKind>(
  db: Store,
  kind: K,
  id: number,
  limit: number,
  at: string,
): Promise<DeskItem<K>> {
  const item = await findDeskItem(db, kind, id);
  if (!item) throw notFound(KIND_NAMES[kind]);
  const history = (await listRevisions(db, kind, id, limit)).map((row) => parseFields<K>(row));
  const draft = history[0];
  if (!draft) throw notFound(KIND_NAMES[kind]);
  // The published revision may be older than the history answered.
  const publishedRow =
    item.publishedRevision === null ? undefined : await findRevision(db, kind, id, item.publishedRevision);
  const published = publishedRow ? parseFields<K>(publishedRow) : null;
  const latestAction = await listActions(db, kind, id, limit);
  return {
    ...item,
    kind,
    updatedBy: latestAction[0]?.by ?? draft.savedBy,
    draft,
    published,
    preview: await previewOf(db, kind, id, draft.fields, at),
    history,
    actions: latestAction,
    ...(kind === 'announcements' ? { submission: await findSubmission(db, id) } : {}),
  };
}

const deskListSchema = listFilterSchema(deskQuery);

/** What is scheduled, of every kind, the soonest first. Before `/desk/:kind`, which would take it for a kind. */
resource.get('/desk/schedules', requireEditor, async (c) => ok(c, await listSchedules(c.get('db'))));

resource.get('/desk/:kind', requireDeskWriter, async (c) => {
  const kind = readKind(c);
  const db = c.get('db');
  const { page, pageSize } = readPaging(c);
  const filter = validate(deskListSchema, c.req.query());
  await meetPublished(db, kind, isoNow(c.var.config.now));
  const enterpriseId = await memberScope(c);
  return ok(c, await listDeskItems(db, kind, { ...filter, enterpriseId }, page, pageSize));
});

resource.post('/desk/:kind', requireDeskWriter, async (c) => {
  const kind = readKind(c);
  const fields = validate(deskFieldsSchema(kind), await readJson(c));
  const db = c.get('db');
  await assertBodyImages(db, kind, fields, currentUser(c).id);
  const scope = await memberScope(c);
  if ('enterpriseId' in fields) assertOwnEnterprise(scope, fields.enterpriseId);
  await meetPublished(db, kind, isoNow(c.var.config.now));
  return ok(
    c,
    await asMemberWrite(c, scope, () =>
      db.transaction(async () => addItem(db, kind, fields, currentUser(c).id, isoNow(c.var.config.now))),
    ),
  );
});

resource.get('/desk/:kind/:id', requireDeskWriter, async (c) => {
  const kind = readKind(c);
  const id = readIdParam(c);
  const db = c.get('db');
  await meetPublished(db, kind, isoNow(c.var.config.now));
  await assertOwnAnnouncement(db, await memberScope(c), id);
  const item = await readDeskItem(db, kind, id, c.get('config').deskHistoryLimit, isoNow(c.var.config.now));
  const answer: ScheduledDeskItem = { ...item, schedule: await findSchedule(db, kind, id) };
  return ok(c, answer);
});

/** The item `:kind/:id` this request changes, by the signed-in user, now (published items met first). */
async function changeOf(c: Context<AppEnv>): Promise<DeskChange> {
  const kind = readKind(c);
  const id = readIdParam(c);
  const change = { db: c.get('db'), kind, id, userId: currentUser(c).id, at: isoNow(c.var.config.now) };
  await meetPublished(change.db, kind, change.at);
  return change;
}

resource.put('/desk/:kind/:id', requireDeskWriter, async (c) => {
  const change = await changeOf(c);
  const { revision, moveSchedule, ...fields } = validate(deskUpdateSchema(change.kind), await readJson(c));
  await assertBodyImages(change.db, change.kind, fields, change.userId);
  const scope = await memberScope(c);
  await assertOwnAnnouncement(change.db, scope, change.id);
  if ('enterpriseId' in fields) assertOwnEnterprise(scope, fields.enterpriseId);
  // One transaction: an edit refused for its schedule (10845) keeps nothing.
  const save = () =>
    change.db.transaction(async () => {
      const saved = await saveRevision(change, revision, fields);
      await followEdit(change.db, change.kind, change.id, saved.revision, moveSchedule);
      return saved;
    });
  return ok(c, await asMemberWrite(c, scope, save));
});

/** Two revisions side by side: `a` (the older, as a rule) against `b`, field by field. */
resource.get('/desk/:kind/:id/revisions/:a/diff/:b', requireDeskWriter, async (c) => {
  const kind = readKind(c);
  const id = readIdParam(c);
  const db = c.get('db');
  await meetPublished(db, kind, isoNow(c.var.config.now));
  await assertOwnAnnouncement(db, await memberScope(c), id);
  if (!(await findDeskItem(db, kind, id))) throw notFound(KIND_NAMES[kind]);
  const revisionOf = async (revision: number) => {
    const row = await findRevision(db, kind, id, revision);
    if (!row) throw notFound(`第 ${revision} 版`);
    return parseFields<typeof kind>(row);
  };
  const { fields: before, ...from } = await revisionOf(readIdParam(c, 'a'));
  const { fields: after, ...to } = await revisionOf(readIdParam(c, 'b'));
  const diff: DeskRevisionDiff = { kind, id, from, to, fields: diffRevisionFields(kind, before, after) };
  return ok(c, diff);
});

resource.post('/desk/:kind/:id/revisions/:revision/restore', requireEditor, async (c) => {
  const change = await changeOf(c);
  const from = readIdParam(c, 'revision');
  const { revision } = validate(deskRevisionSchema, await readJson(c));
  return ok(c, await restoreRevision(change, from, revision));
});

resource.post('/desk/:kind/:id/publish', requirePublisher, async (c) => {
  const change = await changeOf(c);
  const { revision } = validate(deskRevisionSchema, await readJson(c));
  const saved = await publishItem(change, revision);
  return ok(c, { ...saved, ...(await tellSite(c, change.kind, change.id, 'publish')) });
});

resource.post('/desk/:kind/:id/withdraw', requirePublisher, async (c) => {
  const change = await changeOf(c);
  const saved = await withdrawItem(change);
  return ok(c, { ...saved, ...(await tellSite(c, change.kind, change.id, 'withdraw')) });
});

/** 定时发布 / 定时撤下 (docs/api.md, Scheduled publishing): one schedule per item. */
resource.post('/desk/:kind/:id/schedule', requirePublisher, async (c) => {
  const change = await changeOf(c);
  const request = validate(deskScheduleSchema, await readJson(c));
  await setSchedule(change, request, c.var.config.now());
  return ok(c, await findSchedule(change.db, change.kind, change.id));
});

resource.delete('/desk/:kind/:id/schedule', requirePublisher, async (c) => {
  const kind = readKind(c);
  await cancelSchedule(c.get('db'), kind, readIdParam(c));
  return ok(c, null);
});

/**
 * After the database change committed: the site publisher brings the static pages in line. If it
 * fails, the change stays saved (the API already serves it) and the editor is told the pages lag.
 */
async function tellSite(c: Context<AppEnv>, kind: DeskKind, id: number, action: 'publish' | 'withdraw') {
  try {
    const { changedUrls, liveAt } = await c.get('sitePublisher')({ kind, id, action });
    return { changedUrls, liveAt };
  } catch (error) {
    console.error('[server] 静态页面更新失败 / site publisher failed', kind, id, action, error);
    const done = action === 'publish' ? '已发布' : '已撤下';
    throw new ApiError(500, `${done}（接口已生效），但网站页面未能更新，请联系网站管理员重新生成页面`, 500);
  }
}

export default resource;
