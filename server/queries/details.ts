import type { DetailsKind } from '../../src/lib/shared/details-routes.ts';
import type { Store } from '../store/store.ts';

/** One constant query per kind of item a details route shows (no view is counted). */
const EXISTS: Record<DetailsKind, string> = {
  policy: 'SELECT 1 AS found FROM policies WHERE id = ?',
  announcement: 'SELECT 1 AS found FROM announcements WHERE id = ?',
  route: 'SELECT 1 AS found FROM routes WHERE id = ?',
  enterprise: 'SELECT 1 AS found FROM enterprises WHERE id = ?',
  'logistics-info': 'SELECT 1 AS found FROM logistics_info WHERE id = ?',
  post: 'SELECT 1 AS found FROM posts WHERE id = ?',
  user: 'SELECT 1 AS found FROM users WHERE id = ? AND closed_at IS NULL',
};

/** Whether item `id` of `kind` exists, for the status of its details page. */
export async function itemExists(db: Store, kind: DetailsKind, id: number): Promise<boolean> {
  return (await db.get(EXISTS[kind], id)) !== undefined;
}
