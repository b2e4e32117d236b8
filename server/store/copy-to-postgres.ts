/**
 * Copies a SQLite portal database into an empty PostgreSQL one (the way an operator moves to
 * PostgreSQL; the command is server/cli/copy-database.ts). In one PostgreSQL transaction:
 * the schema is brought to this release's version, every table is copied in an order that meets its
 * foreign keys (rows keep their ids), each identity is moved past the largest id, and then every table
 * is counted and compared row by row on both sides (a digest of the rows in primary-key order). Any
 * difference rolls everything back, so the target is either a whole copy or still empty.
 *
 * The statements name tables and columns read from the SQLite schema (quoted as identifiers); every
 * value travels as a bound parameter.
 */
import { createHash } from 'node:crypto';
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { identifier, type pg } from './postgres/postgres-client.ts';
import { migratePostgres } from './postgres/postgres-migrations.ts';

/** PostgreSQL takes at most 65,535 parameters per statement. */
const MAX_PARAMETERS = 60_000;
const MAX_ROWS_PER_INSERT = 1_000;
/** Rows read from SQLite (and digested) at a time. */
const READ_BATCH = 5_000;

export interface TableCopy {
  table: string;
  sqliteRows: number;
  postgresRows: number;
  /** Whether the digests of all rows, in primary-key order, agree. */
  same: boolean;
}

export class CopyRefusedError extends Error {}

interface TableInfo {
  name: string;
  columns: string[];
  /** The primary key's columns in key order; the rowid's order where a table has no declared key. */
  key: string[];
  textKey: Set<string>;
  identity: boolean;
}

/** The portal's tables on the SQLite side (FTS5's tables are SQLite's own search, PostgreSQL has indexes). */
function sqliteTables(db: DatabaseSync): TableInfo[] {
  const names = (
    db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%_fts%' ORDER BY name",
      )
      .all() as { name: string }[]
  ).map((row) => row.name);
  const infos = names.map((name): TableInfo => {
    const columns = db.prepare(`PRAGMA table_info(${identifier(name)})`).all() as {
      name: string;
      type: string;
      pk: number;
    }[];
    const key = columns
      .filter((column) => column.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((column) => column.name);
    return {
      name,
      columns: columns.map((column) => column.name),
      key,
      textKey: new Set(
        columns.filter((column) => column.pk > 0 && column.type.toUpperCase() === 'TEXT').map((c) => c.name),
      ),
      identity:
        key.length === 1 &&
        key[0] === 'id' &&
        columns.some((c) => c.name === 'id' && c.type.toUpperCase() === 'INTEGER'),
    };
  });
  return inForeignKeyOrder(db, infos);
}

/** Referenced tables before the tables that reference them (a table referring to itself is fine). */
function inForeignKeyOrder(db: DatabaseSync, tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: TableInfo[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: TableInfo) => {
    if (state.get(table.name) === 'done') return;
    if (state.get(table.name) === 'visiting') throw new Error(`foreign keys form a cycle at ${table.name}`);
    state.set(table.name, 'visiting');
    const references = db.prepare(`PRAGMA foreign_key_list(${identifier(table.name)})`).all() as {
      table: string;
    }[];
    for (const { table: referenced } of references) {
      const target = byName.get(referenced);
      if (target && target !== table) visit(target);
    }
    state.set(table.name, 'done');
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered;
}

const columnList = (columns: readonly string[]) => columns.map(identifier).join(', ');

/** `ORDER BY` over the key, text compared byte by byte on both sides (SQLite's BINARY is PostgreSQL's "C"). */
const keyOrder = (table: TableInfo, dialect: 'sqlite' | 'postgres'): string =>
  table.key.length === 0
    ? 'rowid'
    : table.key
        .map((column) =>
          dialect === 'postgres' && table.textKey.has(column)
            ? `${identifier(column)} COLLATE "C"`
            : identifier(column),
        )
        .join(', ');

/** Rows of a SQLite table in key order, a batch at a time (one statement stepped through). */
function* sqliteRows(db: DatabaseSync, table: TableInfo): Generator<Record<string, SQLInputValue>[]> {
  const select = db.prepare(
    `SELECT ${columnList(table.columns)} FROM ${identifier(table.name)} ORDER BY ${keyOrder(table, 'sqlite')}`,
  );
  let batch: Record<string, SQLInputValue>[] = [];
  for (const row of select.iterate()) {
    batch.push(row);
    if (batch.length === READ_BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** A value as the digest reads it: numbers as numbers, bytes (a SQLite Uint8Array, a pg Buffer) as base64. */
const digestValue = (value: unknown): unknown => {
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Uint8Array)
    return Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64');
  return value;
};

/** One row as the digest reads it: the same on both sides whatever the driver's types. */
const rowText = (table: TableInfo, row: Record<string, unknown>): string =>
  JSON.stringify(table.columns.map((column) => digestValue(row[column])));

async function insertRows(
  client: pg.ClientBase,
  table: TableInfo,
  rows: Record<string, SQLInputValue>[],
): Promise<void> {
  const perInsert = Math.max(
    1,
    Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / table.columns.length)),
  );
  for (let start = 0; start < rows.length; start += perInsert) {
    const chunk = rows.slice(start, start + perInsert);
    const values: unknown[] = [];
    const tuples = chunk.map((row) => {
      const placeholders = table.columns.map((column) => {
        values.push(row[column] ?? null);
        return `$${values.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    // OVERRIDING SYSTEM VALUE: the ids are the SQLite rows' own.
    const overriding = table.identity ? ' OVERRIDING SYSTEM VALUE' : '';
    await client.query(
      `INSERT INTO ${identifier(table.name)} (${columnList(table.columns)})${overriding} VALUES ${tuples.join(', ')}`,
      values,
    );
  }
}

async function postgresDigest(
  client: pg.ClientBase,
  table: TableInfo,
): Promise<{ rows: number; digest: string }> {
  const hash = createHash('sha256');
  let rows = 0;
  // A cursor in key order (the transaction keeps it), read a batch at a time.
  const cursor = `copy_check_${table.name}`;
  await client.query(
    `DECLARE ${identifier(cursor)} NO SCROLL CURSOR FOR SELECT ${columnList(table.columns)} FROM ${identifier(table.name)} ORDER BY ${keyOrder(table, 'postgres')}`,
  );
  for (;;) {
    const batch = await client.query<Record<string, unknown>>(
      `FETCH ${READ_BATCH} FROM ${identifier(cursor)}`,
    );
    for (const row of batch.rows) hash.update(rowText(table, row)).update('\n');
    rows += batch.rows.length;
    if (batch.rows.length < READ_BATCH) break;
  }
  await client.query(`CLOSE ${identifier(cursor)}`);
  return { rows, digest: hash.digest('hex') };
}

/** Refuses a target that holds rows in any of the portal's tables. */
async function assertEmpty(client: pg.ClientBase, tables: readonly TableInfo[]): Promise<void> {
  for (const table of tables) {
    const { rows } = await client.query<{ any: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${identifier(table.name)}) AS any`,
    );
    if (rows[0]?.any) {
      throw new CopyRefusedError(
        `目标数据库的表 ${table.name} 里已有数据：只能复制到一个空的 PostgreSQL 数据库。 / The target table ${table.name} is not empty: copy into an empty PostgreSQL database.`,
      );
    }
  }
}

export async function copySqliteToPostgres(
  db: DatabaseSync,
  client: pg.ClientBase,
  onTable: (copy: TableCopy) => void = () => {},
): Promise<TableCopy[]> {
  await migratePostgres(client);
  const tables = sqliteTables(db);
  await assertEmpty(client, tables);
  await client.query('BEGIN');
  try {
    const copies: TableCopy[] = [];
    const digests = new Map<string, { rows: number; digest: string }>();
    for (const table of tables) {
      const hash = createHash('sha256');
      let count = 0;
      for (const rows of sqliteRows(db, table)) {
        for (const row of rows) hash.update(rowText(table, row)).update('\n');
        count += rows.length;
        await insertRows(client, table, rows);
      }
      digests.set(table.name, { rows: count, digest: hash.digest('hex') });
      if (table.identity) {
        await client.query(
          `SELECT setval(pg_get_serial_sequence($1, 'id'), coalesce((SELECT max(id) FROM ${identifier(table.name)}), 0) + 1, false)`,
          [table.name],
        );
      }
    }
    for (const table of tables) {
      const copied = await postgresDigest(client, table);
      const source = digests.get(table.name) ?? { rows: 0, digest: '' };
      const copy = {
        table: table.name,
        sqliteRows: source.rows,
        postgresRows: copied.rows,
        same: copied.rows === source.rows && copied.digest === source.digest,
      };
      copies.push(copy);
      onTable(copy);
    }
    const different = copies.filter((copy) => !copy.same);
    if (different.length > 0) {
      throw new CopyRefusedError(
        `复制后的数据与原数据不一致（${different.map((copy) => copy.table).join('、')}），已全部撤销。 / The copy differs from the source in ${different.map((copy) => copy.table).join(', ')}; nothing was kept.`,
      );
    }
    await client.query('COMMIT');
    return copies;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
