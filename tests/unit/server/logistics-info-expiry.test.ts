import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogisticsInfoItem, Paged, PortalHome } from '../../../src/lib/contract.ts';
import { addDays, chinaDay, chinaToday } from '../../../src/lib/dates.ts';
import { openDatabase, type Database } from '../../../server/db.ts';
import {
  latestLogisticsInfo,
  listLogisticsInfo,
  viewLogisticsInfo,
} from '../../../server/queries/logistics-info.ts';
import { seedDatabase, seedDay } from '../../../server/seed/index.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * Stale offers: an offer whose loading date has passed is still listed (it can be read and linked),
 * marked `expired` and put after every current one, never on top. "Today" is passed in (China's day).
 */
/** The day the database is seeded (fixed here): most offers load on it or later, some loaded before. */
const SEEDED = seedDay(Date.parse('2026-11-24T06:00:00.000Z'));
const TODAY = chinaDay(SEEDED.getTime());
/** A week later, when many of the newest offers have loaded too. */
const WEEK_LATER = addDays(TODAY, 7);

let db: Database;
beforeAll(() => {
  db = openDatabase(':memory:', { create: true }).db;
  seedDatabase(db, { now: SEEDED });
});
afterAll(() => db.close());

function everyItem(kind: 'cargo' | 'vehicle' | 'line', today: string): LogisticsInfoItem[] {
  const items: LogisticsInfoItem[] = [];
  for (let page = 1; ; page += 1) {
    const answer = listLogisticsInfo(db, { kind }, page, 50, today);
    items.push(...answer.list);
    if (page * 50 >= answer.total) return items;
  }
}

const newestFirst = (items: readonly LogisticsInfoItem[]) =>
  items.every((item, index) => index === 0 || items[index - 1]!.publishedAt >= item.publishedAt);

describe('stale offers in the list', () => {
  it.each(['cargo', 'vehicle'] as const)('%s: current first, then 已过期, each newest first', (kind) => {
    const items = everyItem(kind, TODAY);
    const current = items.filter((item) => !item.expired);
    const stale = items.filter((item) => item.expired);
    expect(current.length).toBeGreaterThan(0);
    expect(stale.length).toBeGreaterThan(0);
    expect(items).toEqual([...current, ...stale]);
    expect(current.every((item) => item.loadingDate !== null && item.loadingDate >= TODAY)).toBe(true);
    expect(stale.every((item) => item.loadingDate !== null && item.loadingDate < TODAY)).toBe(true);
    expect(newestFirst(current) && newestFirst(stale)).toBe(true);
  });

  it('on the day the database is seeded the first pages hold current offers only', () => {
    for (const kind of ['cargo', 'vehicle'] as const) {
      const items = everyItem(kind, TODAY);
      expect(items.filter((item) => !item.expired).length, kind).toBeGreaterThan(
        3 * items.filter((item) => item.expired).length,
      );
      expect(
        items.slice(0, 30).every((item) => !item.expired),
        kind,
      ).toBe(true);
      expect(
        latestLogisticsInfo(db, kind, 8, TODAY).every((item) => !item.expired),
        kind,
      ).toBe(true);
    }
  });

  it('a stale offer among the newest does not sit on the first page above current ones', () => {
    const items = everyItem('cargo', WEEK_LATER);
    const newestTen = [...items].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(0, 10);
    const staleNewest = newestTen.filter((item) => item.expired);
    expect(staleNewest.length).toBeGreaterThan(0);
    const firstPage = items.slice(0, 10).map((item) => item.id);
    expect(firstPage).not.toEqual(newestTen.map((item) => item.id));
    const current = items.filter((item) => !item.expired).length;
    for (const item of staleNewest) expect(items.indexOf(item)).toBeGreaterThanOrEqual(current);
  });

  it('before any loading date nothing is stale and the order is the newest first', () => {
    const items = everyItem('cargo', '2000-01-01');
    expect(items.some((item) => item.expired)).toBe(false);
    expect(newestFirst(items)).toBe(true);
  });

  it('a line (专线) has no loading date and never goes stale', () => {
    const items = everyItem('line', '2099-01-01');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.loadingDate === null && !item.expired)).toBe(true);
  });

  it('the order follows the day: the same filter on another day is ordered again', () => {
    const early = listLogisticsInfo(db, { kind: 'cargo' }, 1, 10, '2000-01-01').list;
    const later = listLogisticsInfo(db, { kind: 'cargo' }, 1, 10, WEEK_LATER).list;
    expect(early.map((item) => item.id)).not.toEqual(later.map((item) => item.id));
  });

  it('the home page latest: current offers first; the details page says whether it is stale', () => {
    const latest = latestLogisticsInfo(db, 'cargo', 8, TODAY);
    const current = everyItem('cargo', TODAY).filter((item) => !item.expired);
    expect(latest.map((item) => item.id)).toEqual(
      everyItem('cargo', TODAY)
        .slice(0, 8)
        .map((item) => item.id),
    );
    expect(latest.slice(0, Math.min(8, current.length)).every((item) => !item.expired)).toBe(true);
    const stale = everyItem('cargo', TODAY).find((item) => item.expired)!;
    expect(viewLogisticsInfo(db, stale.id, TODAY)?.expired).toBe(true);
    expect(viewLogisticsInfo(db, stale.id, '2000-01-01')?.expired).toBe(false);
  });
});

describe('over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('every item carries its loading date and whether it has passed today', async () => {
    const today = chinaToday();
    const { body } = await server.api<Paged<LogisticsInfoItem>>(
      'GET',
      '/logistics-info?kind=vehicle&pageSize=50',
    );
    expect(body.data.list.length).toBeGreaterThan(0);
    // Seeded today (the server's new database): its newest offers are current, not 已过期.
    expect(body.data.list[0]?.expired).toBe(false);
    for (const item of body.data.list) {
      expect(item.expired).toBe(item.loadingDate !== null && item.loadingDate < today);
    }
    const firstStale = body.data.list.findIndex((item) => item.expired);
    if (firstStale !== -1) expect(body.data.list.slice(firstStale).every((item) => item.expired)).toBe(true);

    const home = await server.api<PortalHome>('GET', '/portal/home');
    for (const item of home.body.data.cargo) {
      expect(item.expired).toBe(item.loadingDate !== null && item.loadingDate < today);
    }
  });
});
