/**
 * Kept results (queries/sql.ts, cachedUntilGrowth) go out as bytes written once (http/envelope.ts):
 * the same answer and headers as any other envelope, and a new answer as soon as the result changes.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PortalHome } from '../../../src/lib/shared/contract.ts';
import { chinaDay } from '../../../src/lib/shared/china-time.ts';
import { cargoOfferInput } from '../helpers/offer-input.ts';
import { API_BASE, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const home = () => fetch(`${server.url}${API_BASE}/portal/home`);

it('answers the home page as JSON, the same bytes while nothing changes', async () => {
  const first = await home();
  expect(first.status).toBe(200);
  expect(first.headers.get('content-type')).toBe('application/json');
  const text = await first.text();
  expect(first.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
  const envelope = JSON.parse(text) as { success: boolean; errorCode: number; data: PortalHome };
  expect(envelope).toMatchObject({ success: true, errorCode: 0, errorMsg: '' });
  expect(envelope.data.cargo.length).toBeGreaterThan(0);
  expect(await (await home()).text()).toBe(text);
});

it('a new offer changes the answer at once, not a stale copy of the first', async () => {
  const before = ((await (await home()).json()) as { data: PortalHome }).data;
  const token = await server.login();
  const published = await server.api<{ id: number }>('POST', '/logistics-info', {
    token,
    body: cargoOfferInput(chinaDay(), { cargoName: '新到的钢卷' }),
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(published.body.success).toBe(true);
  const after = ((await (await home()).json()) as { data: PortalHome }).data;
  expect(after.cargo[0]?.id).toBe(published.body.data.id);
  expect(after.counts.logisticsInfo).toBe(before.counts.logisticsInfo + 1);
});
