import { nthNewestDeskSave } from '../queries/desk.ts';
import { waitInWords } from '../../src/lib/shared/wait-in-words.ts';
import { WriteRate } from './write-rate.ts';

/** Announcement drafts and saves one enterprise member may make per hour, unless PORTAL_MEMBER_RATE says otherwise. */
export const MEMBER_RATE_DEFAULT = 30;
export const MEMBER_RATE_WINDOW_MS = 3_600_000;

/**
 * How fast a verified enterprise member may write on the desk (new announcements and saved
 * revisions; docs/api.md, Limits), counted from the revisions they saved (write-rate.ts). Editors are
 * not limited. A submission only reaches the editors for a revision not already waiting, so this rate
 * also bounds the notices a member can cause.
 */
export function memberRate(perWindow: number, now?: () => number): WriteRate {
  return new WriteRate({
    perWindow,
    windowMs: MEMBER_RATE_WINDOW_MS,
    nthNewest: nthNewestDeskSave,
    ...(now ? { now } : {}),
    refusal: (action, wait, limit) =>
      `${action}过于频繁（每小时最多 ${limit} 次），请在 ${waitInWords(wait)}后再试`,
  });
}
