import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LogisticsInfoDetail,
  LogisticsInfoItem,
  OfferCreated,
  OwnOffer,
  Paged,
  RevealedContact,
} from '../../../src/lib/shared/contract.ts';
import { addDays, chinaDay } from '../../../src/lib/shared/china-time.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';

/**
 * 查看电话: the phone is masked in every list and details answer, for visitors and signed-in accounts
 * alike; `POST /logistics-info/:id/contact` reveals it to a signed-in account, counted per offer for
 * its publisher and limited per account per day (a fixed clock crosses midnight in China).
 */
// 2026-12-01 20:00 in China.
let now = Date.parse('2026-12-01T12:00:00.000Z');
let server: TestServer;
let publisher: string;
let reader: string;
let offerId: number;
const PHONE = '13912345678';
beforeAll(async () => {
  // The clock moves days ahead and the tokens are read on it too: they last the whole test.
  server = await startTestServer({ now: () => now, contactRevealsPerDay: 3, tokenTtlSeconds: 30 * 86_400 });
  publisher = await server.login();
  await insertUser(server.store, { account: 'kanhuo1', password: 'Kanhuo123456', mobile: '13700002345' });
  reader = await server.login('kanhuo1', 'Kanhuo123456');
  const { body } = await server.api<OfferCreated>('POST', '/logistics-info', {
    token: publisher,
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: {
      kind: 'cargo',
      originCode: '310115',
      destinationCode: '510104',
      cargoName: '电话测试',
      weightTons: 5,
      volumeCubic: null,
      vehicleLengthMeters: null,
      vehicleType: '厢式货车',
      loadingDate: addDays(chinaDay(now), 2),
      price: null,
      priceNegotiable: true,
      contactName: '王女士',
      contactPhone: PHONE,
      remarks: '',
    },
  });
  offerId = body.data.id;
});
afterAll(() => server.close());

const reveal = (id: number, as: string | null) =>
  server.api<RevealedContact>('POST', `/logistics-info/${id}/contact`, as === null ? {} : { token: as });

const details = (as: string | null) =>
  server.api<LogisticsInfoDetail>('GET', `/logistics-info/${offerId}`, as === null ? {} : { token: as });

describe('the phone in every answer', () => {
  it('is masked in details for a visitor and for another account; the list carries no phone at all', async () => {
    for (const as of [null, reader]) {
      const { body } = await details(as);
      expect(body.data).toMatchObject({
        contactPhone: '139****5678',
        contactMasked: true,
        contactReveals: null,
      });
    }
    const list = await server.api<Paged<LogisticsInfoItem>>('GET', '/logistics-info?keyword=电话测试');
    expect(list.body.data.list.map((item) => item.id)).toContain(offerId);
    expect(JSON.stringify(list.body.data)).not.toContain(PHONE);
  });

  it('is in full for its publisher, with how many were shown it', async () => {
    const { body } = await details(publisher);
    expect(body.data).toMatchObject({ contactPhone: PHONE, contactMasked: false, mine: true });
    expect(typeof body.data.contactReveals).toBe('number');
  });
});

describe('POST /logistics-info/:id/contact', () => {
  it('needs a token (10002) and an offer that exists (10404)', async () => {
    expect((await reveal(offerId, null)).body.errorCode).toBe(10002);
    const missing = await reveal(99_999_999, reader);
    expect(missing.status).toBe(404);
    expect(missing.body.errorCode).toBe(10404);
  });

  it('reveals the phone, counted once per account, shown to the publisher in details and 我的发布', async () => {
    const before = (await details(publisher)).body.data.contactReveals!;
    const first = await reveal(offerId, reader);
    expect(first.body).toMatchObject({
      errorCode: 0,
      data: { contactPhone: PHONE, contactName: '王女士', contactReveals: null },
    });
    await reveal(offerId, reader);
    // The publisher's own asking is not counted, and tells them the count (the static page's owner view).
    expect((await reveal(offerId, publisher)).body.data).toEqual({
      contactPhone: PHONE,
      contactName: '王女士',
      contactReveals: before + 1,
    });
    expect((await details(publisher)).body.data.contactReveals).toBe(before + 1);
    const mine = await server.api<Paged<OwnOffer>>('GET', '/user/offers', { token: publisher });
    expect(mine.body.data.list.find((offer) => offer.id === offerId)?.contactReveals).toBe(before + 1);
    // Details stay masked for the reader after the reveal.
    expect((await details(reader)).body.data.contactPhone).toBe('139****5678');
  });

  it('limits an account per day in China, says so, and lets it go on after midnight', async () => {
    await insertUser(server.store, { account: 'kanhuo2', password: 'Kanhuo123456', mobile: '13700003456' });
    const limited = await server.login('kanhuo2', 'Kanhuo123456');
    // Lines (专线) stand for ever: the clock moved past midnight below leaves them standing.
    const ids = (
      await server.store.all<{
        id: number;
      }>("SELECT id FROM logistics_info WHERE user_id IS NULL AND kind = 'line' ORDER BY id LIMIT 5")
    ).map((row) => row.id);
    for (const id of ids.slice(0, 3)) expect((await reveal(id, limited)).body.errorCode).toBe(0);
    // One already shown is free.
    expect((await reveal(ids[0]!, limited)).body.errorCode).toBe(0);
    const refused = await reveal(ids[3]!, limited);
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe(10701);
    expect(refused.body.errorMsg).toBe('今天已查看 3 条信息的电话，已达每日上限，请明天再试');
    // 20:00 in China: four hours to midnight.
    expect(refused.headers.get('retry-after')).toBe(String(4 * 3600));
    const start = now;
    try {
      now += 4 * 3600 * 1000;
      expect((await reveal(ids[3]!, limited)).body.errorCode).toBe(0);
    } finally {
      now = start;
    }
  });
});
