/** The page views the portal counts (schema-views.ts): added in batches, read by day and by page. */
import type { Store } from '../store/store.ts';

export interface ViewCount {
  day: string;
  path: string;
  views: number;
}

/** Adds each count to its day and page, in one transaction. */
export async function addPageViews(db: Store, counts: readonly ViewCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db.transaction(async (tx) => {
    for (const { day, path, views } of counts)
      await tx.run(
        `INSERT INTO page_views (day, path, views) VALUES (?, ?, ?)
         ON CONFLICT (day, path) DO UPDATE SET views = page_views.views + excluded.views`,
        day,
        path,
        views,
      );
  });
}

/** The views of each day from `from` to `to` (China days, both included) that has any. */
export async function viewsByDay(
  db: Store,
  from: string,
  to: string,
): Promise<{ day: string; views: number }[]> {
  const rows = await db.all<{ day: string; views: number | string }>(
    'SELECT day, SUM(views) AS views FROM page_views WHERE day >= ? AND day <= ? GROUP BY day ORDER BY day',
    from,
    to,
  );
  return rows.map((row) => ({ day: row.day, views: Number(row.views) }));
}

/**
 * The most read pages of the period, most read first (then by path), whose path starts with one of
 * `prefixes` (every page when none is given): the portal's own route paths, which hold no `%` or `_`.
 */
export async function mostReadPaths(
  db: Store,
  from: string,
  to: string,
  limit: number,
  prefixes: readonly string[] = [],
): Promise<{ path: string; views: number }[]> {
  const narrowed = prefixes.length > 0 ? `AND (${prefixes.map(() => 'path LIKE ?').join(' OR ')})` : '';
  const rows = await db.all<{ path: string; views: number | string }>(
    `SELECT path, SUM(views) AS views FROM page_views WHERE day >= ? AND day <= ? ${narrowed}
     GROUP BY path ORDER BY SUM(views) DESC, path LIMIT ?`,
    from,
    to,
    ...prefixes.map((prefix) => `${prefix}%`),
    limit,
  );
  return rows.map((row) => ({ path: row.path, views: Number(row.views) }));
}
