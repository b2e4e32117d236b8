/**
 * The content desk's tables (docs/decisions.md, "The content desk"). The public tables (policies,
 * announcements, enterprises, routes) keep serving what is published; the desk keeps every item's
 * revisions and what was done to it. An item's `id` is its public id, given out when the item is
 * created, so a draft keeps its address from its first save to its publication.
 */
import { DESK_ACTIONS, DESK_KINDS, DESK_STATES } from '../../../src/lib/shared/contract.ts';
import { oneOf } from './schema.ts';

export const DESK_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS desk_items (
  kind TEXT NOT NULL CHECK (${oneOf('kind', DESK_KINDS)}),
  id INTEGER NOT NULL,
  state TEXT NOT NULL CHECK (${oneOf('state', DESK_STATES)}),
  -- The newest revision (what an edit must name) and the one the public tables show, if any.
  revision INTEGER NOT NULL,
  published_revision INTEGER,
  title TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  updated_by INTEGER REFERENCES users(id),
  PRIMARY KEY (kind, id)
);
CREATE INDEX IF NOT EXISTS desk_items_updated ON desk_items(kind, updated_at DESC, id DESC);

CREATE TABLE IF NOT EXISTS desk_revisions (
  kind TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  revision INTEGER NOT NULL,
  fields TEXT NOT NULL,
  saved_at TEXT NOT NULL,
  saved_by INTEGER REFERENCES users(id),
  PRIMARY KEY (kind, item_id, revision),
  FOREIGN KEY (kind, item_id) REFERENCES desk_items(kind, id)
);

-- Every action on an item: who, when, what, the state before and after, and the revision it concerned.
CREATE TABLE IF NOT EXISTS desk_actions (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  action TEXT NOT NULL CHECK (${oneOf('action', DESK_ACTIONS)}),
  revision INTEGER NOT NULL,
  from_state TEXT,
  to_state TEXT NOT NULL,
  at TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id),
  -- What the trail says besides (a scheduled action, a missed time); schema version 15.
  note TEXT,
  FOREIGN KEY (kind, item_id) REFERENCES desk_items(kind, id)
);
CREATE INDEX IF NOT EXISTS desk_actions_item ON desk_actions(kind, item_id, id DESC);

-- Publications and withdrawals per public table: cached lists of that table are recomputed after one
-- (queries/sql.ts), on every server that shares the database.
CREATE TABLE IF NOT EXISTS content_changes (
  name TEXT PRIMARY KEY,
  n INTEGER NOT NULL
);
`;
