/**
 * Community moderation (docs/api.md, Moderation): users report posts and replies, editors hide what
 * breaks the rules or dismiss the report. One `reports` row per reported post or reply while it is
 * open (however many users report it); each user's report is a `report_entries` row; every action of
 * the desk is a `moderation_actions` row (who, when, what), whose id the cached post lists compare
 * (queries/sql.ts) so a hidden post leaves them on every server sharing the database.
 */
import {
  REPORT_ACTIONS,
  REPORT_REASONS,
  REPORT_STATES,
  REPORT_TARGETS,
} from '../../../src/lib/shared/contract.ts';
import { oneOf } from './schema.ts';

/** When an editor hid the post or reply: its text then reaches only its author. */
export const MODERATION_ADDED_COLUMNS: readonly { table: string; column: string; definition: string }[] = [
  { table: 'posts', column: 'hidden_at', definition: 'TEXT' },
  { table: 'replies', column: 'hidden_at', definition: 'TEXT' },
];

export const MODERATION_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS reports (
  id INTEGER PRIMARY KEY,
  target TEXT NOT NULL CHECK (${oneOf('target', REPORT_TARGETS)}),
  target_id INTEGER NOT NULL,
  state TEXT NOT NULL CHECK (${oneOf('state', REPORT_STATES)}),
  created_at TEXT NOT NULL,
  last_reported_at TEXT NOT NULL,
  handled_at TEXT,
  handled_by INTEGER REFERENCES users(id)
);
-- At most one open report per target: new reports of it join that one.
CREATE UNIQUE INDEX IF NOT EXISTS reports_open_target ON reports(target, target_id) WHERE state = 'open';
CREATE INDEX IF NOT EXISTS reports_state ON reports(state, last_reported_at DESC, id DESC);

CREATE TABLE IF NOT EXISTS report_entries (
  id INTEGER PRIMARY KEY,
  report_id INTEGER NOT NULL REFERENCES reports(id),
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reason TEXT NOT NULL CHECK (${oneOf('reason', REPORT_REASONS)}),
  note TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  UNIQUE (report_id, user_id)
);
-- The per-account rate reads a user's reports of the last hour.
CREATE INDEX IF NOT EXISTS report_entries_user ON report_entries(user_id, created_at);

CREATE TABLE IF NOT EXISTS moderation_actions (
  id INTEGER PRIMARY KEY,
  report_id INTEGER NOT NULL REFERENCES reports(id),
  action TEXT NOT NULL CHECK (${oneOf('action', REPORT_ACTIONS)}),
  user_id INTEGER NOT NULL REFERENCES users(id),
  at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS moderation_actions_report ON moderation_actions(report_id, id);
`;
