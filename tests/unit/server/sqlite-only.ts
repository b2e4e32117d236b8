/**
 * The server test files that are about SQLite itself, or that never reach the store of a test server:
 * they run on SQLite only and are left out of the suite's second run on PostgreSQL. Every other file
 * under tests/unit/server reaches the data through `server.store` and the HTTP API alone, in SQL
 * both databases understand (sqlite-only.test.ts checks that no other file reaches `server.db` or the
 * database file). A new `postgres-*.test.ts` starts its own cluster and belongs here too.
 */
export const SQLITE_ONLY_TESTS: readonly string[] = [
  // The SQLite file going missing, being replaced or refusing writes while the server runs.
  'database-errors.test.ts',
  'database-faults.test.ts',
  // Opening, creating and upgrading the SQLite file at start.
  'database-start.test.ts',
  // SQLite's schema versions and their upgrades.
  'schema-versions.test.ts',
  // The SQLite store itself.
  'sqlite-store.test.ts',
  'sqlite-checkpoints.test.ts',
  // The seed writes a SQLite database directly (server/seed/).
  'seed.test.ts',
  // SQLite's query plan for lane search.
  'offer-lanes-plan.test.ts',
  // Restarts a server on the same SQLite file, and checks the file after SIGTERM (WAL checkpoint).
  'lifecycle.test.ts',
  // Restarts a server on a copy of the SQLite file (VACUUM INTO).
  'maintenance-restart.test.ts',
  // npm run user:role writes to the SQLite file named by PORTAL_DB, and upgrades an old one.
  'user-role.test.ts',
  // Starts `node server/main.ts` as a child process on a seeded SQLite file (processes.ts).
  'serve-process.test.ts',
  'startup-checks.test.ts',
  // The site build reads the content from a SQLite file it seeds itself.
  'build-content.test.ts',
  // The site publisher builds from the SQLite file.
  'site-publisher.test.ts',
  // A server started on its own SQLite file writes its sitemaps (the sitemaps: sitemap.test.ts).
  'sitemap-start.test.ts',
  // The user-content publisher's pages compared with a build from the SQLite file.
  'user-pages-build.test.ts',
  'site-files.test.ts',
  // Upgrades an old SQLite file's schema (PRAGMA table_info).
  'moderation-schema.test.ts',
  // Its own in-memory SQLite database and an old SQLite file (PRAGMA table_info); no server.
  'sms-store.test.ts',
  // Its own in-memory SQLite database; no server.
  'login-throttle.test.ts',
  'growth-cache.test.ts',
  // The table of settings alone: no store, no server.
  'settings.test.ts',
  // The seed's offers in its own SQLite database (server/seed/); no server.
  'seed-offers.test.ts',
  // Each starts its own PostgreSQL cluster (and compares it with its own SQLite database).
  'offer-matches-stores.test.ts',
  'offer-plans.test.ts',
  'rate-plans.test.ts',
  'postgres-copy.test.ts',
  'postgres-desk.test.ts',
  'postgres-open.test.ts',
  'postgres-queries.test.ts',
  'postgres-writes.test.ts',
  'postgres-schema.test.ts',
  'postgres-search.test.ts',
  'postgres-sql.test.ts',
  'postgres-store.test.ts',
  // The render workers' environment: names a database file, reaches no store.
  'render-session.test.ts',
];
