/**
 * The portal's database as the operator's commands (`npm run user:create`, `npm run user:role`) find
 * it: PostgreSQL when PORTAL_DATABASE_URL names one, else the SQLite file PORTAL_DB names
 * (server/settings.ts). Neither is ever created here: a missing database is refused with a message that
 * says what to do.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DatabaseOpenError, openDatabase } from './sqlite/db.ts';
import { openPostgres } from './postgres/open-postgres.ts';
import { readSetting, SETTINGS } from '../settings.ts';
import { sqliteStore } from './sqlite/sqlite-store.ts';
import type { Store } from './store.ts';

export async function openOperatorStore(env: NodeJS.ProcessEnv = process.env): Promise<Store> {
  const url = readSetting(SETTINGS.databaseUrl, env);
  if (url) return (await openPostgres(url, { pool: 2 })).store;
  const path = readSetting(SETTINGS.dbPath, env);
  if (!existsSync(path)) {
    throw new DatabaseOpenError(
      `数据库 ${resolve(path)} 不存在：请先启动一次服务器（npm run serve）创建它，或用 PORTAL_DB（或 PORTAL_DATABASE_URL）指定门户的数据库`,
    );
  }
  return sqliteStore(openDatabase(path, { create: false }).db);
}
