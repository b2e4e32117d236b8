/**
 * Steps the waybill journeys share (waybills, ratings, complaints, the kept promise): the parties
 * signed in on a server of the spec's own (the seed's first ordinary user is the carrier), a 货源
 * published by the shipper, an approved vehicle, the rating form by keyboard, and, for a journey about
 * what follows a waybill, a 货源 taken to 已签收 through the API.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { SEED_USER_PASSWORD } from '../../server/seed/index.ts';
import { addDays, chinaDay } from '../../src/lib/shared/china-time.ts';
import { cargoOfferInput } from '../unit/helpers/offer-input.ts';
import { apiLogin, EDITOR, expect } from './fixtures.ts';
import { licencePng, uploadLicence } from './licence-photo.ts';
import type { ExtraServer } from './servers.ts';

/** The seed's ordinary user after `skip` others (the demo account aside), signed in. */
export async function seedUser(request: APIRequestContext, server: ExtraServer, skip = 0) {
  const { account, nickname } = server.db
    .prepare(
      "SELECT account, nickname FROM users WHERE account <> 'demo' AND role = 'user' ORDER BY id LIMIT 1 OFFSET ?",
    )
    .get(skip) as { account: string; nickname: string };
  const token = await apiLogin(request, { origin: server.url, account, password: SEED_USER_PASSWORD });
  return { token, nickname };
}

/** The carrier of a journey: the seed's first ordinary user, signed in; the shipper is the demo account. */
export async function journeyParties(request: APIRequestContext, server: ExtraServer) {
  const shipperToken = await apiLogin(request, { origin: server.url });
  const { token: carrierToken, nickname } = await seedUser(request, server);
  return { shipperToken, carrierToken, nickname };
}

/** Picks `stars` in each of the rating form's three groups with the keyboard: Tab into a group, arrows within. */
export async function rateWithKeyboard(page: Page, stars: number): Promise<void> {
  const form = page.getByRole('form', { name: /^评价/ });
  // `all()` does not wait: the form's three dimensions first (the page comes after its reads).
  await expect(form.getByRole('group')).toHaveCount(3);
  for (const group of await form.getByRole('group').all()) {
    await group.getByRole('radio', { name: '1 星' }).focus();
    await page.keyboard.press('Space');
    for (let star = 1; star < stars; star += 1) await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('radio', { name: `${stars} 星` })).toBeChecked();
  }
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

/** The carrier's steps on the waybill's page: 已装货, 已发车, and 已送达 with the 回单 photo. */
export async function carrierDelivers(carrier: Page): Promise<void> {
  await carrier.getByRole('button', { name: '确认已装货' }).click();
  await expect(carrier.getByRole('status').filter({ hasText: '运单已装货' })).toBeVisible();
  await carrier.getByRole('button', { name: '确认已发车' }).click();
  await expect(carrier.getByRole('main')).toContainText('运输中');
  await carrier
    .getByLabel('签收回单照片', { exact: true })
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: await licencePng() });
  await expect(carrier.getByRole('status').filter({ hasText: '签收回单照片已上传' })).toBeVisible();
  await carrier.getByRole('button', { name: '确认已送达' }).click();
  await expect(carrier.getByRole('main')).toContainText('已送达');
}

/** The shipper's 确认签收 on the waybill's page (reloaded to see the 回单), asked first. */
export async function shipperReceives(shipper: Page): Promise<void> {
  await shipper.reload();
  await expect(shipper.getByRole('img', { name: '签收回单照片 1' })).toBeVisible();
  await shipper.getByRole('button', { name: '确认签收' }).click();
  await shipper.getByRole('dialog').getByRole('button', { name: '确认签收' }).click();
  await expect(shipper.getByRole('status').filter({ hasText: '运单已签收' })).toBeVisible();
}

/** An editor's 受理 of the complaint `card` in 投诉处理 (its file open), asked first. */
export async function deskAccepts(editor: Page, card: Locator): Promise<void> {
  await card.getByRole('button', { name: '受理' }).click();
  await editor.getByRole('dialog').getByRole('button', { name: '确定受理' }).click();
  await expect(editor.getByRole('dialog')).toHaveCount(0);
}

/** An editor's written result on the accepted complaint `card` (its file open): 投诉成立. */
export async function deskUpholds(editor: Page, card: Locator, result: string): Promise<void> {
  await card.getByRole('button', { name: '处理结果' }).click();
  const dialog = editor.getByRole('dialog');
  await dialog.getByRole('radio', { name: '投诉成立' }).check();
  await dialog.getByLabel('处理结果').fill(result);
  await dialog.getByRole('button', { name: '提交结果' }).click();
  await expect(dialog).toHaveCount(0);
}
