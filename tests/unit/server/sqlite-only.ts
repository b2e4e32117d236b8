/** The server's test files that are about SQLite itself: the PostgreSQL run leaves them out. */
export const SQLITE_ONLY_TESTS: readonly string[] = [
  // Start their own PostgreSQL cluster.
  'postgres-copy.test.ts',
  'postgres-schema.test.ts',
  'postgres-search.test.ts',
  'postgres-sql.test.ts',
  'postgres-store.test.ts',
  // The SQLite file: its faults, errors, start and schema versions.
  'database-errors.test.ts',
  'database-faults.test.ts',
  'database-start.test.ts',
  'schema-versions.test.ts',
];
