/**
 * Where the content desk meets the static site: after an item is published or withdrawn in the
 * database, the site publisher brings `dist/` up to date with it (only the pages the item appears on)
 * and says which URLs changed, so a CDN can purge exactly those.
 */
import { isoNow, type Clock } from '../domain/clock.ts';
import type { DeskKind } from '../../src/lib/shared/contract.ts';

export interface ContentChange {
  /** The kind of content editors write; each has a public list, details pages and a desk list. */
  kind: DeskKind;
  /** The item's public id. */
  id: number;
  action: 'publish' | 'withdraw';
}

export interface PublishOutcome {
  /** Site paths (with the base) whose files were rewritten or removed, for a CDN purge. */
  changedUrls: string[];
  /** When the new files were in place (ISO 8601): from then on the server serves them. */
  liveAt: string;
}

export type SitePublisher = (change: ContentChange) => Promise<PublishOutcome>;

/** The publisher of a server that has no static site to change (tests of the API alone). */
export const noSitePublisher =
  (now: Clock): SitePublisher =>
  () =>
    Promise.resolve({ changedUrls: [], liveAt: isoNow(now) });
