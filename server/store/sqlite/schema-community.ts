/**
 * The community's own words (docs/api.md, Community): edits and deletions of posts and replies, their
 * history, and who follows which post. Tables and columns added after the community's first release,
 * so they are made for old database files too (schema.ts runs `addCommunitySchema` after its own).
 */
import { addedColumns, type AddedColumn } from './schema.ts';

/**
 * What posts and replies alike gained: 已编辑, the last change after the grace period; deleted, the
 * text emptied while the row (the floor) stays; the version an edit must be based on (optimistic
 * concurrency), 1 when written and +1 per saved edit.
 */
const EDIT_TRAIL_COLUMNS = { edited_at: 'TEXT', deleted_at: 'TEXT', revision: 'INTEGER NOT NULL DEFAULT 1' };

/** Columns the community added to tables of the first release; `addMissingColumns` adds them. */
export const COMMUNITY_ADDED_COLUMNS: readonly AddedColumn[] = [
  ...addedColumns('posts', EDIT_TRAIL_COLUMNS),
  ...addedColumns('replies', EDIT_TRAIL_COLUMNS),
  // A notice of new replies to a followed post: the post, the first floor it counts, how many it counts.
  ...addedColumns('notices', {
    post_id: 'INTEGER',
    floor: 'INTEGER',
    reply_count: 'INTEGER NOT NULL DEFAULT 0',
  }),
];

/**
 * One unread notice per follower and post: new replies are merged into it until it is read (the
 * upsert in queries/notices.ts names this index's condition).
 */
export const COMMUNITY_ADDED_INDEXES = [
  'CREATE UNIQUE INDEX IF NOT EXISTS notices_unread_post ON notices(user_id, post_id) WHERE read = 0 AND post_id IS NOT NULL',
];

const COMMUNITY_TABLES = `
-- Every change of a post's or reply's text, in order (its id is what the cached post lists and
-- circle counts compare, queries/sql.ts). old_* hold the version the change replaced when it is kept:
-- edits after the grace period (the history) and deletions (kept for the operator, never answered);
-- an edit within the grace period keeps nothing.
CREATE TABLE IF NOT EXISTS community_edits (
  id INTEGER PRIMARY KEY,
  post_id INTEGER NOT NULL REFERENCES posts(id),
  reply_id INTEGER REFERENCES replies(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  action TEXT NOT NULL CHECK (action IN ('edit', 'delete')),
  at TEXT NOT NULL,
  old_title TEXT,
  old_content TEXT,
  old_since TEXT
);
CREATE INDEX IF NOT EXISTS community_edits_target ON community_edits(post_id, reply_id, id);
-- An account's newest edits: the posting rate counts them (queries/community-edits.ts).
CREATE INDEX IF NOT EXISTS community_edits_user ON community_edits(user_id, id DESC);

CREATE TABLE IF NOT EXISTS post_follows (
  post_id INTEGER NOT NULL REFERENCES posts(id),
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (post_id, user_id)
);
CREATE INDEX IF NOT EXISTS post_follows_user ON post_follows(user_id);
`;

interface SchemaDatabase {
  exec(sql: string): void;
  prepare(sql: string): { all(): unknown[] };
}

/**
 * Makes the community's tables. A database that had posts before following existed gets every
 * author following their own posts, as a new post's author does.
 */
export function addCommunitySchema(db: SchemaDatabase): void {
  const hadFollows = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'post_follows'")
    .all();
  db.exec(COMMUNITY_TABLES);
  if (hadFollows.length === 0) {
    db.exec(
      'INSERT OR IGNORE INTO post_follows (post_id, user_id, created_at) SELECT id, user_id, created_at FROM posts',
    );
  }
}
