/**
 * What a database made by an earlier release gains when it is opened: the columns and indexes added
 * since (`addMissingColumns`), and the upgrades SQLite cannot make with `ALTER TABLE`: a CHECK list that gained a value after the table's
 * first release (`sms_codes.purpose` gained `register`). A database made by an earlier release keeps
 * its table's old CHECK (`CREATE TABLE IF NOT EXISTS` leaves it as it was) and would refuse the new
 * value, so the table is rebuilt from the current schema with every row kept.
 *
 * Only tables that no other table references are listed here: renaming a referenced table would
 * carry the references over to the old copy.
 */
import { DESK_QUEUES, SMS_PURPOSES, USER_ROLES } from '../../../src/lib/shared/contract.ts';
import { addedColumns, oneOf, type AddedColumn } from './schema.ts';
import { addCommunitySchema, COMMUNITY_ADDED_COLUMNS, COMMUNITY_ADDED_INDEXES } from './schema-community.ts';
import { MODERATION_ADDED_COLUMNS } from './schema-moderation.ts';
import { addOffersSchema, OFFERS_ADDED_COLUMNS, OFFERS_ADDED_INDEXES } from './schema-offers.ts';
import { LIVE_ADDED_COLUMNS, LIVE_ADDED_INDEXES } from './schema-live.ts';

/** Columns added after their table's first release; `addMissingColumns` gives them to older files. */
const ADDED_COLUMNS: readonly AddedColumn[] = [
  ...addedColumns('sms_codes', { client_ip: "TEXT NOT NULL DEFAULT ''", user_id: 'INTEGER' }),
  // What the account may do (the content desk is for editors); every older account is a user.
  ...addedColumns('users', { role: `TEXT NOT NULL DEFAULT 'user' CHECK (${oneOf('role', USER_ROLES)})` }),
  ...COMMUNITY_ADDED_COLUMNS,
  ...MODERATION_ADDED_COLUMNS,
  ...OFFERS_ADDED_COLUMNS,
  ...LIVE_ADDED_COLUMNS,
];

/** Indexes on added columns: made after the columns exist. */
const ADDED_INDEXES = [
  'CREATE INDEX IF NOT EXISTS sms_codes_client ON sms_codes(client_ip, created_at)',
  ...COMMUNITY_ADDED_INDEXES,
  ...OFFERS_ADDED_INDEXES,
  ...LIVE_ADDED_INDEXES,
];

interface SchemaDatabase {
  exec(sql: string): void;
  prepare(sql: string): {
    all(...values: (string | number)[]): unknown[];
    run(...values: (string | number | null)[]): unknown;
  };
}

/**
 * Adds the columns of ADDED_COLUMNS that a database made by an earlier release lacks (SCHEMA_SQL's
 * `CREATE TABLE IF NOT EXISTS` leaves an existing table as it was), then their indexes. Run after SCHEMA_SQL.
 */
export function addMissingColumns(db: SchemaDatabase): void {
  for (const { table, column, definition } of ADDED_COLUMNS) {
    const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
    if (!columns.some((existing) => existing.name === column))
      db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
  }
  for (const index of ADDED_INDEXES) db.exec(index);
  addCommunitySchema(db);
  addOffersSchema(db);
}

interface UpgradeDatabase {
  exec(sql: string): void;
  prepare(sql: string): { all(...values: string[]): unknown[] };
}

/** A table and the values its CHECK on `column` must accept. */
const WIDENED_CHECKS: readonly { table: string; values: readonly string[] }[] = [
  { table: 'sms_codes', values: SMS_PURPOSES },
  // An editor's 待办 of the documents and complaints queues (notices.desk_queue).
  { table: 'notices', values: DESK_QUEUES },
];

const storedDefinition = (db: UpgradeDatabase, table: string): string => {
  const rows = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").all(table) as {
    sql: string;
  }[];
  return rows[0]?.sql ?? '';
};

const columnsOf = (db: UpgradeDatabase, table: string): string[] =>
  (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((column) => column.name);

/**
 * Rebuilds each listed table whose stored definition lacks one of its values: the old table is
 * renamed, `createSchema` makes the new one (and, once the old is gone, its indexes), and the rows
 * are copied across, in one transaction. A database already up to date is left untouched.
 */
export function widenCheckLists(db: UpgradeDatabase, createSchema: () => void): void {
  for (const { table, values } of WIDENED_CHECKS) {
    const definition = storedDefinition(db, table);
    if (!definition || values.every((value) => definition.includes(`'${value}'`))) continue;
    const old = `${table}_before_upgrade`;
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(`ALTER TABLE ${table} RENAME TO ${old}`);
      createSchema();
      const kept = columnsOf(db, old).filter((column) => columnsOf(db, table).includes(column));
      const list = kept.join(', ');
      db.exec(`INSERT INTO ${table} (${list}) SELECT ${list} FROM ${old}`);
      // The old table's indexes go with it; the schema then makes them for the new table.
      db.exec(`DROP TABLE ${old}`);
      createSchema();
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}
