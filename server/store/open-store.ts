/**
 * The portal's database as the operator's commands (`npm run user:create`, `npm run user:role`) find
 * it: PostgreSQL when PORTAL_DATABASE_URL names one, else the SQLite file PORTAL_DB names (default
 * ./data/portal.db). Neither is ever created here: a missing database is refused with a message that
 * says what to do.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DatabaseOpenError, openDatabase } from './sqlite/db.ts';
import { isPostgresUrl, openPostgres } from './postgres/open-postgres.ts';
import { sqliteStore } from './sqlite/sqlite-store.ts';
import type { Store } from './store.ts';

export async function openOperatorStore(env: NodeJS.ProcessEnv = process.env): Promise<Store> {
  const url = env['PORTAL_DATABASE_URL']?.trim();
  if (url) {
    if (!isPostgresUrl(url))
      throw new DatabaseOpenError(
        'PORTAL_DATABASE_URL 须以 postgres:// 或 postgresql:// 开头 / must be a postgres:// URL',
      );
    return (await openPostgres(url, { pool: 2 })).store;
  }
  const path = env['PORTAL_DB'] || './data/portal.db';
  if (!existsSync(path)) {
    throw new DatabaseOpenError(
      `数据库 ${resolve(path)} 不存在：请先启动一次服务器（npm run serve）创建它，或用 PORTAL_DB（或 PORTAL_DATABASE_URL）指定门户的数据库`,
    );
  }
  return sqliteStore(openDatabase(path, { create: false }).db);
}
