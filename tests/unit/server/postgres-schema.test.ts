import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/store/sqlite/db.ts';
import {
  migratePostgres,
  schemaVersion,
  SchemaTooNewError,
} from '../../../server/store/postgres/postgres-migrations.ts';
import { POSTGRES_MIGRATIONS } from '../../../server/store/postgres/postgres-schema.ts';
import { postgresMissing, usePostgres } from '../helpers/postgres.ts';

/**
 * The PostgreSQL schema is the SQLite schema in other words: the same tables, the same columns with
 * the same kind of value and the same NOT NULL, the same named indexes; and its versions are applied
 * once, in order, and never onto a newer database.
 */

type Kind = 'integer' | 'real' | 'text';

interface ColumnShape {
  kind: Kind;
  notNull: boolean;
}

/** The portal's tables in a new SQLite database, without FTS5's tables. */
function sqliteShape(): Map<string, Map<string, ColumnShape>> {
  const { db } = openDatabase(':memory:', { create: true });
  try {
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%_fts%' ORDER BY name",
      )
      .all() as { name: string }[];
    return new Map(
      tables.map(({ name }) => {
        const columns = db.prepare(`PRAGMA table_info(${name})`).all() as {
          name: string;
          type: string;
          notnull: number;
          pk: number;
        }[];
        return [
          name,
          new Map(
            columns.map((column) => [
              column.name,
              {
                kind:
                  column.type.toUpperCase() === 'INTEGER'
                    ? 'integer'
                    : column.type.toUpperCase() === 'REAL'
                      ? 'real'
                      : 'text',
                // A SQLite primary key column is never null in practice (INTEGER PRIMARY KEY is the rowid).
                notNull: column.notnull === 1 || column.pk > 0,
              } satisfies ColumnShape,
            ]),
          ),
        ];
      }),
    );
  } finally {
    db.close();
  }
}

function sqliteIndexes(): string[] {
  const { db } = openDatabase(':memory:', { create: true });
  try {
    return (
      db
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_autoindex_%' ORDER BY name",
        )
        .all() as { name: string }[]
    ).map((row) => row.name);
  } finally {
    db.close();
  }
}

const kindOf = (type: string): Kind =>
  ['integer', 'bigint', 'smallint'].includes(type)
    ? 'integer'
    : type === 'double precision'
      ? 'real'
      : 'text';

async function postgresShape(client: pg.Client): Promise<Map<string, Map<string, ColumnShape>>> {
  const { rows } = await client.query<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
  }>(
    `SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name <> 'schema_migrations' ORDER BY table_name, ordinal_position`,
  );
  const shape = new Map<string, Map<string, ColumnShape>>();
  for (const row of rows) {
    if (!shape.has(row.table_name)) shape.set(row.table_name, new Map());
    shape
      .get(row.table_name)
      ?.set(row.column_name, { kind: kindOf(row.data_type), notNull: row.is_nullable === 'NO' });
  }
  return shape;
}

const plain = (shape: Map<string, Map<string, ColumnShape>>) =>
  Object.fromEntries(
    [...shape].map(([table, columns]) => [
      table,
      Object.fromEntries([...columns].sort(([a], [b]) => a.localeCompare(b))),
    ]),
  );

describe.skipIf(postgresMissing)('the PostgreSQL schema', () => {
  const postgres = usePostgres();

  it('has every table and column of the SQLite schema, of the same kind and nullability, and no other', async () => {
    const { client } = await postgres.database();
    await migratePostgres(client);
    const expected = plain(sqliteShape());
    const actual = plain(await postgresShape(client));
    expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
    expect(actual).toEqual(expected);
  });

  it('has every named index of the SQLite schema (PostgreSQL adds its key indexes and the search indexes)', async () => {
    const { client } = await postgres.database();
    await migratePostgres(client);
    const { rows } = await client.query<{ indexname: string }>(
      "SELECT indexname FROM pg_indexes WHERE schemaname = 'public'",
    );
    const names = rows.map((row) => row.indexname);
    expect(names).toEqual(expect.arrayContaining(sqliteIndexes()));
    for (const table of ['policies', 'announcements', 'logistics_info', 'posts']) {
      expect(names).toContain(`${table}_search`);
    }
  });

  it('refuses a value outside a CHECK list, as SQLite does', async () => {
    const { client } = await postgres.database();
    await migratePostgres(client);
    await client.query(
      "INSERT INTO users (account, password_hash, nickname, mobile, created_at) VALUES ('a', 'h', 'n', '13800000000', '2026-01-01T00:00:00.000Z')",
    );
    await expect(
      client.query(
        "INSERT INTO notices (user_id, type, title, description, created_at) VALUES (1, 'shout', 't', 'd', '2026-01-01T00:00:00.000Z')",
      ),
    ).rejects.toThrow(/notices_type_check/);
  });
});

describe.skipIf(postgresMissing)('PostgreSQL schema versions', () => {
  const postgres = usePostgres();
  const at = () => new Date('2026-11-24T08:00:00.000Z');

  it('applies every version on an empty database, then nothing on the second start', async () => {
    const { client } = await postgres.database();
    expect(await schemaVersion(client)).toBe(0);
    const first = await migratePostgres(client, POSTGRES_MIGRATIONS, at);
    expect(first.applied).toEqual(POSTGRES_MIGRATIONS.map((migration) => migration.version));
    const second = await migratePostgres(client, POSTGRES_MIGRATIONS, at);
    expect(second).toEqual({ applied: [], version: first.version });
    const { rows } = await client.query(
      'SELECT version, name, applied_at FROM schema_migrations ORDER BY version',
    );
    expect(rows).toEqual(
      POSTGRES_MIGRATIONS.map((migration) => ({
        version: migration.version,
        name: migration.name,
        applied_at: '2026-11-24T08:00:00.000Z',
      })),
    );
  });

  it('applies a later version alone on a database at the earlier one', async () => {
    const { client } = await postgres.database();
    await migratePostgres(client, POSTGRES_MIGRATIONS, at);
    const next = [
      ...POSTGRES_MIGRATIONS,
      { version: 99, name: 'a later release', sql: 'CREATE TABLE later_things (id integer PRIMARY KEY)' },
    ];
    expect(await migratePostgres(client, next, at)).toEqual({ applied: [99], version: 99 });
    expect(await schemaVersion(client)).toBe(99);
  });

  it('leaves nothing of a version that fails, and records nothing for it', async () => {
    const { client } = await postgres.database();
    await migratePostgres(client, POSTGRES_MIGRATIONS, at);
    const broken = [
      ...POSTGRES_MIGRATIONS,
      {
        version: 50,
        name: 'half of it breaks',
        sql: 'CREATE TABLE half_made (id integer); SELECT * FROM no_such_table',
      },
    ];
    await expect(migratePostgres(client, broken, at)).rejects.toThrow(
      /version 50 \(half of it breaks\) failed/,
    );
    const { rows } = await client.query<{ present: boolean }>(
      "SELECT to_regclass('half_made') IS NOT NULL AS present",
    );
    expect(rows[0]?.present).toBe(false);
    expect(await schemaVersion(client)).toBe(POSTGRES_MIGRATIONS.at(-1)?.version);
  });

  it('refuses a database whose schema is newer than this server, naming both versions', async () => {
    const { client } = await postgres.database();
    await migratePostgres(client, POSTGRES_MIGRATIONS, at);
    await client.query(
      "INSERT INTO schema_migrations (version, name, applied_at) VALUES (1000, 'the future', 'x')",
    );
    const refused = migratePostgres(client, POSTGRES_MIGRATIONS, at);
    await expect(refused).rejects.toBeInstanceOf(SchemaTooNewError);
    await expect(refused).rejects.toThrow(
      new RegExp(`版本是 1000.*认识到 ${POSTGRES_MIGRATIONS.at(-1)!.version}\\b`),
    );
  });

  it('applies each version once when two nodes start at the same time', async () => {
    const { client: first, url } = await postgres.database();
    const second = new pg.Client({ connectionString: url });
    await second.connect();
    try {
      const results = await Promise.all([
        migratePostgres(first, POSTGRES_MIGRATIONS, at),
        migratePostgres(second, POSTGRES_MIGRATIONS, at),
      ]);
      expect(results.map((result) => result.applied.length).sort()).toEqual([0, POSTGRES_MIGRATIONS.length]);
    } finally {
      await second.end();
    }
  });
});
