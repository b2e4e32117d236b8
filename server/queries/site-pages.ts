import type { Database } from '../db.ts';
import { statement } from './sql.ts';

/**
 * The items whose static pages show an enterprise (its name, a link to it): its routes and its
 * announcements. A publish of the enterprise renders them again (server/publishing/site-pages.ts).
 */
export function itemsShowingEnterprise(
  db: Database,
  enterpriseId: number,
): { routes: number[]; announcements: number[] } {
  const ids = (sql: string) => (statement(db, sql).all(enterpriseId) as { id: number }[]).map(({ id }) => id);
  return {
    routes: ids('SELECT id FROM routes WHERE enterprise_id = ? ORDER BY id'),
    announcements: ids('SELECT id FROM announcements WHERE enterprise_id = ? ORDER BY id'),
  };
}
