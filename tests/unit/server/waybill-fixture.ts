/**
 * The journey of a waybill over real HTTP, for the tests of quotes, waybills, ratings and complaints: a shipper
 * publishes a 货源, a carrier quotes, the shipper accepts, and the carrier's and shipper's steps take
 * the waybill to any state (docs/api.md, Quotes and waybills).
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type {
  Notice,
  Quote,
  QuoteAccepted,
  WaybillDetail,
  WaybillEventType,
  WaybillState,
} from '../../../src/lib/shared/contract.ts';
import { addDays } from '../../../src/lib/shared/china-time.ts';
import { cargoOfferInput } from '../helpers/offer-input.ts';
import { uploadLicencePhoto } from '../helpers/licence-photo.ts';
import type { TestServer } from './harness.ts';

/** The steps that take a new waybill (待装货) to each state. */
export const PATH: Readonly<Record<WaybillState, WaybillEventType[]>> = {
  pending: [],
  loaded: ['loaded'],
  in_transit: ['loaded', 'departed'],
  delivered: ['loaded', 'departed', 'delivered'],
  received: ['loaded', 'departed', 'delivered', 'received'],
  cancelled: ['cancelled'],
};

/** The journey's calls on `server`, whose China day is `today()`. */
export function waybillJourney(server: TestServer, today: () => string) {
  const send = <T>(method: string, path: string, token: string | null, body?: unknown, key = randomUUID()) =>
    server.api<T>(method, path, {
      ...(body === undefined ? {} : { body }),
      ...(token === null ? {} : { token }),
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    });

  const publishCargo = async (as: string) => {
    const answer = await send<{ id: number }>('POST', '/logistics-info', as, cargoOfferInput(today()));
    expect(answer.body.errorCode).toBe(0);
    return answer.body.data.id;
  };

  const quoteBody = (overrides: Record<string, unknown> = {}) => ({
    price: 3200,
    loadingAt: addDays(today(), 1),
    note: '车在苏州，可当天装',
    ...overrides,
  });

  const quote = async (offerId: number, as: string, body = quoteBody()) => {
    const answer = await send<Quote>('POST', `/logistics-info/${offerId}/quotes`, as, body);
    expect(answer.body.errorCode).toBe(0);
    return answer.body.data;
  };

  /** A new 货源 of `shipper`, quoted by `carrier` and accepted: the waybill's id. */
  const newWaybill = async (shipper: string, carrier: string) => {
    const offerId = await publishCargo(shipper);
    const { id } = await quote(offerId, carrier);
    const accepted = await send<QuoteAccepted>('POST', `/quotes/${id}/accept`, shipper);
    expect(accepted.body.errorCode).toBe(0);
    return accepted.body.data.waybillId;
  };

  const step = (
    waybillId: number,
    type: WaybillEventType,
    as: string | null,
    extra: Record<string, unknown> = {},
  ) => send<WaybillDetail>('POST', `/waybills/${waybillId}/events`, as, { type, ...extra });

  /** What a step must carry: 已送达 a photo of the stepper's own, 取消 a reason. */
  const extrasFor = async (type: WaybillEventType, token: string): Promise<Record<string, unknown>> => {
    if (type === 'delivered') return { fileIds: [await uploadLicencePhoto(server.url, token)] };
    if (type === 'cancelled') return { note: '临时改期' };
    return {};
  };

  /** A new waybill between the two taken to `state`; `canceller` cancels (the shipper by default). */
  const waybillIn = async (state: WaybillState, shipper: string, carrier: string, canceller = shipper) => {
    const id = await newWaybill(shipper, carrier);
    for (const type of PATH[state]) {
      const by = type === 'received' ? shipper : type === 'cancelled' ? canceller : carrier;
      const answer = await step(id, type, by, await extrasFor(type, by));
      expect(answer.body.errorCode).toBe(0);
    }
    return id;
  };

  return { send, publishCargo, quoteBody, quote, newWaybill, step, extrasFor, waybillIn };
}

type Journey = ReturnType<typeof waybillJourney>;

/**
 * The journey for a spec whose server and parties are made in `beforeAll`: read when a step runs,
 * the shipper and the carrier named once (the carrier cancels a waybill taken to 已取消).
 */
export function waybillSteps(
  server: () => TestServer,
  parties: () => { shipper: string; carrier: string },
  today: () => string,
) {
  const journey = () => waybillJourney(server(), today);
  const send: Journey['send'] = (...args) => journey().send(...args);
  const quoteBody: Journey['quoteBody'] = (...args) => journey().quoteBody(...args);
  const quote: Journey['quote'] = (...args) => journey().quote(...args);
  const step: Journey['step'] = (...args) => journey().step(...args);
  const extrasFor: Journey['extrasFor'] = (...args) => journey().extrasFor(...args);
  const publishCargo = (as = parties().shipper) => journey().publishCargo(as);
  const newWaybill = () => journey().newWaybill(parties().shipper, parties().carrier);
  const waybillIn = (state: WaybillState) =>
    journey().waybillIn(state, parties().shipper, parties().carrier, parties().carrier);
  const noticesOf = async (token: string) =>
    (await server().api<Notice[]>('GET', '/notices', { token })).body.data;
  return { send, publishCargo, quoteBody, quote, newWaybill, step, extrasFor, waybillIn, noticesOf };
}
