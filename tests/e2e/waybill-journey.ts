/**
 * The steps a waybill's journey shares across specs (waybills, complaints): the two parties signed in
 * on a server of the spec's own, a 货源 published by the shipper, and axe on the pages of the journey.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { SEED_USER_PASSWORD } from '../../server/seed/index.ts';
import { chinaDay } from '../../src/lib/shared/china-time.ts';
import { cargoOfferInput } from '../unit/helpers/offer-input.ts';
import { apiLogin, expect } from './fixtures.ts';
import type { ExtraServer } from './servers.ts';

export async function expectAccessible(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('main')
    .exclude('nav[aria-label="面包屑"]')
    .analyze();
  expect(
    result.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    ),
  ).toEqual([]);
}

/** The demo account as the shipper and the first seeded user as the carrier, signed in through the API. */
export async function waybillParties(request: APIRequestContext, server: ExtraServer) {
  const shipperToken = await apiLogin(request, { origin: server.url });
  const { account, nickname } = server.db
    .prepare(
      "SELECT account, nickname FROM users WHERE account <> 'demo' AND role = 'user' ORDER BY id LIMIT 1",
    )
    .get() as { account: string; nickname: string };
  const carrierToken = await apiLogin(request, { origin: server.url, account, password: SEED_USER_PASSWORD });
  return { shipperToken, carrierToken, nickname };
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
