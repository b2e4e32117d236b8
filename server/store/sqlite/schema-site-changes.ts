/**
 * Schema version 6 on both stores (sqlite-migrations.ts, postgres-schema.ts): the changes to user
 * content that alter a public static page (server/queries/site-changes.ts). Every node reads the rows
 * after its own cursor and renders the pages they concern into its own files
 * (server/site/publishing/user-pages.ts); old rows are pruned (PORTAL_SITE_CHANGES_KEEP).
 */
export const SITE_CHANGES_SCHEMA_NAME = 'changes to user content for the static pages';

export const SITE_CHANGES_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS site_changes (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('offer', 'post', 'user')),
  item_id INTEGER NOT NULL,
  floor INTEGER,
  at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS site_changes_at ON site_changes(at);
`;
