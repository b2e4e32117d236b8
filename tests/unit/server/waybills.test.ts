/**
 * Quotes and waybills over real HTTP (docs/api.md, Quotes and waybills): a carrier quotes on a 货源
 * once per key and once while open; the publisher accepts one, which makes a YD waybill, marks the
 * offer 已成交 and tells the other carrier; every step of the waybill by every state and party;
 * the automatic 已签收 on the maintenance clock; who may read a waybill and its 回单 photo.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WAYBILL_EVENT_TYPES,
  WAYBILL_STATES,
  type Notice,
  type OwnOffer,
  type Paged,
  type Quote,
  type QuoteAccepted,
  type QuoteList,
  type WaybillDetail,
  type WaybillEventType,
  type WaybillItem,
  type WaybillState,
} from '../../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import { addDays, chinaDay } from '../../../src/lib/shared/china-time.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { receiveDueWaybills } from '../../../server/domain/waybill-receipts.ts';
import { settingsFor } from '../../../server/settings.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { waybillJourney } from './waybill-fixture.ts';
import { testStore } from '../helpers/postgres-suite.ts';
import type { PostgresStore } from '../../../server/store/postgres/postgres-store.ts';
import { insertUser } from './store-rows.ts';
import { closeAccount } from '../../../server/queries/account-closing.ts';
import { truckOfferInput } from '../helpers/offer-input.ts';
import { uploadLicencePhoto } from '../helpers/licence-photo.ts';

const now = Date.parse('2026-12-01T02:00:00.000Z');
const today = () => chinaDay(now);
let server: TestServer;
let shipper: string;
let carrier: string;
let rival: string;
let stranger: string;
let editor: string;

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
  const users = [
    ['wb-shipper', '13700005001'],
    ['wb-carrier', '13700005002'],
    ['wb-rival', '13700005003'],
    ['wb-stranger', '13700005004'],
  ] as const;
  for (const [account, mobile] of users)
    await insertUser(server.store, { account, password: 'Waybill12345', mobile, nickname: `${account}昵称` });
  const tokens = await Promise.all(users.map(([account]) => server.login(account, 'Waybill12345')));
  [shipper, carrier, rival, stranger] = tokens as [string, string, string, string];
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
  journey = waybillJourney(server, today);
});
afterAll(() => server.close());

let journey: ReturnType<typeof waybillJourney>;
const send: ReturnType<typeof waybillJourney>['send'] = (...args) => journey.send(...args);
const quoteBody: ReturnType<typeof waybillJourney>['quoteBody'] = (...args) => journey.quoteBody(...args);
const quote: ReturnType<typeof waybillJourney>['quote'] = (...args) => journey.quote(...args);
const step: ReturnType<typeof waybillJourney>['step'] = (...args) => journey.step(...args);
const extrasFor: ReturnType<typeof waybillJourney>['extrasFor'] = (...args) => journey.extrasFor(...args);
const publishCargo = (as = shipper) => journey.publishCargo(as);
/** A new 货源 of the shipper, quoted by the carrier and accepted: the waybill's id. */
const newWaybill = () => journey.newWaybill(shipper, carrier);
const waybillIn = (state: WaybillState) => journey.waybillIn(state, shipper, carrier);

const noticesOf = async (token: string) =>
  (await server.api<Notice[]>('GET', '/notices', { token })).body.data;

describe('quotes', () => {
  it('我的发布 counts each 货源’s open quotes; a withdrawn one counts no more', async () => {
    const offerId = await publishCargo();
    const openOn = async () =>
      (
        await send<Paged<OwnOffer>>('GET', '/user/offers?state=published&pageSize=100', shipper)
      ).body.data.list.find((offer) => offer.id === offerId)?.openQuotes;
    expect(await openOn()).toBe(0);
    const made = await quote(offerId, carrier);
    await quote(offerId, rival);
    expect(await openOn()).toBe(2);
    await send('POST', `/quotes/${made.id}/withdraw`, carrier);
    expect(await openOn()).toBe(1);
  });

  it('a carrier the publisher blocked cannot quote, told neutrally; unblocked, they can', async () => {
    const offerId = await publishCargo();
    const blockedId = (await server.api<{ id: number }>('GET', '/user/current', { token: rival })).body.data
      .id;
    await server.api('PUT', `/user/blocks/${blockedId}`, { token: shipper });
    const refused = await send('POST', `/logistics-info/${offerId}/quotes`, rival, quoteBody());
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      errorCode: ErrorCodes.quoteWithheld,
      errorMsg: '暂时无法向该货源报价',
    });
    expect(refused.body.errorMsg).not.toContain('屏蔽');
    await server.api('DELETE', `/user/blocks/${blockedId}`, { token: shipper });
    const taken = await send<Quote>('POST', `/logistics-info/${offerId}/quotes`, rival, quoteBody());
    expect(taken.body.errorCode).toBe(0);
  });

  it('a carrier quotes once per key; the publisher reads all with nicknames, a carrier only their own', async () => {
    const offerId = await publishCargo();
    const key = randomUUID();
    const first = await send<Quote>('POST', `/logistics-info/${offerId}/quotes`, carrier, quoteBody(), key);
    const replay = await send<Quote>('POST', `/logistics-info/${offerId}/quotes`, carrier, quoteBody(), key);
    expect(replay.body.data).toEqual(first.body.data);
    expect(first.body.data).toMatchObject({ price: 3200, state: 'open', carrierNickname: 'wb-carrier昵称' });
    await quote(offerId, rival, quoteBody({ price: null, note: '' }));
    const all = await send<QuoteList>('GET', `/logistics-info/${offerId}/quotes`, shipper);
    expect(all.body.data.owner).toBe(true);
    expect(all.body.data.list.map((row) => [row.carrierNickname, row.price])).toEqual([
      ['wb-carrier昵称', 3200],
      ['wb-rival昵称', null],
    ]);
    const own = await send<QuoteList>('GET', `/logistics-info/${offerId}/quotes`, rival);
    expect(own.body.data.owner).toBe(false);
    expect(own.body.data.list.map((row) => row.carrierNickname)).toEqual(['wb-rival昵称']);
    expect((await send<QuoteList>('GET', `/logistics-info/${offerId}/quotes`, stranger)).body.data).toEqual({
      owner: false,
      list: [],
    });
    expect((await send('GET', `/logistics-info/${offerId}/quotes`, null)).body.errorCode).toBe(
      ErrorCodes.tokenMissingOrExpired,
    );
    expect((await noticesOf(shipper)).some((notice) => notice.title.includes('收到新报价'))).toBe(true);
  });

  it.skipIf(testStore() !== 'postgres')(
    'holds the turn for five statements a quote: its checks as one, the quote, the notice, the quote read back with its credit, its key',
    async () => {
      const offerId = await publishCargo();
      const store = server.store as PostgresStore;
      const sent: string[] = [];
      store.onStatement = (text) => sent.push(text);
      try {
        await quote(offerId, carrier);
      } finally {
        store.onStatement = undefined;
      }
      expect(sent).toHaveLength(5);
      expect(sent.filter((text) => /FROM user_blocks|FROM vehicles/.test(text))).toHaveLength(1);
      expect(sent.filter((text) => /INSERT INTO quotes/.test(text))).toHaveLength(1);
      expect(sent.filter((text) => /FROM idempotency_keys/.test(text))).toHaveLength(0);
    },
  );

  it('refuses a second open quote, the publisher’s own, a 车源, a past day, and takes a new one after withdrawing', async () => {
    const offerId = await publishCargo();
    const { id } = await quote(offerId, carrier);
    const again = await send('POST', `/logistics-info/${offerId}/quotes`, carrier, quoteBody());
    expect([again.status, again.body.errorCode]).toEqual([409, ErrorCodes.quoteOpenExists]);
    const own = await send('POST', `/logistics-info/${offerId}/quotes`, shipper, quoteBody());
    expect([own.status, own.body.errorCode]).toEqual([403, ErrorCodes.quoteOwnOffer]);
    const past = await send(
      'POST',
      `/logistics-info/${offerId}/quotes`,
      rival,
      quoteBody({ loadingAt: addDays(today(), -1) }),
    );
    expect([past.status, past.body.errorCode]).toEqual([400, ErrorCodes.invalidInput]);
    const truck = await send<{ id: number }>('POST', '/logistics-info', shipper, truckOfferInput(today()));
    const onTruck = await send('POST', `/logistics-info/${truck.body.data.id}/quotes`, carrier, quoteBody());
    expect([onTruck.status, onTruck.body.errorCode]).toEqual([409, ErrorCodes.quoteOfferClosed]);
    // The portal's own offers have no publisher to accept a quote: refused, and nobody is told.
    const portalOffer = await server.store.get<{ id: number }>(
      "SELECT id FROM logistics_info WHERE user_id IS NULL AND kind = 'cargo' AND state = 'published' LIMIT 1",
    );
    const onPortal = await send('POST', `/logistics-info/${portalOffer!.id}/quotes`, carrier, quoteBody());
    expect([onPortal.status, onPortal.body.errorCode]).toEqual([409, ErrorCodes.quoteNoPublisher]);
    expect((await send('POST', `/quotes/${id}/withdraw`, rival)).status).toBe(404);
    expect((await send<Quote>('POST', `/quotes/${id}/withdraw`, carrier)).body.data.state).toBe('withdrawn');
    const twice = await send('POST', `/quotes/${id}/withdraw`, carrier);
    expect([twice.status, twice.body.errorCode]).toEqual([409, ErrorCodes.quoteStateRefused]);
    await quote(offerId, carrier);
  });

  it('accepting makes a YD waybill, marks the offer 已成交, closes and politely tells the other carrier', async () => {
    const offerId = await publishCargo();
    const chosen = await quote(offerId, carrier);
    const other = await quote(offerId, rival);
    expect((await send('POST', `/quotes/${chosen.id}/accept`, carrier)).status).toBe(404);
    expect((await send('POST', `/quotes/${chosen.id}/accept`, stranger)).status).toBe(404);
    const accepted = await send<QuoteAccepted>('POST', `/quotes/${chosen.id}/accept`, shipper);
    const waybill = await send<WaybillDetail>('GET', `/waybills/${accepted.body.data.waybillId}`, carrier);
    expect(waybill.body.data).toMatchObject({
      state: 'pending',
      price: 3200,
      shipper: { mobile: '13700005001' },
      carrier: { mobile: '13700005002' },
    });
    expect(waybill.body.data.waybillNo).toMatch(new RegExp(`^YD${today().replaceAll('-', '')}\\d{6}$`));
    expect((await server.api<{ state: string }>('GET', `/logistics-info/${offerId}`)).body.data.state).toBe(
      'done',
    );
    const quotes = await send<QuoteList>('GET', `/logistics-info/${offerId}/quotes`, shipper);
    expect(quotes.body.data.list.map((row) => [row.id, row.state])).toEqual([
      [chosen.id, 'accepted'],
      [other.id, 'closed'],
    ]);
    expect((await noticesOf(rival)).some((notice) => notice.title.includes('已与其他承运方成交'))).toBe(true);
    const late = await send('POST', `/quotes/${other.id}/accept`, shipper);
    expect([late.status, late.body.errorCode]).toEqual([409, ErrorCodes.quoteStateRefused]);
    const onDone = await send('POST', `/logistics-info/${offerId}/quotes`, stranger, quoteBody());
    expect([onDone.status, onDone.body.errorCode]).toEqual([409, ErrorCodes.quoteOfferClosed]);
  });

  it('numbers the day’s waybills one after another', async () => {
    const numbers = [];
    for (let i = 0; i < 2; i += 1)
      numbers.push(
        (await send<WaybillDetail>('GET', `/waybills/${await newWaybill()}`, shipper)).body.data.waybillNo,
      );
    expect(Number(numbers[1]!.slice(-6)) - Number(numbers[0]!.slice(-6))).toBe(1);
  });
});

describe('who reads a waybill', () => {
  it('its two parties and editors; 404 to a third user, refused without a token; lists by role and state', async () => {
    const id = await newWaybill();
    for (const token of [shipper, carrier, editor])
      expect((await send<WaybillDetail>('GET', `/waybills/${id}`, token)).body.data.id).toBe(id);
    expect((await send('GET', `/waybills/${id}`, stranger)).status).toBe(404);
    expect((await send('GET', `/waybills/${id}`, null)).body.errorCode).toBe(
      ErrorCodes.tokenMissingOrExpired,
    );
    const asShipper = await send<Paged<WaybillItem>>(
      'GET',
      '/user/waybills?role=shipper&state=pending&pageSize=100',
      shipper,
    );
    expect(asShipper.body.data.list.map((row) => row.id)).toContain(id);
    const asCarrierElsewhere = await send<Paged<WaybillItem>>('GET', '/user/waybills?role=carrier', shipper);
    expect(asCarrierElsewhere.body.data.list.map((row) => row.id)).not.toContain(id);
    const ofCarrier = await send<Paged<WaybillItem>>(
      'GET',
      '/user/waybills?role=carrier&state=received',
      carrier,
    );
    expect(ofCarrier.body.data.list.map((row) => row.id)).not.toContain(id);
  });
});

/** The waybill states of docs/api.md (Quotes and waybills), written out here rather than read from the server's table. */
const SPEC: Readonly<
  Record<WaybillEventType, { from: WaybillState; to: WaybillState; by: readonly string[] }>
> = {
  loaded: { from: 'pending', to: 'loaded', by: ['carrier'] },
  departed: { from: 'loaded', to: 'in_transit', by: ['carrier'] },
  delivered: { from: 'in_transit', to: 'delivered', by: ['carrier'] },
  received: { from: 'delivered', to: 'received', by: ['shipper'] },
  cancelled: { from: 'pending', to: 'cancelled', by: ['shipper', 'carrier'] },
};

const BY = { shipper: () => shipper, carrier: () => carrier, editor: () => editor } as const;

describe.each(WAYBILL_STATES.flatMap((state) => WAYBILL_EVENT_TYPES.map((type) => [state, type] as const)))(
  'in state %s, the step %s',
  (state, type) => {
    it.each(['shipper', 'carrier', 'editor'] as const)('by the %s', async (party) => {
      const id = await waybillIn(state);
      const rule = SPEC[type];
      const answer = await step(id, type, BY[party](), await extrasFor(type, BY[party]()));
      const partyAllowed = party !== 'editor' && rule.by.includes(party);
      if (!partyAllowed)
        expect([answer.status, answer.body.errorCode]).toEqual([403, ErrorCodes.waybillPartyRefused]);
      else if (rule.from !== state)
        expect([answer.status, answer.body.errorCode]).toEqual([409, ErrorCodes.waybillStateRefused]);
      else {
        expect(answer.body.data.state).toBe(rule.to);
        expect(answer.body.data.events.at(-1)).toMatchObject({ type, nickname: `wb-${party}昵称` });
      }
    });
  },
);

describe('the steps’ own rules', () => {
  it('已送达 needs a photo, of the carrier’s own uploads; the shipper and editors then read it; nobody else', async () => {
    const id = await waybillIn('in_transit');
    const none = await step(id, 'delivered', carrier);
    expect([none.status, none.body.errorCode]).toEqual([400, ErrorCodes.waybillReceiptRequired]);
    const othersPhoto = await uploadLicencePhoto(server.url, stranger);
    const notOwn = await step(id, 'delivered', carrier, { fileIds: [othersPhoto] });
    expect([notOwn.status, notOwn.body.errorCode]).toEqual([400, ErrorCodes.waybillReceiptRequired]);
    const photo = await uploadLicencePhoto(server.url, carrier);
    expect((await server.api('GET', `/files/${photo}`, { token: shipper })).status).toBe(404);
    const done = await step(id, 'delivered', carrier, { fileIds: [photo], note: '已卸货' });
    expect(done.body.data.events.at(-1)).toMatchObject({
      type: 'delivered',
      fileIds: [photo],
      note: '已卸货',
    });
    const read = (token: string) =>
      fetch(`${server.url}/logistics/api/files/${photo}`, { headers: { Authentication: token } }).then(
        (r) => r.status,
      );
    expect(await read(shipper)).toBe(200);
    expect(await read(editor)).toBe(200);
    expect(await read(stranger)).toBe(404);
    expect((await noticesOf(shipper)).some((notice) => notice.title.includes('已送达'))).toBe(true);
  });

  it('取消 needs a reason; a stranger’s step is 404, a step without a token refused', async () => {
    const id = await newWaybill();
    const bare = await step(id, 'cancelled', shipper);
    expect([bare.status, bare.body.errorCode]).toEqual([400, ErrorCodes.invalidInput]);
    expect((await step(id, 'loaded', stranger)).status).toBe(404);
    expect((await step(id, 'loaded', null)).body.errorCode).toBe(ErrorCodes.tokenMissingOrExpired);
  });

  it('signs for a waybill by itself after the set hours, on the maintenance clock, and says so on both sides', async () => {
    const id = await waybillIn('delivered');
    const hours = settingsFor().waybillAutoReceiveHours;
    expect(await receiveDueWaybills(server.store, now + (hours - 1) * 3600_000, hours)).toBe(0);
    expect(
      await receiveDueWaybills(server.store, now + (hours + 1) * 3600_000, hours),
    ).toBeGreaterThanOrEqual(1);
    const detail = await send<WaybillDetail>('GET', `/waybills/${id}`, carrier);
    expect(detail.body.data.state).toBe('received');
    expect(detail.body.data.events.at(-1)).toMatchObject({ type: 'received', userId: null });
    expect((await noticesOf(carrier)).some((notice) => notice.description.includes('系统自动签收'))).toBe(
      true,
    );
  });
});

describe('a party that leaves', () => {
  it('a carrier whose 回单 photo is on a waybill can close the account; the photo leaves with it', async () => {
    const id = await insertUser(server.store, {
      account: 'wb-leaving',
      password: 'Waybill12345',
      mobile: '13700005009',
    });
    const leaving = await server.login('wb-leaving', 'Waybill12345');
    const waybillId = await journey.waybillIn('delivered', shipper, leaving);
    const before = (await send<WaybillDetail>('GET', `/waybills/${waybillId}`, shipper)).body.data;
    expect(before.events.find((event) => event.type === 'delivered')?.fileIds).toHaveLength(1);
    await server.store.transaction(() => closeAccount(server.store, id, new Date(now).toISOString()));
    const after = (await send<WaybillDetail>('GET', `/waybills/${waybillId}`, shipper)).body.data;
    expect(after.events.find((event) => event.type === 'delivered')?.fileIds).toEqual([]);
  });
});
