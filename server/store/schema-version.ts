/**
 * One schema version for both stores: SQLite records it in `PRAGMA user_version`, PostgreSQL in
 * `schema_migrations`; a release knows the versions up to the last of its lists
 * (sqlite-migrations.ts, postgres-schema.ts), which end at the same number.
 */

/** The schema in the database is newer than this server: start the newer release, or restore. */
export class SchemaTooNewError extends Error {
  readonly found: number;
  readonly known: number;

  constructor(found: number, known: number) {
    super(
      `数据库的结构版本是 ${found}，而这个版本的服务器只认识到 ${known}：数据库已被更新的版本升级过。` +
        `请启动与数据库相同或更新的服务器版本，不要用旧版本写入它。` +
        ` / The database schema is version ${found}; this server knows versions up to ${known}. Run a release at least as new as the database.`,
    );
    this.found = found;
    this.known = known;
  }
}
