/**
 * Scheduled publishing (docs/api.md, Scheduled publishing; docs/decisions.md, "Scheduled publishing,
 * once"): an editor sets one schedule per item, to publish a revision or withdraw the item at a
 * minute; the due run, every PORTAL_SCHEDULE_INTERVAL seconds and once at start, claims each due
 * schedule by deleting its row in one statement, inside the transaction that publishes or withdraws
 * through the desk's own steps (desk-actions.ts), so one node does it once; then that node brings the
 * site up to date. A time passed while no server ran is done at the next start, said in the log and
 * in the item's trail.
 */
import { chinaClock, chinaDay } from '../../src/lib/shared/china-time.ts';
import type { DeskKind } from '../../src/lib/shared/contract.ts';
import {
  SCHEDULE_ERROR_CODES as Codes,
  SCHEDULE_HORIZON_DAYS,
  type DeskScheduleRequest,
} from '../../src/lib/shared/contract/schedules.ts';
import { findDeskItem, findRevision } from '../queries/desk.ts';
import {
  claimSchedule,
  deleteSchedule,
  dueSchedules,
  findSchedule,
  insertSchedule,
  moveSchedule,
  type ScheduleRow,
} from '../queries/schedules.ts';
import type { SitePublisher } from '../site/site-publisher.ts';
import type { Store } from '../store/store.ts';
import { publishScheduled, withdrawItem, type DeskChange } from './desk-actions.ts';
import { ApiError, notFound } from './errors.ts';
import type { PruneTask } from './maintenance.ts';

/** Schedules done per run at most; the rest wait for the next run. */
const BATCH = 50;
/** Done later than this after its time, a schedule was missed (no server ran): the trail says so. */
const LATE_MS = 60_000;

const chinaMinute = (at: number): string => `${chinaDay(at)} ${chinaClock(at)}`;
const ACTION_WORDS = { publish: '定时发布', withdraw: '定时撤下' } as const;

/** The item's one schedule, checked against its state and the clock. */
export async function setSchedule(
  change: DeskChange,
  request: DeskScheduleRequest,
  now: number,
): Promise<void> {
  const { db, kind, id, userId, at: createdAt } = change;
  const at = Date.parse(request.at);
  if (at % LATE_MS !== 0) throw refused(Codes.scheduleTimeRefused, '定时只能精确到分钟，请去掉秒数', 400);
  if (at <= now)
    throw refused(
      Codes.scheduleTimeRefused,
      `定时 ${chinaMinute(at)}（北京时间）已经过去，请选择现在（${chinaMinute(now)}）之后的时间`,
      400,
    );
  if (at > now + SCHEDULE_HORIZON_DAYS * 24 * 3600 * 1000)
    throw refused(Codes.scheduleTimeRefused, `定时最多可设在 ${SCHEDULE_HORIZON_DAYS} 天之内`, 400);
  await db.transaction(async () => {
    const item = await findDeskItem(db, kind, id);
    if (!item) throw notFound('内容');
    if (!(await findRevision(db, kind, id, request.revision)))
      throw refused(Codes.scheduleRevisionRefused, `该内容没有第 ${request.revision} 版`, 409);
    if (
      request.action === 'publish' &&
      item.state === 'published' &&
      item.publishedRevision === request.revision
    )
      throw refused(Codes.scheduleRevisionRefused, `第 ${request.revision} 版已经发布，无需定时发布`, 409);
    if (request.action === 'withdraw' && item.state !== 'published')
      throw refused(Codes.scheduleStateRefused, '只有已发布的内容可以定时撤下', 409);
    const schedule = { kind, id, action: request.action, revision: request.revision, userId, createdAt };
    if (!(await insertSchedule(db, { ...schedule, at: new Date(at).toISOString() }))) {
      const existing = await findSchedule(db, kind, id);
      const when = existing
        ? `${ACTION_WORDS[existing.action]}于 ${chinaMinute(Date.parse(existing.at))}（北京时间）`
        : '定时';
      throw refused(Codes.scheduleExists, `该内容已有定时：${when}。每项内容只能有一个定时，请先取消它`, 409);
    }
  });
}

/** 取消定时. */
export async function cancelSchedule(db: Store, kind: DeskKind, id: number): Promise<void> {
  if (!(await deleteSchedule(db, kind, id)))
    throw refused(Codes.scheduleMissing, '该内容没有定时发布或撤下，无需取消', 404);
}

/**
 * After an edit saved `revision` (in the edit's transaction): a schedule to publish an earlier revision
 * moves to it when `move` is true, stays when false, and without an answer the edit is refused, so
 * the editor is asked.
 */
export async function followEdit(
  db: Store,
  kind: DeskKind,
  id: number,
  revision: number,
  move: boolean | undefined,
): Promise<void> {
  const schedule = await findSchedule(db, kind, id);
  if (!schedule || schedule.action !== 'publish' || schedule.revision === revision) return;
  if (move === undefined)
    throw refused(
      Codes.scheduleMoveUnanswered,
      `该内容已定时于 ${chinaMinute(Date.parse(schedule.at))}（北京时间）发布第 ${schedule.revision} 版：请选择是否改为定时发布新保存的版本`,
      409,
    );
  if (move) await moveSchedule(db, kind, id, revision);
}

/** The trail's words for a schedule done at `now`: a missed one says when it was due and when done. */
function noteOf(schedule: ScheduleRow, now: number): string {
  const due = Date.parse(schedule.at);
  const words = `${ACTION_WORDS[schedule.action]}（定于 ${chinaMinute(due)} 北京时间）`;
  return now - due > LATE_MS ? `${words}：到时服务器未运行，于 ${chinaMinute(now)} 补做` : words;
}

/**
 * Does the schedules due at `now`, each once across every node; returns how many this node did. A
 * schedule the desk's steps refuse (its revision was published by hand, the item withdrawn, …) is
 * dropped, the refusal logged.
 */
export async function runDueSchedules(db: Store, now: number, publishSite: SitePublisher): Promise<number> {
  const at = new Date(now).toISOString();
  let done = 0;
  for (const schedule of await dueSchedules(db, at, BATCH)) {
    const { kind, id, action, revision } = schedule;
    const note = noteOf(schedule, now);
    const change: DeskChange = { db, kind, id, userId: schedule.createdBy, at, note };
    const name = `${kind}/${id}`;
    try {
      const claimed = await db.transaction(async () => {
        if (!(await claimSchedule(db, schedule))) return false;
        if (action === 'publish') await publishScheduled(change, revision);
        else await withdrawItem(change);
        return true;
      });
      if (!claimed) continue;
    } catch (error) {
      // Another failure (the database) leaves the schedule for the next run.
      if (!(error instanceof ApiError)) throw error;
      // The desk refused it and nothing was kept, the claim neither: take it again, alone, to end it.
      if (await claimSchedule(db, schedule))
        console.error(
          `[schedule] ${name} ${note} 未能执行，定时已取消 / scheduled ${action} refused:`,
          String(error),
        );
      continue;
    }
    done += 1;
    const missed = now - Date.parse(schedule.at) > LATE_MS;
    (missed ? console.warn : console.log)(
      `[schedule] ${name} 第 ${revision} 版 ${note} / scheduled ${action} done`,
    );
    try {
      await publishSite({ kind, id, action });
    } catch (error) {
      console.error(
        `[schedule] ${name} 静态页面更新失败 / site publisher failed after a scheduled ${action}`,
        error,
      );
    }
  }
  return done;
}

/** The due run as a task of the maintenance timer's shape (run by its own timer in start.ts). */
export const scheduleTask = (publishSite: SitePublisher): PruneTask => ({
  name: 'desk_schedules_done',
  lifetimeMs: 0,
  prune: (db, now) => runDueSchedules(db, now, publishSite),
});

const refused = (code: number, message: string, status: 400 | 404 | 409) =>
  new ApiError(code, message, status);
