/**
 * Lanes users follow (订阅线路) and what a notice about an offer needs (docs/decisions.md, "Live
 * notices"). A lane end is a code prefix (`31`, `3101`; src/lib/rules/lane.ts), so the notify rule
 * finds a new offer's subscribers by the two prefixes of its origin on an index.
 */
import { SUBSCRIPTION_KINDS } from '../src/lib/contract.ts';
import { oneOf } from './schema.ts';

export const LIVE_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS subscriptions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (${oneOf('kind', SUBSCRIPTION_KINDS)}),
  origin_code TEXT NOT NULL,
  destination_code TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, kind, origin_code, destination_code)
);
CREATE INDEX IF NOT EXISTS subscriptions_lane ON subscriptions(kind, origin_code);
`;

/** The offer a notice opens (logisticsInformationDetails); null for the other notices. */
export const LIVE_ADDED_COLUMNS = [{ table: 'notices', column: 'offer_id', definition: 'INTEGER' }] as const;

/** One notice per person and offer, however often the offer is announced (re-published, retried). */
export const LIVE_ADDED_INDEXES = [
  'CREATE UNIQUE INDEX IF NOT EXISTS notices_offer ON notices(user_id, offer_id) WHERE offer_id IS NOT NULL',
  // The stream reads a user's notices after the last id it sent (notice-stream.ts).
  'CREATE INDEX IF NOT EXISTS notices_user_id ON notices(user_id, id)',
] as const;
