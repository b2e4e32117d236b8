/**
 * Opens the portal's PostgreSQL database (PORTAL_DATABASE_URL) the way db.ts opens the SQLite file:
 * the schema brought to this release's version (refused when newer), and a database without the
 * portal's data refused unless creating is allowed. A new database gets the same seed the SQLite
 * one would: whoever opens the store hands the seed in (`seedWith`), it writes into a SQLite
 * database in memory, copied across (copy-to-postgres.ts), so both stores start from the same rows
 * and the seed is written once.
 */
import { DatabaseOpenError, openDatabase, type Database } from '../sqlite/db.ts';
import { copySqliteToPostgres } from '../copy-to-postgres.ts';
import { pg } from './postgres-client.ts';
import { migratePostgres, SchemaTooNewError } from './postgres-migrations.ts';
import { PostgresStore, databaseName } from './postgres-store.ts';

export interface PostgresOpenOptions {
  /**
   * Writes a new database's first rows (the seed) into the SQLite database it is handed; absent, a
   * database without the portal's data is refused (PORTAL_CREATE_DB unset).
   */
  seedWith?: (db: Database) => void;
  /** Connections in the pool (PORTAL_DATABASE_POOL for a server). */
  pool: number;
}

/** Whether the database holds any of the portal's data: the rows every seed and every portal has. */
const HAS_DATA = `SELECT EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM circles)
  OR EXISTS (SELECT 1 FROM policies) OR EXISTS (SELECT 1 FROM logistics_info) AS present`;

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export async function openPostgres(
  url: string,
  options: PostgresOpenOptions,
): Promise<{ store: PostgresStore; created: boolean }> {
  const where = databaseName(url);
  const client = new pg.Client({ connectionString: url });
  let created = false;
  try {
    try {
      await client.connect();
    } catch (error) {
      if ((error as { code?: unknown }).code === '3D000') {
        throw new DatabaseOpenError(
          `PostgreSQL 数据库 ${where} 不存在：请先在数据库服务器上创建它（createdb），或检查 PORTAL_DATABASE_URL 中的库名。 / The database ${where} does not exist: create it first, or check PORTAL_DATABASE_URL.`,
        );
      }
      throw new DatabaseOpenError(
        `无法连接 PostgreSQL 数据库 ${where}：${reasonOf(error)}。请检查 PORTAL_DATABASE_URL（主机、端口、用户、密码、库名）以及数据库服务是否在运行。 / Cannot connect to ${where}: check PORTAL_DATABASE_URL and that the server is running.`,
      );
    }
    await migratePostgres(client);
    created = await seedWhenEmpty(client, where, options);
  } catch (error) {
    if (error instanceof SchemaTooNewError) throw new DatabaseOpenError(`${where}：${error.message}`);
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
  const { store } = PostgresStore.connect(url, { max: options.pool });
  return { store, created };
}

/** Any number: the same on every node of one portal, and not MIGRATION_LOCK or the transactions' lock. */
const SEED_LOCK = 7_319_420_243;

/**
 * Seeds the database when it holds none of the portal's data and creating is allowed; refuses it when
 * not. Nodes starting together on an empty database take turns on SEED_LOCK, so the first seeds and
 * the others find its rows.
 */
async function seedWhenEmpty(
  client: pg.Client,
  where: string,
  options: PostgresOpenOptions,
): Promise<boolean> {
  await client.query('SELECT pg_advisory_lock($1)', [SEED_LOCK]);
  try {
    // A seed outside demo mode makes no accounts, so the portal's data is anything the seed writes.
    const { rows } = await client.query<{ present: boolean }>(HAS_DATA);
    if (rows[0]?.present) return false;
    if (!options.seedWith) {
      throw new DatabaseOpenError(
        `PostgreSQL 数据库 ${where} 里没有门户的数据。若是新安装，请设置 PORTAL_CREATE_DB=1 启动一次，服务器会写入初始数据；若要搬迁已有的 SQLite 数据库，请用 npm run db:copy。 / ${where} holds no portal data: set PORTAL_CREATE_DB=1 to seed it, or copy a SQLite database with npm run db:copy.`,
      );
    }
    const { db } = openDatabase(':memory:', { create: true });
    try {
      options.seedWith(db);
      await copySqliteToPostgres(db, client);
    } finally {
      db.close();
    }
    return true;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK]).catch(() => {});
  }
}
