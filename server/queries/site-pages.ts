import type { Store } from '../store/store.ts';

/**
 * The items whose static pages show an enterprise (its name, a link to it): its routes and its
 * announcements. A publish of the enterprise renders them again (server/site/publishing/site-pages.ts).
 */
export async function itemsShowingEnterprise(
  db: Store,
  enterpriseId: number,
): Promise<{ routes: number[]; announcements: number[] }> {
  const ids = async (sql: string) => (await db.all<{ id: number }>(sql, enterpriseId)).map(({ id }) => id);
  return {
    routes: await ids('SELECT id FROM routes WHERE enterprise_id = ? ORDER BY id'),
    announcements: await ids('SELECT id FROM announcements WHERE enterprise_id = ? ORDER BY id'),
  };
}
