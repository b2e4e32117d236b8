/**
 * The schema's versions on SQLite, recorded in `PRAGMA user_version`. Version 1 is the schema db.ts
 * makes on every open: `CREATE … IF NOT EXISTS` and the columns, indexes and CHECK lists earlier
 * releases lacked (schema-upgrades.ts), all of which may run again without harm. A change that cannot
 * be made that way (a table rebuilt, rows rewritten) is a new version here, applied once, in order,
 * each in its own transaction — and the same version in postgres-schema.ts.
 *
 * A file whose version is newer than this release knows is refused before anything touches it.
 */
import type { DatabaseSync } from 'node:sqlite';
import {
  NOTICE_POST_INDEXES,
  NOTICE_POST_INDEXES_NAME,
  RATE_INDEXES,
  RATE_INDEXES_NAME,
  SchemaTooNewError,
} from '../schema-version.ts';
import { CHALLENGE_SCHEMA_NAME, CHALLENGE_SCHEMA_SQL } from './schema-challenge.ts';
import { SESSION_COLUMNS_NAME } from './schema-live.ts';
import { SITE_CHANGES_SCHEMA_NAME, SITE_CHANGES_SCHEMA_SQL } from './schema-site-changes.ts';
import { FILES_SCHEMA_NAME, FILES_SCHEMA_SQL, LICENCE_COLUMN_SQL } from './schema-files.ts';
import { DOCUMENTS_SCHEMA_NAME, DOCUMENTS_SCHEMA_SQL } from './schema-documents.ts';
import { VIEWS_SCHEMA_NAME, VIEWS_SCHEMA_SQL } from './schema-views.ts';
import { FAVORITES_SCHEMA_NAME, FAVORITES_SCHEMA_SQL } from './schema-favorites.ts';
import { WAYBILLS_SCHEMA_NAME, WAYBILLS_SCHEMA_SQL } from './schema-waybills.ts';
import { RATINGS_SCHEMA_NAME, RATINGS_SCHEMA_SQL } from './schema-ratings.ts';
import { COMPLAINTS_SCHEMA_NAME, COMPLAINTS_SCHEMA_SQL } from './schema-complaints.ts';
import { OFFER_REPORTS_NAME, rebuildModerationTables } from './schema-moderation.ts';
import { QUOTE_VEHICLES_SCHEMA_NAME, QUOTE_VEHICLES_SCHEMA_SQL } from './schema-quote-vehicles.ts';
import { addSchedules, SCHEDULES_SCHEMA_NAME } from './schema-schedules.ts';
import { OVERVIEW_INDEXES, OVERVIEW_INDEXES_NAME } from './schema-overview.ts';
import { CREDIT_FACTS_SCHEMA_NAME, CREDIT_FACTS_SCHEMA_SQL } from './schema-credit-facts.ts';

export interface SqliteMigration {
  version: number;
  /** The same words as the PostgreSQL version of the same number. */
  name: string;
  apply(db: DatabaseSync): void;
}

export const SQLITE_MIGRATIONS: readonly SqliteMigration[] = [
  // Made by db.ts on every open (see above); recording it marks the file as this schema's.
  { version: 1, name: 'the portal as of the second store', apply: () => {} },
  {
    version: 2,
    name: RATE_INDEXES_NAME,
    apply: (db) => {
      for (const index of RATE_INDEXES) db.exec(index);
    },
  },
  { version: 3, name: CHALLENGE_SCHEMA_NAME, apply: (db) => db.exec(CHALLENGE_SCHEMA_SQL) },
  // Version 4's columns are added on every open (schema-live.ts SESSION_ADDED_COLUMNS, through ADDED_COLUMNS).
  { version: 4, name: SESSION_COLUMNS_NAME, apply: () => {} },
  {
    version: 5,
    name: NOTICE_POST_INDEXES_NAME,
    apply: (db) => {
      for (const index of NOTICE_POST_INDEXES) db.exec(index);
    },
  },
  { version: 6, name: SITE_CHANGES_SCHEMA_NAME, apply: (db) => db.exec(SITE_CHANGES_SCHEMA_SQL) },
  {
    version: 7,
    name: FILES_SCHEMA_NAME,
    apply: (db) => {
      db.exec(FILES_SCHEMA_SQL);
      db.exec(LICENCE_COLUMN_SQL);
    },
  },
  { version: 8, name: DOCUMENTS_SCHEMA_NAME, apply: (db) => db.exec(DOCUMENTS_SCHEMA_SQL) },
  { version: 9, name: FAVORITES_SCHEMA_NAME, apply: (db) => db.exec(FAVORITES_SCHEMA_SQL) },
  { version: 10, name: WAYBILLS_SCHEMA_NAME, apply: (db) => db.exec(WAYBILLS_SCHEMA_SQL) },
  { version: 11, name: VIEWS_SCHEMA_NAME, apply: (db) => db.exec(VIEWS_SCHEMA_SQL) },
  { version: 12, name: RATINGS_SCHEMA_NAME, apply: (db) => db.exec(RATINGS_SCHEMA_SQL) },
  {
    version: 13,
    name: `${COMPLAINTS_SCHEMA_NAME}; ${OFFER_REPORTS_NAME}`,
    apply: (db) => {
      db.exec(COMPLAINTS_SCHEMA_SQL);
      rebuildModerationTables(db);
    },
  },
  { version: 14, name: QUOTE_VEHICLES_SCHEMA_NAME, apply: (db) => db.exec(QUOTE_VEHICLES_SCHEMA_SQL) },
  { version: 15, name: SCHEDULES_SCHEMA_NAME, apply: addSchedules },
  {
    version: 16,
    name: OVERVIEW_INDEXES_NAME,
    apply: (db) => {
      for (const index of OVERVIEW_INDEXES) db.exec(index);
    },
  },
  { version: 17, name: CREDIT_FACTS_SCHEMA_NAME, apply: (db) => db.exec(CREDIT_FACTS_SCHEMA_SQL) },
];

const versionOf = (db: DatabaseSync): number =>
  Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);

/** Throws SchemaTooNewError for a file a newer release has written; before any other statement. */
export function assertKnownSqliteVersion(db: DatabaseSync, migrations = SQLITE_MIGRATIONS): void {
  const known = migrations.at(-1)?.version ?? 0;
  const found = versionOf(db);
  if (found > known) throw new SchemaTooNewError(found, known);
}

/** Applies the versions the file lacks (after db.ts made version 1); returns those applied. */
export function applySqliteMigrations(db: DatabaseSync, migrations = SQLITE_MIGRATIONS): number[] {
  assertKnownSqliteVersion(db, migrations);
  const current = versionOf(db);
  const applied: number[] = [];
  for (const migration of migrations) {
    if (migration.version <= current) continue;
    db.exec('BEGIN IMMEDIATE');
    try {
      migration.apply(db);
      // A pragma takes no bound value; the version is a number of this list.
      db.exec(`PRAGMA user_version = ${Math.trunc(migration.version)}`);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw new Error(
        `SQLite schema version ${migration.version} (${migration.name}) failed: ${String(error)}`,
        {
          cause: error,
        },
      );
    }
    applied.push(migration.version);
  }
  return applied;
}
