/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';
import { findPostgres, postgresRequired } from './deploy/start-postgres.ts';
import { SQLITE_ONLY_TESTS } from './tests/unit/server/sqlite-only.ts';

/**
 * Two runs: every unit test on the embedded SQLite store, and then the server's tests again on
 * PostgreSQL (a throw-away cluster, tests/unit/helpers/postgres-suite.ts), except those about SQLite
 * itself (tests/unit/server/sqlite-only.ts). Without PostgreSQL installed the second run is left out,
 * except in CI, where it fails instead (tests/unit/deploy/postgres-cluster.test.ts).
 */
const postgres = findPostgres() !== null || postgresRequired();

export default getViteConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
        },
      },
      ...(postgres
        ? [
            {
              extends: true,
              test: {
                name: 'postgres',
                include: ['tests/unit/server/*.test.ts'],
                exclude: SQLITE_ONLY_TESTS.map((file) => `tests/unit/server/${file}`),
                env: { PORTAL_TEST_STORE: 'postgres' },
                globalSetup: ['tests/unit/helpers/postgres-suite.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
