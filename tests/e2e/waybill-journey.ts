/**
 * Steps the waybill journeys share (waybills, ratings, complaints): the two parties signed in on a
 * server of the spec's own (the seed's first ordinary user is the carrier), a 货源 published by the
 * shipper, and, for a journey about what follows a waybill, a 货源 taken
 * to 已签收 through the API.
 */
import type { APIRequestContext } from '@playwright/test';
import { SEED_USER_PASSWORD } from '../../server/seed/index.ts';
import { addDays, chinaDay } from '../../src/lib/shared/china-time.ts';
import { cargoOfferInput } from '../unit/helpers/offer-input.ts';
import { apiLogin, EDITOR, expect } from './fixtures.ts';
import { uploadLicence } from './licence-photo.ts';
import type { ExtraServer } from './servers.ts';

/** The carrier of a journey: the seed's first ordinary user, signed in; the shipper is the demo account. */
export async function journeyParties(request: APIRequestContext, server: ExtraServer) {
  const shipperToken = await apiLogin(request, { origin: server.url });
  const { account, nickname } = server.db
    .prepare(
      "SELECT account, nickname FROM users WHERE account <> 'demo' AND role = 'user' ORDER BY id LIMIT 1",
    )
    .get() as { account: string; nickname: string };
  const carrierToken = await apiLogin(request, { origin: server.url, account, password: SEED_USER_PASSWORD });
  return { shipperToken, carrierToken, nickname };
}

/** A POST to the API as `token`, once per call (its own Idempotency-Key), that must succeed: its data. */
export async function apiPost<T>(
  request: APIRequestContext,
  origin: string,
  path: string,
  token: string,
  data?: unknown,
): Promise<T> {
  const answer = await request.post(`${origin}/logistics/api${path}`, {
    headers: { Authentication: token, 'Idempotency-Key': crypto.randomUUID() },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await answer.json()) as { success: boolean; errorMsg: string; data: T };
  expect(body.success, `${path}: ${body.errorMsg}`).toBe(true);
  return body.data;
}

/** A vehicle of the carrier's with `plate` (厢式货车, 9.6 米), approved by the demo editor: its id. */
export async function approvedVehicle(
  request: APIRequestContext,
  origin: string,
  carrierToken: string,
  plate: string,
): Promise<number> {
  const photo = await uploadLicence(request, origin, carrierToken);
  const vehicle = await apiPost<{ id: number }>(request, origin, '/user/vehicles', carrierToken, {
    plate,
    plateColor: 'yellow',
    vehicleType: '厢式货车',
    lengthMeters: 9.6,
    loadTons: 18,
    transportPermitNo: '310115001234',
    licenseFileId: photo,
    permitFileId: photo,
  });
  const editor = await apiLogin(request, { origin, ...EDITOR });
  await apiPost(request, origin, `/desk/documents/vehicle-${vehicle.id}/approve`, editor);
  return vehicle.id;
}

/** A new 货源 of the shipper, quoted by the carrier, accepted and taken to 已签收: the waybill's id. */
export async function receivedWaybill(
  request: APIRequestContext,
  origin: string,
  tokens: { shipperToken: string; carrierToken: string },
): Promise<number> {
  const call = <T>(path: string, token: string, data?: unknown) =>
    apiPost<T>(request, origin, path, token, data);
  const { shipperToken: shipper, carrierToken: carrier } = tokens;
  const offer = await call<{ id: number }>('/logistics-info', shipper, cargoOfferInput(chinaDay()));
  const quote = await call<{ id: number }>(`/logistics-info/${offer.id}/quotes`, carrier, {
    price: 3000,
    loadingAt: addDays(chinaDay(), 1),
  });
  const { waybillId } = await call<{ waybillId: number }>(`/quotes/${quote.id}/accept`, shipper);
  const step = (type: string, token: string, extra: object = {}) =>
    call(`/waybills/${waybillId}/events`, token, { type, ...extra });
  await step('loaded', carrier);
  await step('departed', carrier);
  await step('delivered', carrier, { fileIds: [await uploadLicence(request, origin, carrier)] });
  await step('received', shipper);
  return waybillId;
}

/** A 货源 of the shipper's, published through the API: its id. */
export async function publishCargo(
  request: APIRequestContext,
  server: ExtraServer,
  shipperToken: string,
  cargoName: string,
): Promise<number> {
  const published = await request.post(`${server.url}/logistics/api/logistics-info`, {
    headers: { Authentication: shipperToken, 'Idempotency-Key': crypto.randomUUID() },
    data: cargoOfferInput(chinaDay(), { cargoName }),
  });
  return ((await published.json()) as { data: { id: number } }).data.id;
}
