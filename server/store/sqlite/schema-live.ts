/**
 * Lanes users follow (订阅线路) and what a notice about an offer needs (docs/decisions.md, "Live
 * notices"). A lane end is a code prefix (`31`, `3101`; src/lib/shared/rules/lane.ts), so the notify rule
 * finds a new offer's subscribers by the two prefixes of its origin on an index.
 */
import { DESK_QUEUES, SESSION_END_REASONS, SUBSCRIPTION_KINDS } from '../../../src/lib/shared/contract.ts';
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

/**
 * Schema version 4: why a token was revoked (a signed-out page is told which), and the desk queue an
 * editor's 待办 opens. Null for tokens revoked and notices made before it.
 */
export const SESSION_ADDED_COLUMNS = [
  {
    table: 'tokens',
    column: 'revoked_reason',
    definition: `TEXT CHECK (${oneOf('revoked_reason', SESSION_END_REASONS)})`,
  },
  { table: 'notices', column: 'desk_queue', definition: `TEXT CHECK (${oneOf('desk_queue', DESK_QUEUES)})` },
] as const;

/** PostgreSQL's words for the same columns (version 4 of postgres-schema.ts). */
export const SESSION_COLUMNS_POSTGRES = SESSION_ADDED_COLUMNS.map(
  ({ table, column, definition }) =>
    `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${column} ${definition.replace('TEXT', 'text')}`,
).join(';\n');
export const SESSION_COLUMNS_NAME = 'why a token was revoked; the desk queue of an editor notice';

/** The offer a notice opens (logisticsInformationDetails); null for the other notices. */
export const LIVE_ADDED_COLUMNS = [
  { table: 'notices', column: 'offer_id', definition: 'INTEGER' },
  ...SESSION_ADDED_COLUMNS,
] as const;

/** One notice per person and offer, however often the offer is announced (re-published, retried). */
export const LIVE_ADDED_INDEXES = [
  'CREATE UNIQUE INDEX IF NOT EXISTS notices_offer ON notices(user_id, offer_id) WHERE offer_id IS NOT NULL',
  // The stream reads a user's notices after the last id it sent (notice-stream.ts).
  'CREATE INDEX IF NOT EXISTS notices_user_id ON notices(user_id, id)',
] as const;
