import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LogisticsInfoDetail,
  LogisticsInfoItem,
  Paged,
  PolicyDetail,
  PolicyItem,
  PortalHome,
} from '../../../src/lib/shared/contract.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { countRows } from './store-rows.ts';
import type { SqlText } from '../../../server/store/store.ts';
import { chinaDay } from '../../../src/lib/shared/china-time.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
});
afterAll(() => server.close());

const count = (sql: SqlText, ...params: (string | number)[]): Promise<number> =>
  countRows(server.store, sql, ...params);

/** An offer still listed: 发布中 and its last day not passed (`?` is today in China). */
const STANDING = "state = 'published' AND (expires_on IS NULL OR expires_on >= ?)";
const today = chinaDay();

const isNewestFirst = (times: string[]): boolean =>
  times.every((time, i) => i === 0 || times[i - 1]! >= time);

describe('GET /portal/home', () => {
  it('answers the latest items of each kind, articles, hot circles and the totals', async () => {
    const { status, body } = await server.api<PortalHome>('GET', '/portal/home');
    expect(status).toBe(200);
    const home = body.data;
    for (const kind of ['cargo', 'vehicle', 'line'] as const) {
      expect(home[kind].length).toBe(
        Math.min(
          8,
          await count(`SELECT count(*) AS n FROM logistics_info WHERE kind = ? AND ${STANDING}`, kind, today),
        ),
      );
      expect(home[kind].every((item) => item.kind === kind)).toBe(true);
      // Current offers only (a stale one has left), newest first (docs/api.md).
      expect(home[kind].some((item) => item.expired)).toBe(false);
      expect(isNewestFirst(home[kind].map((item) => item.publishedAt))).toBe(true);
    }
    expect(home.policies.length).toBe(Math.min(6, await count('SELECT count(*) AS n FROM policies')));
    expect(home.announcements.every((a) => a.enterpriseName.length > 0)).toBe(true);
    expect(home.hotCircles.length).toBe(Math.min(6, await count('SELECT count(*) AS n FROM circles')));
    expect(home.counts).toEqual({
      logisticsInfo: await count('SELECT count(*) AS n FROM logistics_info'),
      enterprises: await count('SELECT count(*) AS n FROM enterprises'),
      routes: await count('SELECT count(*) AS n FROM routes'),
      policies: await count('SELECT count(*) AS n FROM policies'),
      announcements: await count('SELECT count(*) AS n FROM announcements'),
      posts: await count('SELECT count(*) AS n FROM posts'),
    });
  });
});

describe('paging', () => {
  it.each([
    ['page=0', '页码（page）最小值为1'],
    ['page=-1', '页码（page）必须是正整数'],
    ['page=abc', '页码（page）必须是正整数'],
    ['pageSize=101', '每页条数（pageSize）须在1-100之间'],
    ['pageSize=0', '每页条数（pageSize）须在1-100之间'],
    ['pageSize=2.5', '每页条数（pageSize）须在1-100之间'],
  ])('refuses %s with 10001 naming the field', async (query, message) => {
    for (const path of ['/logistics-info', '/policies', '/announcements', '/enterprises', '/routes']) {
      const { status, body } = await server.api('GET', `${path}?${query}`);
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, errorCode: 10001, errorMsg: message, data: null });
    }
  });

  it('pages through the list without gaps or repeats, and past the end gives an empty list', async () => {
    const total = await count(`SELECT count(*) AS n FROM logistics_info WHERE ${STANDING}`, today);
    const first = await server.api<Paged<LogisticsInfoItem>>('GET', '/logistics-info?pageSize=7');
    const second = await server.api<Paged<LogisticsInfoItem>>('GET', '/logistics-info?page=2&pageSize=7');
    expect(first.body.data).toMatchObject({ total, page: 1, pageSize: 7 });
    const ids = [...first.body.data.list, ...second.body.data.list].map((item) => item.id);
    expect(new Set(ids).size).toBe(14);
    // Current offers only, newest first: those whose loading date has passed have left the list.
    const rows = [...first.body.data.list, ...second.body.data.list];
    expect(rows.some((item) => item.expired)).toBe(false);
    expect(isNewestFirst(rows.map((item) => item.publishedAt))).toBe(true);
    const beyond = await server.api<Paged<LogisticsInfoItem>>('GET', '/logistics-info?page=999&pageSize=10');
    expect(beyond.body.data).toEqual({ list: [], total, page: 999, pageSize: 10 });
  });

  it('defaults to page 1 of 10', async () => {
    const { body } = await server.api<Paged<PolicyItem>>('GET', '/policies');
    expect(body.data.page).toBe(1);
    expect(body.data.pageSize).toBe(10);
    expect(body.data.list).toHaveLength(Math.min(10, body.data.total));
  });
});

describe('logistics information', () => {
  it('filters by kind, origin, destination and vehicle type', async () => {
    const sample = (await server.store.get(
      `SELECT origin, destination, vehicle_type AS "vehicleType" FROM logistics_info WHERE vehicle_type <> '' ORDER BY id LIMIT 1`,
    )) as { origin: string; destination: string; vehicleType: string };
    const cargo = await server.api<Paged<LogisticsInfoItem>>(
      'GET',
      '/logistics-info?kind=cargo&pageSize=100',
    );
    expect(cargo.body.data.total).toBe(
      await count(`SELECT count(*) AS n FROM logistics_info WHERE kind = 'cargo' AND ${STANDING}`, today),
    );
    expect(cargo.body.data.list.every((item) => item.kind === 'cargo')).toBe(true);
    const query = new URLSearchParams({
      origin: sample.origin,
      destination: sample.destination,
      vehicleType: sample.vehicleType,
    });
    const { body } = await server.api<Paged<LogisticsInfoItem>>(
      'GET',
      `/logistics-info?${query}&pageSize=100`,
    );
    expect(body.data.total).toBeGreaterThan(0);
    for (const item of body.data.list) {
      expect(item.origin).toContain(sample.origin);
      expect(item.destination).toContain(sample.destination);
      expect(item.vehicleType).toContain(sample.vehicleType);
    }
  });

  it('matches a place given in more detail than stored (上海 stored, 上海市浦东新区 asked)', async () => {
    const sample = (await server.store.get('SELECT origin FROM logistics_info ORDER BY id LIMIT 1')) as {
      origin: string;
    };
    const { body } = await server.api<Paged<LogisticsInfoItem>>(
      'GET',
      `/logistics-info?origin=${encodeURIComponent(`${sample.origin}某某区`)}`,
    );
    expect(body.data.total).toBe(
      await count(
        {
          sqlite: 'SELECT count(*) AS n FROM logistics_info WHERE origin = ? OR instr(origin, ?) > 0',
          postgres: 'SELECT count(*) AS n FROM logistics_info WHERE origin = ? OR strpos(origin, ?) > 0',
        },
        sample.origin,
        `${sample.origin}某某区`,
      ),
    );
  });

  it('refuses an unknown kind naming the field', async () => {
    const { body } = await server.api('GET', '/logistics-info?kind=boat');
    expect(body).toMatchObject({
      errorCode: 10001,
      errorMsg: '信息类型（kind）不在可选范围内，请从列表中选择',
    });
  });

  it('masks the contact phone for everyone, signed in or not (查看电话 reveals it, offer-contacts)', async () => {
    const stored = (await server.store.get(
      'SELECT id, contact_phone AS phone FROM logistics_info WHERE length(contact_phone) = 11 ORDER BY id LIMIT 1',
    )) as {
      id: number;
      phone: string;
    };
    const anonymous = await server.api<LogisticsInfoDetail>('GET', `/logistics-info/${stored.id}`);
    expect(anonymous.body.data.contactMasked).toBe(true);
    expect(anonymous.body.data.contactPhone).toBe(`${stored.phone.slice(0, 3)}****${stored.phone.slice(-4)}`);
    const badToken = await server.api<LogisticsInfoDetail>('GET', `/logistics-info/${stored.id}`, {
      token: 'not-a-token',
    });
    expect(badToken.body.data.contactMasked).toBe(true);
    const signedIn = await server.api<LogisticsInfoDetail>('GET', `/logistics-info/${stored.id}`, { token });
    expect(signedIn.body.data).toMatchObject({
      contactPhone: `${stored.phone.slice(0, 3)}****${stored.phone.slice(-4)}`,
      contactMasked: true,
    });
    expect(typeof signedIn.body.data.content).toBe('string');
  });

  it('counts a view on each visit', async () => {
    const before = await count('SELECT views AS n FROM logistics_info WHERE id = 2');
    const { body } = await server.api<LogisticsInfoDetail>('GET', '/logistics-info/2');
    expect(body.data.views).toBe(before + 1);
    expect(await count('SELECT views AS n FROM logistics_info WHERE id = 2')).toBe(before + 1);
  });

  it('answers 10404 with HTTP 404 for an unknown id', async () => {
    const { status, body } = await server.api('GET', '/logistics-info/999999');
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, errorCode: 10404, errorMsg: '物流信息不存在', data: null });
  });
});

describe('policies', () => {
  it('filters by level and by a day range, inclusive', async () => {
    const days = await server.store.all<{ day: string }>(
      'SELECT substr(published_at, 1, 10) AS day FROM policies ORDER BY published_at',
    );
    const from = days[Math.floor(days.length / 4)]!.day;
    const to = days[Math.floor((days.length * 3) / 4)]!.day;
    const { body } = await server.api<Paged<PolicyItem>>(
      'GET',
      `/policies?from=${from}&to=${to}&pageSize=100`,
    );
    expect(body.data.total).toBe(
      await count(
        'SELECT count(*) AS n FROM policies WHERE substr(published_at, 1, 10) BETWEEN ? AND ?',
        from,
        to,
      ),
    );
    expect(
      body.data.list.every((p) => p.publishedAt.slice(0, 10) >= from && p.publishedAt.slice(0, 10) <= to),
    ).toBe(true);
    const level = await server.api<Paged<PolicyItem>>('GET', '/policies?level=national&pageSize=100');
    expect(level.body.data.total).toBe(
      await count("SELECT count(*) AS n FROM policies WHERE level = 'national'"),
    );
    expect(level.body.data.list.every((p) => p.level === 'national')).toBe(true);
  });

  it.each([
    ['from=2026-02-30', '开始日期（from）不是一个有效的日期'],
    ['to=20260101', '结束日期（to）不是一个有效的日期'],
    ["from=2026-01-01' OR '1", '开始日期（from）不是一个有效的日期'],
    ['from=2026-03-01&to=2026-02-01', '开始日期（from）不能晚于结束日期（to）'],
    ['level=county', '政策级别（level）不在可选范围内，请从列表中选择'],
  ])('refuses %s', async (query, message) => {
    const { status, body } = await server.api('GET', `/policies?${query}`);
    expect(status).toBe(400);
    expect(body.errorMsg).toBe(message);
  });

  it('answers the detail with its body, or 10404', async () => {
    const { body } = await server.api<PolicyDetail>('GET', '/policies/1');
    expect(body.data).toMatchObject({ id: 1 });
    expect(body.data.content.length).toBeGreaterThan(0);
    expect((await server.api('GET', '/policies/999999')).status).toBe(404);
  });
});
