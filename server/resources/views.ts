/**
 * Page views counted by the portal itself (docs/api.md, Page views): `POST /views {path}` from every
 * page load and route change (no cookie, nothing personal kept), and the desk's `GET /desk/stats/views`:
 * views per day and the most read pages of a period.
 */
import { Hono, type Context } from 'hono';
import {
  VIEW_KINDS,
  type MostRead,
  type ViewCounted,
  type ViewKind,
  type ViewStats,
} from '../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import { addDays, chinaDay } from '../../src/lib/shared/china-time.ts';
import { detailsRoutes, type DetailsKind } from '../../src/lib/shared/details-routes.ts';
import { parsePositiveId } from '../../src/lib/shared/ids.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { readJson } from '../http/params.ts';
import { requireEditor } from '../http/session.ts';
import { ApiError } from '../domain/errors.ts';
import { notAView, viewPath } from '../domain/view-counter.ts';
import { mostReadPaths, viewsByDay } from '../queries/page-views.ts';
import type { Store } from '../store/store.ts';
import { clientInfo } from './auth.ts';

const resource = new Hono<AppEnv>();

const invalid = (message: string) => new ApiError(ErrorCodes.invalidInput, message, 400);

resource.post('/views', async (c) => {
  const body = (await readJson(c)) as { path?: unknown } | null;
  const path = typeof body?.path === 'string' ? viewPath(body.path) : null;
  if (path === null) throw invalid('path 须为本站页面的路径与查询（以 / 开头，最多 300 个字符）');
  const answer: ViewCounted = { counted: false };
  if (!notAView(c.req.raw.headers)) answer.counted = c.get('views').count(path, clientInfo(c).ip);
  return ok(c, answer);
});

/** Each kind's details route, and how its title is read. */
const KIND_ROUTES: Record<ViewKind, { details: DetailsKind; title: string }> = {
  policies: { details: 'policy', title: 'SELECT title FROM policies WHERE id = ?' },
  announcements: { details: 'announcement', title: 'SELECT title FROM announcements WHERE id = ?' },
  enterprises: { details: 'enterprise', title: 'SELECT name AS title FROM enterprises WHERE id = ?' },
  routes: {
    details: 'route',
    title: "SELECT origin || ' → ' || destination AS title FROM routes WHERE id = ?",
  },
  offers: { details: 'logistics-info', title: 'SELECT title FROM logistics_info WHERE id = ?' },
  posts: { details: 'post', title: 'SELECT title FROM posts WHERE id = ?' },
  users: { details: 'user', title: 'SELECT nickname AS title FROM users WHERE id = ? AND closed_at IS NULL' },
};

const pathOfKind = (kind: ViewKind): string =>
  detailsRoutes.find((route) => route.kind === KIND_ROUTES[kind].details)!.path;

/** The kind and title of the item a path shows (`/basic/portal/policyDetails?id=12`), when it shows one. */
async function itemOf(db: Store, path: string): Promise<Pick<MostRead, 'kind' | 'title'>> {
  const url = new URL(path, 'http://portal.invalid');
  const kind = VIEW_KINDS.find((candidate) => pathOfKind(candidate) === url.pathname.replace(/\/+$/, ''));
  if (!kind) return { kind: null, title: null };
  const id = parsePositiveId(url.searchParams.get('id') ?? '');
  const row = id === null ? undefined : await db.get<{ title: string }>(KIND_ROUTES[kind].title, id);
  return { kind, title: row?.title ?? null };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The longest period asked for, in days. */
const PERIOD_MAX_DAYS = 366;
const MOST_READ = 20;

function readPeriod(c: Context<AppEnv>): { from: string; to: string; kind: ViewKind | null } {
  const today = chinaDay(c.get('config').now());
  const to = c.req.query('to') ?? today;
  const from = c.req.query('from') ?? addDays(to, -29);
  const kind = c.req.query('kind') ?? '';
  for (const [name, day] of [
    ['from', from],
    ['to', to],
  ] as const)
    if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || addDays(day, 0) !== day)
      throw invalid(`${name} 须为日期 YYYY-MM-DD`);
  if (from > to) throw invalid('from 不能晚于 to');
  if (addDays(from, PERIOD_MAX_DAYS - 1) < to) throw invalid(`统计区间最多 ${PERIOD_MAX_DAYS} 天`);
  if (kind !== '' && !(VIEW_KINDS as readonly string[]).includes(kind))
    throw invalid(`kind 须为 ${VIEW_KINDS.join('、')} 之一`);
  return { from, to, kind: kind === '' ? null : (kind as ViewKind) };
}

resource.get('/desk/stats/views', requireEditor, async (c) => {
  const { from, to, kind } = readPeriod(c);
  const db = c.get('db');
  // This node's views so far are in the answer too.
  await c.get('views').flush();
  const counted = new Map((await viewsByDay(db, from, to)).map((row) => [row.day, row.views]));
  const days = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push({ day, views: counted.get(day) ?? 0 });
  const paths = await mostReadPaths(db, from, to, MOST_READ, kind ? [pathOfKind(kind)] : []);
  const mostRead: MostRead[] = [];
  for (const { path, views } of paths) mostRead.push({ path, views, ...(await itemOf(db, path)) });
  const stats: ViewStats = {
    from,
    to,
    kind,
    total: days.reduce((sum, day) => sum + day.views, 0),
    days,
    mostRead,
  };
  return ok(c, stats);
});

export default resource;
