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

/**
 * Version 2 on both stores: indexes that let each rate read its newest rows in order instead of
 * sorting all of them — an account's offers by publishing time (`nthNewestOfferAt`, the publishing
 * rate, which sorted every offer the account ever published) and a mobile's codes by time
 * (`nthLatestAt`, the SMS limits per mobile, which sorted every code the mobile was ever sent).
 * tests/unit/server/rate-plans.test.ts reads every rate's plan on both stores.
 */
export const RATE_INDEXES: readonly string[] = [
  'CREATE INDEX IF NOT EXISTS logistics_info_publisher ON logistics_info(user_id, published_at DESC)',
  'CREATE INDEX IF NOT EXISTS sms_codes_sent ON sms_codes(mobile, created_at)',
];
export const RATE_INDEXES_NAME = 'the rates read their rows in order';

/**
 * Version 3 on both stores: the notices of a post by time, so that hiding, deleting or editing a
 * post or reply finds the notices carrying its words (server/queries/notice-words.ts) without reading
 * every notice of every user.
 */
export const NOTICE_POST_INDEXES: readonly string[] = [
  'CREATE INDEX IF NOT EXISTS notices_post ON notices(post_id, created_at) WHERE post_id IS NOT NULL',
];
export const NOTICE_POST_INDEXES_NAME = 'the notices of a post by time';
