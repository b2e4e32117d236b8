/**
 * Every per-account write rate, on the one sliding window (write-rate.ts): its default (README,
 * Settings), its window, the rows it counts and the words of its refusal (docs/api.md, Limits).
 */
import type { Clock } from '../domain/clock.ts';
import { nthNewestCommunityWrite } from '../queries/community-edits.ts';
import { nthNewestComplaintWrite } from '../queries/complaints.ts';
import { nthNewestCreatedAt } from '../queries/deliveries.ts';
import { nthNewestDeskSave } from '../queries/desk.ts';
import { nthNewestOfferAt } from '../queries/offers.ts';
import { nthNewestReport } from '../queries/reports.ts';
import { chinaClock } from '../../src/lib/shared/china-time.ts';
import { waitInWords } from '../../src/lib/shared/wait-in-words.ts';
import { WriteRate, type NthNewestWrite, type Refusal } from './write-rate.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** An hourly rate's refusal with its wait (`waitInWords`): 发布信息过于频繁（每小时最多 20 条），请在 12 分钟后再试. */
const perHourIn =
  (unit: string): Refusal =>
  (action, wait, limit) =>
    `${action}过于频繁（每小时最多 ${limit} ${unit}），请在 ${waitInWords(wait)}后再试`;

interface RateKind {
  windowMs: number;
  /** The account's rows the rate counts, newest first (through an index on the account). */
  nthNewest: NthNewestWrite;
  /** Default `${action}过于频繁，请在 30 秒后再试` (`waitInWords`). */
  refusal?: Refusal;
}

export const RATE_KINDS = {
  /** New posts, new replies and edits that change text (deleting and following are not counted). */
  post: { windowMs: MINUTE_MS, nthNewest: nthNewestCommunityWrite },
  /** Shipments, counted from the account's own shipments. */
  delivery: { windowMs: MINUTE_MS, nthNewest: nthNewestCreatedAt },
  /** New offers and re-publications. */
  offer: { windowMs: HOUR_MS, nthNewest: nthNewestOfferAt, refusal: perHourIn('条') },
  /**
   * A verified member's new announcements and saved revisions on the desk (editors are not limited);
   * a submission reaches the editors only for a revision not already waiting, so this also bounds the
   * notices a member can cause.
   */
  member: { windowMs: HOUR_MS, nthNewest: nthNewestDeskSave, refusal: perHourIn('次') },
  /** Reports of posts and replies; the refusal names the Beijing time the wait ends. */
  report: {
    windowMs: HOUR_MS,
    nthNewest: nthNewestReport,
    refusal: (_action, wait, limit, until) =>
      `举报过于频繁：每个账号每小时最多举报 ${limit} 次，请在 ${waitInWords(wait)}后（北京时间 ${chinaClock(until)} 以后）再试`,
  },
  /** New complaints about waybills and the statements either party adds to one, counted together. */
  complaint: {
    windowMs: HOUR_MS,
    nthNewest: nthNewestComplaintWrite,
    refusal: (_action, wait, limit) =>
      `投诉和补充说明过于频繁：每个账号每小时最多 ${limit} 次，请在 ${waitInWords(wait)}后再试`,
  },
} satisfies Record<string, RateKind>;

export type RateName = keyof typeof RATE_KINDS;
export type WriteRates = Record<RateName, WriteRate>;

/** The rate `name` allowing `perWindow` writes in its window, on `now`. */
export function writeRate(name: RateName, perWindow: number, now: Clock): WriteRate {
  const kind: RateKind = RATE_KINDS[name];
  return new WriteRate({ perWindow, now, ...kind });
}

/** Every rate, each allowing its number of writes per window. */
export function writeRates(perWindow: Record<RateName, number>, now: Clock): WriteRates {
  const entries = (Object.keys(RATE_KINDS) as RateName[]).map((name) => [
    name,
    writeRate(name, perWindow[name], now),
  ]);
  return Object.fromEntries(entries) as WriteRates;
}
