/**
 * Brings a PostgreSQL database to the schema this release knows (postgres-schema.ts): each missing
 * version in order, each in its own transaction (PostgreSQL's DDL is transactional, so a failed
 * version leaves nothing half-made), recorded in `schema_migrations`. Several nodes starting at once
 * take turns on an advisory lock, so each version is applied once. A database whose schema is newer
 * than this release is refused: an older server must not write into tables it does not know.
 */
import type pg from 'pg';
import { POSTGRES_MIGRATIONS, type PostgresMigration } from './postgres-schema.ts';
import { SchemaTooNewError } from '../schema-version.ts';
import { systemClock } from '../../domain/clock.ts';

export { SchemaTooNewError };

/** Any number: the lock only has to be the same for every node of this portal. */
const MIGRATION_LOCK = 7_319_420_241;

const RECORD_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version integer PRIMARY KEY,
  name text NOT NULL,
  applied_at text NOT NULL
)`;

export interface MigrationResult {
  /** The versions applied now, in order (empty when the database was up to date). */
  applied: number[];
  version: number;
}

/** The newest version recorded in the database, 0 for a database without the portal's schema. */
export async function schemaVersion(client: pg.ClientBase): Promise<number> {
  const found = await client.query<{ present: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS present",
  );
  if (!found.rows[0]?.present) return 0;
  const { rows } = await client.query<{ version: number | null }>(
    'SELECT max(version) AS version FROM schema_migrations',
  );
  return rows[0]?.version ?? 0;
}

export async function migratePostgres(
  client: pg.ClientBase,
  migrations: readonly PostgresMigration[] = POSTGRES_MIGRATIONS,
  now: () => Date = () => new Date(systemClock()),
): Promise<MigrationResult> {
  const known = migrations.at(-1)?.version ?? 0;
  await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
  try {
    await client.query(RECORD_TABLE);
    const current = await schemaVersion(client);
    if (current > known) throw new SchemaTooNewError(current, known);
    const applied: number[] = [];
    for (const migration of migrations) {
      if (migration.version <= current) continue;
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
          migration.version,
          migration.name,
          now().toISOString(),
        ]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(
          `PostgreSQL schema version ${migration.version} (${migration.name}) failed: ${String(error)}`,
          {
            cause: error,
          },
        );
      }
      applied.push(migration.version);
    }
    return { applied, version: Math.max(current, known) };
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  }
}
