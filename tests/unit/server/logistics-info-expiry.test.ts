import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogisticsInfoItem, Paged, PortalHome } from '../../../src/lib/shared/contract.ts';
import { addDays, chinaDay } from '../../../src/lib/shared/china-time.ts';
import { openDatabase, type Database } from '../../../server/store/sqlite/db.ts';
import {
  latestLogisticsInfo,
  listLogisticsInfo,
  viewLogisticsInfo,
} from '../../../server/queries/logistics-info.ts';
import { seedDatabase, seedDay } from '../../../server/seed/index.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { sqliteStore } from '../../../server/store/sqlite/sqlite-store.ts';

/**
 * Stale offers: an offer whose last day (loading date) has passed leaves the lists and the home page
 * by itself; its details stay readable, marked `expired`. "Today" is passed in (China's day).
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

async function everyItem(kind: 'cargo' | 'vehicle' | 'line', today: string): Promise<LogisticsInfoItem[]> {
  const items: LogisticsInfoItem[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await listLogisticsInfo(sqliteStore(db), { kind }, page, 50, today);
    items.push(...answer.list);
    if (page * 50 >= answer.total) return items;
  }
}

const newestFirst = (items: readonly LogisticsInfoItem[]) =>
  items.every((item, index) => index === 0 || items[index - 1]!.publishedAt >= item.publishedAt);

/** Every seeded offer of `kind` whose last day is before `today`, by the database. */
const staleIds = (kind: 'cargo' | 'vehicle', today: string): number[] =>
  (
    db.prepare('SELECT id FROM logistics_info WHERE kind = ? AND expires_on < ?').all(kind, today) as {
      id: number;
    }[]
  ).map((row) => row.id);

describe('stale offers leave the list', () => {
  it.each(['cargo', 'vehicle'] as const)('%s: only current offers are listed, newest first', async (kind) => {
    const items = await everyItem(kind, TODAY);
    expect(items.length).toBeGreaterThan(0);
    expect(
      items.every((item) => !item.expired && item.loadingDate !== null && item.loadingDate >= TODAY),
    ).toBe(true);
    expect(newestFirst(items)).toBe(true);
    const stale = staleIds(kind, TODAY);
    expect(stale.length).toBeGreaterThan(0);
    const listed = new Set(items.map((item) => item.id));
    expect(stale.some((id) => listed.has(id))).toBe(false);
  });

  it('a week later the offers whose day has passed have left the list and the home page', async () => {
    const before = new Set((await everyItem('cargo', TODAY)).map((item) => item.id));
    const later = await everyItem('cargo', WEEK_LATER);
    const gone = staleIds('cargo', WEEK_LATER).filter((id) => before.has(id));
    expect(gone.length).toBeGreaterThan(0);
    expect(later.some((item) => gone.includes(item.id))).toBe(false);
    expect(
      (await latestLogisticsInfo(sqliteStore(db), 'cargo', 8, WEEK_LATER)).some((item) =>
        gone.includes(item.id),
      ),
    ).toBe(false);
  });

  it('before any loading date nothing is stale and the order is the newest first', async () => {
    const items = await everyItem('cargo', '2000-01-01');
    expect(items.some((item) => item.expired)).toBe(false);
    expect(newestFirst(items)).toBe(true);
  });

  it('a line (专线) has no loading date and never goes stale', async () => {
    const items = await everyItem('line', '2099-01-01');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.loadingDate === null && !item.expired)).toBe(true);
  });

  it('the list follows the day: the same filter on another day is computed again', async () => {
    const early = await listLogisticsInfo(sqliteStore(db), { kind: 'cargo' }, 1, 10, '2000-01-01');
    const later = await listLogisticsInfo(sqliteStore(db), { kind: 'cargo' }, 1, 10, WEEK_LATER);
    expect(later.total).toBeLessThan(early.total);
  });

  it('the home page latest are the first of the list; the details page says whether it is stale', async () => {
    const latest = await latestLogisticsInfo(sqliteStore(db), 'cargo', 8, TODAY);
    expect(latest.map((item) => item.id)).toEqual(
      (await everyItem('cargo', TODAY)).slice(0, 8).map((item) => item.id),
    );
    const stale = staleIds('cargo', TODAY)[0]!;
    expect(await viewLogisticsInfo(sqliteStore(db), stale, TODAY)).toMatchObject({
      expired: true,
      state: 'expired',
    });
    expect(await viewLogisticsInfo(sqliteStore(db), stale, '2000-01-01')).toMatchObject({
      expired: false,
      state: 'published',
    });
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
    const today = chinaDay();
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
