/**
 * Who may rate a waybill and when (docs/api.md, Ratings and credit): a party, once, after 已签收 or
 * after the OTHER party cancelled, within PORTAL_RATING_WINDOW_DAYS of that end; what a viewer reads
 * of the waybill's ratings (their own always, the other's once published, both for an editor); and
 * the release of ratings whose blind days have passed, on the maintenance timer, which tells the
 * rated user's pages (their credit changed).
 */
import type { WaybillRole } from '../../src/lib/shared/contract.ts';
import type { RatedRole, Rating, WaybillRatings } from '../../src/lib/shared/contract/ratings.ts';
import {
  findRatedWaybill,
  markAnnounced,
  ratingsDueForAnnouncement,
  ratingsOfWaybill,
  type RatedWaybill,
} from '../queries/ratings.ts';
import { insertNotice } from '../queries/notice-writes.ts';
import { recordPublisherChange } from '../queries/site-changes.ts';
import type { Store } from '../store/store.ts';
import type { PruneTask } from './maintenance.ts';

const DAY_MS = 24 * 3600 * 1000;

export const roleOn = (waybill: RatedWaybill, userId: number): WaybillRole | undefined =>
  waybill.shipperId === userId ? 'shipper' : waybill.carrierId === userId ? 'carrier' : undefined;

export const otherRole = (role: WaybillRole): RatedRole => (role === 'shipper' ? 'carrier' : 'shipper');

/**
 * When `userId`'s rating window closes, or null while it is not open to them: the waybill not yet
 * 已签收, still running, or cancelled by `userId` themselves.
 */
export function rateUntil(waybill: RatedWaybill, userId: number, windowDays: number): string | null {
  const opened =
    waybill.state === 'received' ||
    (waybill.state === 'cancelled' && waybill.cancelledBy !== null && waybill.cancelledBy !== userId);
  return opened ? new Date(Date.parse(waybill.endedAt) + windowDays * DAY_MS).toISOString() : null;
}

/** When a rating given at `at` is published if the other party does not rate first. */
export const blindUntil = (at: string, blindDays: number): string =>
  new Date(Date.parse(at) + blindDays * DAY_MS).toISOString();

/** The waybill's ratings as `viewer` may read them, and whether they may still rate. */
export function ratingsForViewer(
  waybill: RatedWaybill,
  ratings: readonly Rating[],
  viewer: { id: number; editor: boolean },
  now: string,
  windowDays: number,
): WaybillRatings {
  const readable = (rating: Rating | undefined) =>
    rating && (rating.published || rating.raterId === viewer.id || viewer.editor) ? rating : null;
  const party = roleOn(waybill, viewer.id) !== undefined;
  const until = party ? rateUntil(waybill, viewer.id, windowDays) : null;
  const rated = ratings.some((rating) => rating.raterId === viewer.id);
  return {
    mayRate: until !== null && !rated && now < until,
    rateUntil: until,
    byShipper: readable(ratings.find((rating) => rating.raterId === waybill.shipperId)),
    byCarrier: readable(ratings.find((rating) => rating.raterId === waybill.carrierId)),
  };
}

/** `GET /waybills/:id`'s `ratings` for `viewer` (a party or an editor). */
export async function waybillRatingsFor(
  db: Store,
  waybillId: number,
  viewer: { id: number; editor: boolean },
  now: string,
  windowDays: number,
): Promise<WaybillRatings> {
  const waybill = (await findRatedWaybill(db, waybillId))!;
  return ratingsForViewer(waybill, await ratingsOfWaybill(db, waybillId, now), viewer, now, windowDays);
}

/** Ratings released per run at most; the rest wait for the next run. */
const BATCH = 200;

/** Tells each user whose rating came out of its blind days by `now`, and their pages. */
export async function announceDueRatings(db: Store, now: number): Promise<number> {
  const at = new Date(now).toISOString();
  let announced = 0;
  for (const rating of await ratingsDueForAnnouncement(db, at, BATCH)) {
    const told = await db.transaction(async () => {
      if (!(await markAnnounced(db, rating.id, at))) return false;
      await recordPublisherChange(db, rating.ratedId, at);
      await insertNotice(
        db,
        rating.ratedId,
        `运单 ${rating.waybillNo} 收到的评价已公开`,
        '评价已过保密期，现已公开；你可以在运单页面查看，并回复一次',
        at,
        'message',
      );
      return true;
    });
    if (told) announced += 1;
  }
  return announced;
}

/** The maintenance task that releases ratings after their blind days. */
export const ratingReleaseTask = (blindDays: number): PruneTask => ({
  name: 'ratings_released',
  lifetimeMs: blindDays * DAY_MS,
  prune: announceDueRatings,
});
