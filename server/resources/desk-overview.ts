/**
 * `GET /desk/stats/overview?days=` (editors): 运营概览's week of the platform — offers published,
 * waybills 已签收 and registrations per China day of the period to today, with the totals of the
 * period before (docs/api.md, Operator's overview).
 */
import { Hono } from 'hono';
import { addDays, chinaDay } from '../../src/lib/shared/china-time.ts';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import {
  OVERVIEW_PERIODS,
  OVERVIEW_SERIES,
  type CountOfDay,
  type OverviewSeries,
  type PlatformOverview,
} from '../../src/lib/shared/contract/overview.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { requireEditor } from '../http/session.ts';
import { ApiError } from '../domain/errors.ts';
import { countsByDay } from '../queries/platform-week.ts';

const resource = new Hono<AppEnv>();

const totalOf = (days: readonly CountOfDay[]): number => days.reduce((sum, day) => sum + day.count, 0);

function readDays(value: string | undefined): number {
  const days = Number(value ?? OVERVIEW_PERIODS[0]);
  if (!(OVERVIEW_PERIODS as readonly number[]).includes(days))
    throw new ApiError(ErrorCodes.invalidInput, `days 须为 ${OVERVIEW_PERIODS.join(' 或 ')}`, 400);
  return days;
}

resource.get('/desk/stats/overview', requireEditor, async (c) => {
  const days = readDays(c.req.query('days'));
  const db = c.get('db');
  const to = chinaDay(c.var.config.now());
  const from = addDays(to, -(days - 1));
  const previousFrom = addDays(from, -days);
  const series: OverviewSeries[] = [];
  for (const name of OVERVIEW_SERIES) {
    const counted = new Map(
      (await countsByDay(db, name, previousFrom, to)).map((row) => [row.day, row.count]),
    );
    const everyDay = (first: string, last: string): CountOfDay[] => {
      const list = [];
      for (let day = first; day <= last; day = addDays(day, 1))
        list.push({ day, count: counted.get(day) ?? 0 });
      return list;
    };
    const period = everyDay(from, to);
    series.push({
      series: name,
      days: period,
      total: totalOf(period),
      previousTotal: totalOf(everyDay(previousFrom, addDays(from, -1))),
    });
  }
  const overview: PlatformOverview = { from, to, previousFrom, series };
  return ok(c, overview);
});

export default resource;
