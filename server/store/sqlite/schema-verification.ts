/**
 * Verified enterprises (docs/decisions.md, "Verified enterprises"): users' 企业认证 applications and
 * the desk's decisions, and the announcements an enterprise's member handed to an editor to publish.
 * A user belongs to the enterprise of their latest approved application; nothing else records it, so
 * every server sharing the database agrees.
 */
import { VERIFICATION_STATES } from '../../../src/lib/shared/contract.ts';
import { oneOf } from './schema.ts';

export const VERIFICATION_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS verifications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  company_name TEXT NOT NULL,
  credit_code TEXT NOT NULL,
  contact TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  state TEXT NOT NULL CHECK (${oneOf('state', VERIFICATION_STATES)}),
  reason TEXT,
  -- The enterprise's desk and public id (an approval links or creates it).
  enterprise_id INTEGER,
  created_at TEXT NOT NULL,
  decided_at TEXT,
  decided_by INTEGER REFERENCES users(id)
);
CREATE INDEX IF NOT EXISTS verifications_user ON verifications(user_id, id DESC);
CREATE INDEX IF NOT EXISTS verifications_state ON verifications(state, id DESC);
-- One application 审核中 per user, whatever the number of servers.
CREATE UNIQUE INDEX IF NOT EXISTS verifications_one_pending ON verifications(user_id) WHERE state = 'pending';

-- An announcement a member submitted for publication: the revision they saw. Publishing or a later
-- save ends the submission.
CREATE TABLE IF NOT EXISTS desk_submissions (
  kind TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  revision INTEGER NOT NULL,
  submitted_at TEXT NOT NULL,
  submitted_by INTEGER REFERENCES users(id),
  PRIMARY KEY (kind, item_id),
  FOREIGN KEY (kind, item_id) REFERENCES desk_items(kind, id)
);
`;
