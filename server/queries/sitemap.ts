/**
 * The public items the sitemap lists, per kind: their ids and the times their page last changed,
 * read in pages of ids (`id > after`, in id order) so that 200,000 offers are streamed, never loaded
 * at once; and one summary row per kind (how many, the largest id, the newest time) that tells
 * whether the sitemap has to be written again. Public means what a visitor can open: every row of
 * the editorial tables (a withdrawal deletes the row), an offer still standing (发布中 and its last
 * day not passed: 已成交, 已撤回 and 已过期 leave), a post neither deleted nor hidden, an account not
 * closed (its profile).
 */
import { VIEW_KINDS, type DeskKind, type ViewKind } from '../../src/lib/shared/contract.ts';
import type { Store } from '../store/store.ts';

/** The kinds of public item page, as 访问统计 names them too. */
export const SITEMAP_KINDS = VIEW_KINDS;
export type SitemapKind = ViewKind;

/** One item: its id and when its page last changed (ISO 8601 text, or null when nothing says). */
export interface SitemapItem {
  id: number;
  changedAt: string | null;
}

interface KindSource {
  /** `FROM …` with the table aliased `t` (constant text). */
  from: string;
  /** The condition of a public item; `?` is today (China's day) where it appears. */
  where: string;
  /** Whether `where` takes today. */
  today: boolean;
  /** Time columns; the newest of them is the item's change time. */
  times: readonly string[];
}

/** The newest publication of a desk item (the desk keeps every action; docs/decisions.md). */
const deskPublished = (kind: DeskKind): string =>
  `LEFT JOIN (SELECT item_id, max(at) AS at FROM desk_actions WHERE kind = '${kind}' AND action = 'publish'
     GROUP BY item_id) d ON d.item_id = t.id`;

const SOURCES: Record<SitemapKind, KindSource> = {
  policies: {
    from: `FROM policies t ${deskPublished('policies')}`,
    where: '1 = 1',
    today: false,
    times: ['t.published_at', 'd.at'],
  },
  announcements: {
    from: `FROM announcements t ${deskPublished('announcements')}`,
    where: '1 = 1',
    today: false,
    times: ['t.published_at', 'd.at'],
  },
  routes: { from: `FROM routes t ${deskPublished('routes')}`, where: '1 = 1', today: false, times: ['d.at'] },
  enterprises: {
    from: `FROM enterprises t ${deskPublished('enterprises')}`,
    where: '1 = 1',
    today: false,
    times: ['d.at'],
  },
  // queries/logistics-info.ts STANDING: the offers the lists show.
  offers: {
    from: 'FROM logistics_info t',
    where: "t.state = 'published' AND (t.expires_on IS NULL OR t.expires_on >= ?)",
    today: true,
    times: ['t.published_at', 't.updated_at'],
  },
  posts: {
    from: 'FROM posts t',
    where: 't.deleted_at IS NULL AND t.hidden_at IS NULL',
    today: false,
    times: ['t.created_at', 't.edited_at', 't.last_reply_at'],
  },
  // Every open account has a profile; no lastmod: it changes with each of their offers and posts.
  users: { from: 'FROM users t', where: 't.closed_at IS NULL', today: false, times: [] },
};

/** `, <column> AS t0, …`: nothing for a kind without times. */
const timeColumns = (times: readonly string[], aggregate: boolean): string =>
  times.map((column, index) => `, ${aggregate ? `max(${column})` : column} AS t${index}`).join('');

/** The newest of the time columns `t0`, `t1`, … of a row (ISO texts compare in time order). */
function newest(row: Record<string, unknown>, count: number): string | null {
  let found: string | null = null;
  for (let index = 0; index < count; index += 1) {
    const value = row[`t${index}`];
    if (typeof value === 'string' && value !== '' && (found === null || value > found)) found = value;
  }
  return found;
}

/** Up to `limit` public items of `kind` with an id above `after`, in id order. */
export async function sitemapItems(
  db: Store,
  kind: SitemapKind,
  after: number,
  limit: number,
  today: string,
): Promise<SitemapItem[]> {
  const source = SOURCES[kind];
  const rows = await db.all<Record<string, unknown>>(
    `SELECT t.id AS id${timeColumns(source.times, false)} ${source.from}
     WHERE ${source.where} AND t.id > ? ORDER BY t.id LIMIT ?`,
    ...(source.today ? [today] : []),
    after,
    limit,
  );
  return rows.map((row) => ({ id: Number(row['id']), changedAt: newest(row, source.times.length) }));
}

/**
 * What the sitemap of `kind` depends on, as one text: how many public items, the largest id and the
 * newest change time. An item added, removed (withdrawn, hidden, expired) or changed moves it.
 */
export async function sitemapSummary(db: Store, kind: SitemapKind, today: string): Promise<string> {
  const source = SOURCES[kind];
  const row = await db.get<Record<string, unknown>>(
    `SELECT count(*) AS n, max(t.id) AS last${timeColumns(source.times, true)} ${source.from} WHERE ${source.where}`,
    ...(source.today ? [today] : []),
  );
  return `${Number(row?.['n'] ?? 0)}:${Number(row?.['last'] ?? 0)}:${row ? (newest(row, source.times.length) ?? '') : ''}`;
}
