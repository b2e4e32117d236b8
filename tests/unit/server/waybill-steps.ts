/**
 * The steps of a waybill's journey over real HTTP, for the tests of waybills and of what follows them
 * (complaints): a 货源 published, quoted and accepted, then taken step by step to any state. Lazy in
 * the server and the tokens, which the suites make in `beforeAll`.
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

/** The states a waybill reaches by the steps before it, from pending. */
export const PATH: Readonly<Record<WaybillState, WaybillEventType[]>> = {
  pending: [],
  loaded: ['loaded'],
  in_transit: ['loaded', 'departed'],
  delivered: ['loaded', 'departed', 'delivered'],
  received: ['loaded', 'departed', 'delivered', 'received'],
  cancelled: ['cancelled'],
};

export function waybillSteps(
  server: () => TestServer,
  parties: () => { shipper: string; carrier: string },
  today: () => string,
) {
  /** A JSON request as `token` (null: none), with a new Idempotency-Key unless one is given. */
  const send = <T>(method: string, path: string, token: string | null, body?: unknown, key = randomUUID()) =>
    server().api<T>(method, path, {
      ...(body === undefined ? {} : { body }),
      ...(token === null ? {} : { token }),
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    });

  const publishCargo = async (as = parties().shipper) => {
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

  /** A new 货源 of the shipper, quoted by the carrier and accepted: the waybill's id. */
  const newWaybill = async () => {
    const offerId = await publishCargo();
    const { id } = await quote(offerId, parties().carrier);
    const accepted = await send<QuoteAccepted>('POST', `/quotes/${id}/accept`, parties().shipper);
    expect(accepted.body.errorCode).toBe(0);
    return accepted.body.data.waybillId;
  };

  const step = (
    waybillId: number,
    type: WaybillEventType,
    as: string | null,
    extra: Record<string, unknown> = {},
  ) => send<WaybillDetail>('POST', `/waybills/${waybillId}/events`, as, { type, ...extra });

  /** What a step needs besides its type: the 回单 photo of 已送达, the reason of 取消. */
  const extrasFor = async (type: WaybillEventType, token: string): Promise<Record<string, unknown>> => {
    if (type === 'delivered') return { fileIds: [await uploadLicencePhoto(server().url, token)] };
    if (type === 'cancelled') return { note: '临时改期' };
    return {};
  };

  /** A new waybill taken to `state` by the party each step belongs to. */
  const waybillIn = async (state: WaybillState): Promise<number> => {
    const id = await newWaybill();
    for (const type of PATH[state]) {
      const as = type === 'received' ? parties().shipper : parties().carrier;
      const answer = await step(id, type, as, await extrasFor(type, as));
      expect(answer.body.errorCode).toBe(0);
    }
    return id;
  };

  const noticesOf = async (token: string) =>
    (await server().api<Notice[]>('GET', '/notices', { token })).body.data;

  return { send, publishCargo, quoteBody, quote, newWaybill, step, extrasFor, waybillIn, noticesOf };
}
