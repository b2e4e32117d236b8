/**
 * Upgrades SQLite cannot make with `ALTER TABLE`: a CHECK list that gained a value after the table's
 * first release (`sms_codes.purpose` gained `register`). A database made by an earlier release keeps
 * its table's old CHECK (`CREATE TABLE IF NOT EXISTS` leaves it as it was) and would refuse the new
 * value, so the table is rebuilt from the current schema with every row kept.
 *
 * Only tables that no other table references are listed here: renaming a referenced table would
 * carry the references over to the old copy.
 */
import { SMS_PURPOSES } from '../src/lib/contract.ts';

interface UpgradeDatabase {
  exec(sql: string): void;
  prepare(sql: string): { all(...values: string[]): unknown[] };
}

/** A table and the values its CHECK on `column` must accept. */
const WIDENED_CHECKS: readonly { table: string; values: readonly string[] }[] = [
  { table: 'sms_codes', values: SMS_PURPOSES },
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
