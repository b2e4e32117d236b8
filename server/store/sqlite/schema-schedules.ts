/**
 * Scheduled publishing (docs/api.md, Scheduled publishing): at most one schedule per desk item, read
 * by time by the due run (server/domain/schedules.ts), which claims a row by deleting it. Schema
 * version 15 on both stores, with the trail's note (a scheduled action, a missed time), a column of
 * desk_actions that a file made before it lacks.
 */
import { SCHEDULE_ACTIONS } from '../../../src/lib/shared/contract/schedules.ts';
import type { DatabaseSync } from 'node:sqlite';
import { oneOf } from './schema.ts';

export const SCHEDULES_SCHEMA_NAME = 'scheduled publishing of desk items';

export const SCHEDULES_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS desk_schedules (
  kind TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  action TEXT NOT NULL CHECK (${oneOf('action', SCHEDULE_ACTIONS)}),
  revision INTEGER NOT NULL,
  at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  created_by INTEGER NOT NULL REFERENCES users(id),
  PRIMARY KEY (kind, item_id),
  FOREIGN KEY (kind, item_id) REFERENCES desk_items(kind, id)
);
CREATE INDEX IF NOT EXISTS desk_schedules_due ON desk_schedules(at);
`;

/** Version 15 on SQLite: the table, and the note of a trail made before (a new file's has it). */
export function addSchedules(db: DatabaseSync): void {
  db.exec(SCHEDULES_SCHEMA_SQL);
  const columns = db.prepare('PRAGMA table_info(desk_actions)').all() as { name: string }[];
  if (!columns.some((column) => column.name === 'note'))
    db.exec('ALTER TABLE desk_actions ADD COLUMN note TEXT');
}

/** PostgreSQL's words for the same. */
export const SCHEDULES_SCHEMA_POSTGRES = `
CREATE TABLE desk_schedules (
  kind text NOT NULL,
  item_id bigint NOT NULL,
  action text NOT NULL CHECK (${oneOf('action', SCHEDULE_ACTIONS)}),
  revision bigint NOT NULL,
  at text NOT NULL,
  created_at text NOT NULL,
  created_by bigint NOT NULL REFERENCES users(id),
  PRIMARY KEY (kind, item_id),
  FOREIGN KEY (kind, item_id) REFERENCES desk_items(kind, id)
);
CREATE INDEX desk_schedules_due ON desk_schedules(at);
ALTER TABLE desk_actions ADD COLUMN IF NOT EXISTS note text;
`;
