/**
 * The portal's schema on PostgreSQL: the same tables, columns, keys, CHECK lists and indexes as the
 * SQLite schema (schema*.ts), in PostgreSQL's words. A test (tests/unit/server/postgres-schema.test.ts)
 * compares both column by column, so neither can gain a column the other lacks.
 *
 * - Ids are `bigint` identities given by default, so the copy command (copy-to-postgres.ts) can keep
 *   every row's id and then move the identity past the largest.
 * - Times stay ISO 8601 text and days `YYYY-MM-DD` text, as on SQLite: every comparison the queries
 *   make on them is a text comparison, and the answers carry the same strings.
 * - Flags stay integers (`read` 0/1), so rows read from either store are equal.
 * - Keyword search: SQLite's FTS5 trigram tables become one GIN index per table over the two-character
 *   sequences of its title and text (`searchIndex` in postgres-schema-v1.ts), for keywords of two characters and more.
 */
import { SESSION_COLUMNS_NAME, SESSION_COLUMNS_POSTGRES } from '../sqlite/schema-live.ts';
import {
  NOTICE_POST_INDEXES,
  NOTICE_POST_INDEXES_NAME,
  RATE_INDEXES,
  RATE_INDEXES_NAME,
} from '../schema-version.ts';
import { CHALLENGE_SCHEMA_NAME } from '../sqlite/schema-challenge.ts';
import { SITE_CHANGES_SCHEMA_NAME } from '../sqlite/schema-site-changes.ts';
import { FILES_SCHEMA_NAME, FILES_SCHEMA_POSTGRES } from '../sqlite/schema-files.ts';
import { DOCUMENTS_SCHEMA_NAME, DOCUMENTS_SCHEMA_POSTGRES } from '../sqlite/schema-documents.ts';
import { VIEWS_SCHEMA_NAME, VIEWS_SCHEMA_POSTGRES } from '../sqlite/schema-views.ts';
import { OVERVIEW_INDEXES, OVERVIEW_INDEXES_NAME } from '../sqlite/schema-overview.ts';
import { RATINGS_SCHEMA_NAME, RATINGS_SCHEMA_POSTGRES } from '../sqlite/schema-ratings.ts';
import { FAVORITES_SCHEMA_NAME, FAVORITES_SCHEMA_POSTGRES } from '../sqlite/schema-favorites.ts';
import { WAYBILLS_SCHEMA_NAME, WAYBILLS_SCHEMA_POSTGRES } from '../sqlite/schema-waybills.ts';
import { COMPLAINTS_SCHEMA_NAME, COMPLAINTS_SCHEMA_POSTGRES } from '../sqlite/schema-complaints.ts';
import { SCHEDULES_SCHEMA_NAME, SCHEDULES_SCHEMA_POSTGRES } from '../sqlite/schema-schedules.ts';
import { OFFER_REPORTS_NAME, OFFER_REPORTS_POSTGRES } from '../sqlite/schema-moderation.ts';
import {
  QUOTE_VEHICLES_SCHEMA_NAME,
  QUOTE_VEHICLES_SCHEMA_POSTGRES,
} from '../sqlite/schema-quote-vehicles.ts';
import { CREDIT_FACTS_SCHEMA_NAME, CREDIT_FACTS_SCHEMA_POSTGRES } from '../sqlite/schema-credit-facts.ts';
import { ID, POSTGRES_SCHEMA_V1 } from './postgres-schema-v1.ts';

/** Version 3: the SMS challenge's used solutions and the generated secrets (schema-challenge.ts). */
const POSTGRES_CHALLENGE_SQL = `
CREATE TABLE sms_challenges_used (
  signature text PRIMARY KEY,
  expires_at text NOT NULL
);
CREATE INDEX sms_challenges_used_expiry ON sms_challenges_used(expires_at);
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at text NOT NULL
);
`;

/** Version 6: the changes to user content for the static pages (schema-site-changes.ts). */
const POSTGRES_SITE_CHANGES_SQL = `
CREATE TABLE site_changes (
  ${ID},
  kind text NOT NULL CHECK (kind IN ('offer', 'post', 'user')),
  item_id bigint NOT NULL,
  floor bigint,
  at text NOT NULL
);
CREATE INDEX site_changes_at ON site_changes(at);
`;

export interface PostgresMigration {
  version: number;
  /** What it does, in a few words (shown in the start log and in `schema_migrations`). */
  name: string;
  sql: string;
}

/** Every version of the PostgreSQL schema, in order; a release only ever appends. */
export const POSTGRES_MIGRATIONS: readonly PostgresMigration[] = [
  { version: 1, name: 'the portal as of the second store', sql: POSTGRES_SCHEMA_V1 },
  { version: 2, name: RATE_INDEXES_NAME, sql: RATE_INDEXES.join(';\n') },
  { version: 3, name: CHALLENGE_SCHEMA_NAME, sql: POSTGRES_CHALLENGE_SQL },
  { version: 4, name: SESSION_COLUMNS_NAME, sql: SESSION_COLUMNS_POSTGRES },
  { version: 5, name: NOTICE_POST_INDEXES_NAME, sql: NOTICE_POST_INDEXES.join(';\n') },
  { version: 6, name: SITE_CHANGES_SCHEMA_NAME, sql: POSTGRES_SITE_CHANGES_SQL },
  { version: 7, name: FILES_SCHEMA_NAME, sql: FILES_SCHEMA_POSTGRES },
  { version: 8, name: DOCUMENTS_SCHEMA_NAME, sql: DOCUMENTS_SCHEMA_POSTGRES },
  { version: 9, name: FAVORITES_SCHEMA_NAME, sql: FAVORITES_SCHEMA_POSTGRES },
  { version: 10, name: WAYBILLS_SCHEMA_NAME, sql: WAYBILLS_SCHEMA_POSTGRES },
  { version: 11, name: VIEWS_SCHEMA_NAME, sql: VIEWS_SCHEMA_POSTGRES },
  { version: 12, name: RATINGS_SCHEMA_NAME, sql: RATINGS_SCHEMA_POSTGRES },
  {
    version: 13,
    name: `${COMPLAINTS_SCHEMA_NAME}; ${OFFER_REPORTS_NAME}`,
    sql: COMPLAINTS_SCHEMA_POSTGRES + OFFER_REPORTS_POSTGRES,
  },
  { version: 14, name: QUOTE_VEHICLES_SCHEMA_NAME, sql: QUOTE_VEHICLES_SCHEMA_POSTGRES },
  { version: 15, name: SCHEDULES_SCHEMA_NAME, sql: SCHEDULES_SCHEMA_POSTGRES },
  { version: 16, name: OVERVIEW_INDEXES_NAME, sql: OVERVIEW_INDEXES.join(';\n') },
  { version: 17, name: CREDIT_FACTS_SCHEMA_NAME, sql: CREDIT_FACTS_SCHEMA_POSTGRES },
];
