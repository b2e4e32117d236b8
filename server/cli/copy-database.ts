/**
 * `npm run db:copy -- --to postgres://… [--from ./data/portal.db]`: copies the portal's SQLite
 * database into an empty PostgreSQL database (store/copy-to-postgres.ts), then counts and compares
 * every table on both sides and prints them. The source defaults to PORTAL_DB, the target to
 * PORTAL_DATABASE_URL. Stop the servers that write the SQLite file first. Exit codes: 0 copied and
 * equal, 1 refused or different (the target is left empty), 2 wrong usage.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../store/sqlite/db.ts';
import { copySqliteToPostgres } from '../store/copy-to-postgres.ts';
import { pg } from '../store/postgres/postgres-client.ts';
import { isPostgresUrl, readSetting, SETTINGS } from '../settings.ts';

const USAGE =
  '用法 / usage: npm run db:copy -- --to postgres://用户@主机:端口/数据库 [--from SQLite 文件]\n' +
  '默认：--from 为 PORTAL_DB（./data/portal.db），--to 为 PORTAL_DATABASE_URL。';

function refuse(message: string, code = 1): never {
  console.error(`[db:copy] ${message}`);
  process.exit(code);
}

let options: { from?: string | undefined; to?: string | undefined };
try {
  options = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } }).values;
} catch (error) {
  refuse(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`, 2);
}
const from = options.from ?? readSetting(SETTINGS.dbPath, process.env);
const to = options.to ?? process.env['PORTAL_DATABASE_URL'];
if (!to || !isPostgresUrl(to)) refuse(USAGE, 2);
if (!existsSync(from)) refuse(`SQLite 数据库 ${resolve(from)} 不存在 / no such file`);

// Opening brings an older file to this release's schema first, as the server would.
const { db } = openDatabase(from, { create: false });
const client = new pg.Client({ connectionString: to });
try {
  await client.connect();
  const started = performance.now();
  let total = 0;
  await copySqliteToPostgres(db, client, (copy) => {
    total += copy.postgresRows;
    console.log(
      `${copy.table.padEnd(24)} ${String(copy.sqliteRows).padStart(9)} → ${String(copy.postgresRows).padStart(9)}  ${copy.same ? '一致 / same' : '不一致 / DIFFERENT'}`,
    );
  });
  console.log(
    `已复制 ${total} 行，每张表的行数与内容一致（${((performance.now() - started) / 1000).toFixed(1)} s）。 / copied and compared.`,
  );
} catch (error) {
  refuse(error instanceof Error ? error.message : String(error));
} finally {
  await client.end().catch(() => {});
  db.close();
}
