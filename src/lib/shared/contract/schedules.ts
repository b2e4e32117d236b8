/**
 * Scheduled publishing (docs/api.md, Scheduled publishing): an editor names a revision to publish, or
 * an item to withdraw, at a minute of China time; the server does it then, once. Kept apart from the
 * contract's index, which every page's core script carries: the desk's pages import it by its path.
 */
import type { DeskItem, DeskKind, DeskPerson } from './desk.ts';

export const SCHEDULE_ACTIONS = ['publish', 'withdraw'] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

/** How far ahead a schedule may be set. */
export const SCHEDULE_HORIZON_DAYS = 366;

/** One item's schedule (at most one per item): `GET /desk/schedules`, and `schedule` on `GET /desk/:kind/:id`. */
export interface DeskSchedule {
  kind: DeskKind;
  id: number;
  /** The item's title as the desk lists it. */
  title: string;
  action: ScheduleAction;
  /** The revision to publish (for a withdrawal, the item's revision when it was scheduled). */
  revision: number;
  /** The minute it is done (ISO 8601, UTC; the desk shows it in China time). */
  at: string;
  createdAt: string;
  createdBy: DeskPerson | null;
}

/** `GET /desk/:kind/:id`: the item with its schedule, if it has one. */
export interface ScheduledDeskItem<K extends DeskKind = DeskKind> extends DeskItem<K> {
  schedule: DeskSchedule | null;
}

/** `POST /desk/:kind/:id/schedule`. */
export interface DeskScheduleRequest {
  revision: number;
  action: ScheduleAction;
  /** ISO 8601 with its offset (China time, china-time.ts), a whole minute. */
  at: string;
}

/**
 * The refusals of scheduling (docs/api.md, error codes), apart from ErrorCodes, which every page's
 * core script carries.
 */
export const SCHEDULE_ERROR_CODES = {
  /** The time is not in the future (HTTP 400), or further than SCHEDULE_HORIZON_DAYS ahead. */
  scheduleTimeRefused: 10840,
  /** The revision is not one of the item's, or is the one already published (HTTP 409). */
  scheduleRevisionRefused: 10841,
  /** A withdrawal of an item that is not published (HTTP 409). */
  scheduleStateRefused: 10842,
  /** The item has a schedule already (HTTP 409): one per item; cancel it first. */
  scheduleExists: 10843,
  /** The item has no schedule to cancel (HTTP 404). */
  scheduleMissing: 10844,
  /**
   * An edit of an item scheduled to publish an earlier revision, without `moveSchedule` (HTTP 409):
   * the editor says whether the schedule moves to the new revision.
   */
  scheduleMoveUnanswered: 10845,
} as const;
