/**
 * The notify rule of 订阅线路: a new (or re-published) offer is told to every user following a lane
 * that contains it — its origin inside the lane's origin, any of its destinations inside the lane's
 * destination — once per offer, never to its publisher. The notice is an ordinary `message` row, so
 * the bell, the notice list and the live stream (notice-stream.ts) all carry it.
 */
import type { SubscriptionKind } from '../../src/lib/shared/contract.ts';
import { KEPT_PUBLISHER_LABELS, LOGISTICS_KIND_LABELS } from '../../src/lib/shared/kind-labels.ts';
import { excerpt } from '../../src/lib/shared/rules/length.ts';
import { lanePrefix } from '../../src/lib/shared/rules/lane.ts';
import { normalizeLine } from '../../src/lib/shared/text.ts';
import type { Store } from '../store/store.ts';
import { insertOfferNotices, type LaneNotice } from '../queries/notice-writes.ts';

export interface AnnouncedOffer {
  id: number;
  kind: SubscriptionKind;
  /** The publisher: never told of their own offer. */
  userId: number;
  title: string;
  /** A district (six digits) or a shorter prefix; six-digit city or province codes are read as prefixes. */
  originCode: string;
  destinationCodes: readonly string[];
}

/** The lane ends an origin lies in: its province and, when it names one, its city (`310115` → 31, 3101). */
function originPrefixes(code: string): string[] {
  const prefix = lanePrefix(code);
  return prefix.length >= 4 ? [prefix.slice(0, 2), prefix.slice(0, 4)] : [prefix.slice(0, 2)];
}

/** What the offer's subscribers are told, or null when it names no lane anyone can follow. */
export function laneNotice(
  offer: Pick<AnnouncedOffer, 'kind' | 'title' | 'originCode' | 'destinationCodes'>,
  now: number,
): LaneNotice | null {
  if (offer.destinationCodes.length === 0 || !/^\d{2}/.test(offer.originCode)) return null;
  return {
    originPrefixes: originPrefixes(offer.originCode),
    destinations: offer.destinationCodes.map(lanePrefix),
    title: `您订阅的线路有新${LOGISTICS_KIND_LABELS[offer.kind]}`,
    keptTitle: `您的${KEPT_PUBLISHER_LABELS[offer.kind]}在订阅的线路上发布了新${LOGISTICS_KIND_LABELS[offer.kind]}`,
    description: excerpt(normalizeLine(offer.title), 60),
    createdAt: new Date(now).toISOString(),
  };
}

/**
 * Tells the offer's subscribers; answers how many were told (0 when it was told before). One
 * statement: atomic alone, and safe inside the caller's transaction. A new offer's own write tells
 * them in its statement (queries/offers.ts, `insertOffer`).
 */
export async function notifyLaneSubscribers(db: Store, offer: AnnouncedOffer, now: number): Promise<number> {
  const notice = laneNotice(offer, now);
  return notice ? insertOfferNotices(db, offer, notice) : 0;
}
