import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AnnouncementDetail,
  AnnouncementItem,
  EnterpriseDetail,
  EnterpriseItem,
  Paged,
  RouteDetail,
  RouteItem,
} from '../../../src/lib/shared/contract.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { countRows } from './store-rows.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const count = (sql: string, ...params: (string | number)[]): Promise<number> =>
  countRows(server.store, sql, ...params);

const isNewestFirst = (times: string[]): boolean =>
  times.every((time, i) => i === 0 || times[i - 1]! >= time);

describe('announcements', () => {
  const ordered = async () =>
    await server.store.all<{
      id: number;
      title: string;
    }>('SELECT id, title FROM announcements ORDER BY published_at, id');

  it('links the previous and the next announcement in publishing order', async () => {
    const all = await ordered();
    const middle = Math.floor(all.length / 2);
    const { body } = await server.api<AnnouncementDetail>('GET', `/announcements/${all[middle]!.id}`);
    expect(body.data.previous).toEqual({ ...all[middle - 1] });
    expect(body.data.next).toEqual({ ...all[middle + 1] });
    const oldest = await server.api<AnnouncementDetail>('GET', `/announcements/${all[0]!.id}`);
    expect(oldest.body.data.previous).toBeNull();
    const newest = await server.api<AnnouncementDetail>('GET', `/announcements/${all.at(-1)!.id}`);
    expect(newest.body.data.next).toBeNull();
  });

  it('counts views and names the enterprise', async () => {
    const id = (await ordered())[0]!.id;
    const first = await server.api<AnnouncementDetail>('GET', `/announcements/${id}`);
    const second = await server.api<AnnouncementDetail>('GET', `/announcements/${id}`);
    expect(second.body.data.views).toBe(first.body.data.views + 1);
    const name = (await server.store.get(
      'SELECT e.name FROM announcements a JOIN enterprises e ON e.id = a.enterprise_id WHERE a.id = ?',
      id,
    )) as { name: string };
    expect(second.body.data.enterpriseName).toBe(name.name);
  });

  it('filters by enterprise, newest first', async () => {
    const { enterpriseId } = (await server.store.get(
      'SELECT enterprise_id AS "enterpriseId" FROM announcements ORDER BY id LIMIT 1',
    )) as { enterpriseId: number };
    const { body } = await server.api<Paged<AnnouncementItem>>(
      'GET',
      `/announcements?enterpriseId=${enterpriseId}&pageSize=100`,
    );
    expect(body.data.total).toBe(
      await count('SELECT count(*) AS n FROM announcements WHERE enterprise_id = ?', enterpriseId),
    );
    expect(body.data.list.every((a) => a.enterpriseId === enterpriseId)).toBe(true);
    expect(isNewestFirst(body.data.list.map((a) => a.publishedAt))).toBe(true);
    const bad = await server.api('GET', '/announcements?enterpriseId=abc');
    expect(bad.body.errorMsg).toBe('所属企业（enterpriseId）必须是正整数');
  });
});

describe('enterprises and routes', () => {
  it('lists enterprises with their route counts and finds one by name', async () => {
    const { body } = await server.api<Paged<EnterpriseItem>>('GET', '/enterprises?pageSize=100');
    expect(body.data.total).toBe(await count('SELECT count(*) AS n FROM enterprises'));
    for (const item of body.data.list) {
      expect(item.routeCount).toBe(
        await count('SELECT count(*) AS n FROM routes WHERE enterprise_id = ?', item.id),
      );
    }
    const name = body.data.list[0]!.name;
    const found = await server.api<Paged<EnterpriseItem>>(
      'GET',
      `/enterprises?keyword=${encodeURIComponent(name)}`,
    );
    expect(found.body.data.list.map((e) => e.name)).toContain(name);
  });

  it('answers an enterprise in full, or 10404', async () => {
    const { body } = await server.api<EnterpriseDetail>('GET', '/enterprises/1');
    expect(body.data).toMatchObject({ id: 1 });
    expect(typeof body.data.introduction).toBe('string');
    expect(typeof body.data.registeredCapital).toBe('number');
    expect((await server.api('GET', '/enterprises/999999')).body.errorCode).toBe(10404);
  });

  it('filters routes by origin, destination and enterprise', async () => {
    const sample = (await server.store.get(
      'SELECT origin, destination, enterprise_id AS "enterpriseId" FROM routes ORDER BY id LIMIT 1',
    )) as {
      origin: string;
      destination: string;
      enterpriseId: number;
    };
    const query = new URLSearchParams({
      origin: sample.origin,
      destination: sample.destination,
      enterpriseId: String(sample.enterpriseId),
    });
    const { body } = await server.api<Paged<RouteItem>>('GET', `/routes?${query}`);
    expect(body.data.total).toBeGreaterThan(0);
    expect(
      body.data.list.every((r) => r.enterpriseId === sample.enterpriseId && r.origin.includes(sample.origin)),
    ).toBe(true);
    const byEnterprise = await server.api<Paged<RouteItem>>(
      'GET',
      `/routes?enterpriseId=${sample.enterpriseId}&pageSize=100`,
    );
    expect(byEnterprise.body.data.total).toBe(
      await count('SELECT count(*) AS n FROM routes WHERE enterprise_id = ?', sample.enterpriseId),
    );
  });

  it('answers a route in full, or 10404', async () => {
    const { body } = await server.api<RouteDetail>('GET', '/routes/1');
    expect(body.data).toMatchObject({ id: 1 });
    expect(body.data.enterpriseName.length).toBeGreaterThan(0);
    expect(typeof body.data.remarks).toBe('string');
    const missing = await server.api('GET', '/routes/999999');
    expect(missing).toMatchObject({ status: 404, body: { errorCode: 10404, errorMsg: '专线不存在' } });
  });
});

describe('contact phones of routes and enterprises', () => {
  it.each([
    ['routes', 'routes'],
    ['enterprises', 'enterprises'],
  ])('%s: masked without a token or with a bad one, in full with a valid token', async (endpoint, table) => {
    // A fixed line too, so that both shapes of the one mask are seen through the API.
    await server.store.run(`UPDATE ${table} SET contact_phone = '021-12345678' WHERE id = 2`);
    for (const [id, masked] of [
      [1, null],
      [2, '021-****5678'],
    ] as const) {
      const stored = (
        (await server.store.get(`SELECT contact_phone AS phone FROM ${table} WHERE id = ?`, id)) as {
          phone: string;
        }
      ).phone;
      const expected = masked ?? `${stored.slice(0, 3)}****${stored.slice(-4)}`;
      const anonymous = await server.api<RouteDetail | EnterpriseDetail>('GET', `/${endpoint}/${id}`);
      expect(anonymous.body.data).toMatchObject({ contactPhone: expected, contactMasked: true });
      const badToken = await server.api<RouteDetail>('GET', `/${endpoint}/${id}`, { token: 'not-a-token' });
      expect(badToken.body.data).toMatchObject({ contactPhone: expected, contactMasked: true });
      const signedIn = await server.api<RouteDetail>('GET', `/${endpoint}/${id}`, {
        token: await server.login(),
      });
      expect(signedIn.body.data).toMatchObject({ contactPhone: stored, contactMasked: false });
    }
  });
});
