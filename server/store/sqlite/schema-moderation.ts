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
} from '../../../src/lib/shared/contract/moderation.ts';
import { addedColumns, oneOf, type AddedColumn } from './schema.ts';

/** When an editor hid the post or reply: its text then reaches only its author. */
export const MODERATION_ADDED_COLUMNS: readonly AddedColumn[] = [
  ...addedColumns('posts', { hidden_at: 'TEXT' }),
  ...addedColumns('replies', { hidden_at: 'TEXT' }),
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

export const OFFER_REPORTS_NAME = 'offers reportable';

/** The moderation tables, parents first: rebuilt together, as the entries and actions reference the reports. */
const MODERATION_TABLES = ['reports', 'report_entries', 'moderation_actions'] as const;

interface RebuildDatabase {
  exec(sql: string): void;
  prepare(sql: string): { all(): unknown[] };
}

/**
 * Gives a file of an earlier release the CHECK on `reports.target` that takes `offer`. SQLite cannot
 * change a CHECK in place, and the reports table is referenced (so widenCheckLists cannot rename it
 * with foreign keys on): the three tables are copied aside, dropped children first, made again from
 * MODERATION_SCHEMA_SQL and filled back with their ids, in the migration's transaction.
 */
export function rebuildModerationTables(db: RebuildDatabase): void {
  const columnsOf = (table: string) =>
    (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((column) => column.name);
  const kept = MODERATION_TABLES.map((table) => ({ table, columns: columnsOf(table).join(', ') }));
  for (const { table } of kept) db.exec(`CREATE TEMP TABLE ${table}_kept AS SELECT * FROM ${table}`);
  for (const { table } of kept.toReversed()) db.exec(`DROP TABLE ${table}`);
  db.exec(MODERATION_SCHEMA_SQL);
  for (const { table, columns } of kept) {
    db.exec(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM ${table}_kept`);
    db.exec(`DROP TABLE ${table}_kept`);
  }
}

/** PostgreSQL's words for the same: its CHECK is a named constraint, replaced in place. */
export const OFFER_REPORTS_POSTGRES = `
ALTER TABLE reports DROP CONSTRAINT reports_target_check;
ALTER TABLE reports ADD CONSTRAINT reports_target_check CHECK (${oneOf('target', REPORT_TARGETS)});
`;
