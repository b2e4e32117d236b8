/**
 * Schema version 7 on both stores (sqlite-migrations.ts, postgres-schema.ts): the photos users upload
 * (docs/decisions.md, "Photos in the store"), re-encoded, kept in the database every node reads, and
 * the 营业执照 photo a 企业认证 application names.
 */
import { IMAGE_FORMATS } from '../../../src/lib/shared/files.ts';
import { oneOf } from './schema.ts';

export const FILES_SCHEMA_NAME = 'uploaded photos; the licence photo of an application';

export const FILES_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS files (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  format TEXT NOT NULL CHECK (${oneOf('format', IMAGE_FORMATS)}),
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  bytes INTEGER NOT NULL,
  content BLOB NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS files_user ON files(user_id, created_at DESC);
`;

/**
 * The 营业执照 photo of a 企业认证 application (a file's id); null for applications sent before it was
 * asked for. Both stores add it in version 7 (the verifications table exists by then on a new file too).
 */
export const LICENCE_COLUMN_SQL = 'ALTER TABLE verifications ADD COLUMN licence_file_id TEXT';

/** PostgreSQL's words for the same (version 7 of postgres-schema.ts). */
export const FILES_SCHEMA_POSTGRES = `
CREATE TABLE files (
  id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  format text NOT NULL CHECK (${oneOf('format', IMAGE_FORMATS)}),
  width integer NOT NULL,
  height integer NOT NULL,
  bytes integer NOT NULL,
  content bytea NOT NULL,
  created_at text NOT NULL
);
CREATE INDEX files_user ON files(user_id, created_at DESC);
${LICENCE_COLUMN_SQL.replace('TEXT', 'text')};
`;
