import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../../server/store/postgres/open-postgres.ts';
import { seedDatabase } from '../../../server/seed/index.ts';
import { postgresMissing, usePostgres } from '../helpers/postgres.ts';
import { SMALL_SEED } from './harness.ts';

/**
 * Opening a PostgreSQL database at start (server/store/postgres/open-postgres.ts): an empty one is seeded only
 * when creating is allowed, and once, however many nodes start on it together.
 */
describe.skipIf(postgresMissing)('opening a PostgreSQL database', () => {
  const postgres = usePostgres();
  const seed = { ...SMALL_SEED, accounts: true };

  it('refuses an empty database unless creating is allowed, saying what to do', async () => {
    const { url } = await postgres.database();
    await expect(openPostgres(url, { pool: 1 })).rejects.toThrow(/PORTAL_CREATE_DB=1.*db:copy/s);
  });

  it('seeds an empty database once when several nodes start on it at the same time', async () => {
    const { client, url } = await postgres.database();
    const opened = await Promise.all(
      [1, 2, 3].map(() => openPostgres(url, { seedWith: (db) => seedDatabase(db, seed), pool: 1 })),
    );
    try {
      expect(opened.filter((one) => one.created)).toHaveLength(1);
      const { rows } = await client.query<{ users: string; circles: string; posts: string }>(
        'SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM circles) AS circles, (SELECT count(*) FROM posts) AS posts',
      );
      expect(Number(rows[0]?.circles)).toBe(SMALL_SEED.circles);
      expect(Number(rows[0]?.posts)).toBe(SMALL_SEED.posts);
      expect(Number(rows[0]?.users)).toBeGreaterThanOrEqual(SMALL_SEED.users ?? 0);
      // Every node works on what the one seed wrote.
      for (const { store } of opened) {
        expect(await store.get<{ n: number }>('SELECT count(*) AS n FROM circles')).toEqual({
          n: SMALL_SEED.circles,
        });
      }
    } finally {
      await Promise.all(opened.map(({ store }) => store.close()));
    }
  });
});
