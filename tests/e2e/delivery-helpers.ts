import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type {
  DeliveryCreated,
  DeliveryInput,
  DeliverySummary,
  Paged,
} from '../../src/lib/shared/contract.ts';
import { addDays, chinaDay } from '../../src/lib/shared/china-time.ts';
import { expect } from './fixtures.ts';
import { deliveryInput } from '../unit/helpers/delivery-input.ts';

/** Helpers of the shipment specs: shipments made through the API, and the accessibility check. */

export const shipment = (): DeliveryInput =>
  deliveryInput(
    { loadingDate: addDays(chinaDay(), 2), expectedArrivalDate: addDays(chinaDay(), 3) },
    { remarks: '全程冷藏' },
  );

const api = (origin: string, path: string) => `${origin}/logistics/api${path}`;

export async function createShipment(
  request: APIRequestContext,
  origin: string,
  token: string,
  input: DeliveryInput = shipment(),
): Promise<DeliveryCreated> {
  const response = await request.post(api(origin, '/deliveries'), {
    data: input,
    headers: { Authentication: token, 'Idempotency-Key': crypto.randomUUID() },
  });
  const body = (await response.json()) as { success: boolean; errorMsg: string; data: DeliveryCreated };
  expect(body.success, body.errorMsg).toBe(true);
  return body.data;
}

export async function myShipments(
  request: APIRequestContext,
  origin: string,
  token: string,
): Promise<Paged<DeliverySummary>> {
  const response = await request.get(api(origin, '/deliveries?pageSize=100'), {
    headers: { Authentication: token },
  });
  return ((await response.json()) as { data: Paged<DeliverySummary> }).data;
}

export async function shipmentStatus(
  request: APIRequestContext,
  origin: string,
  token: string,
  id: number,
): Promise<string> {
  const response = await request.get(api(origin, `/deliveries/${id}`), {
    headers: { Authentication: token },
  });
  return ((await response.json()) as { data: { status: string } }).data.status;
}

/**
 * WCAG 2.1 A/AA: no violations in what these pages add, the page's content and an open dialog. The
 * portal shell around them (top bar, sidebar, breadcrumbs, footer) is the shell's own to check; its
 * contrast is being corrected separately.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('main')
    .exclude('nav[aria-label="面包屑"]');
  if ((await page.getByRole('dialog').count()) > 0) builder.include('[role="dialog"]');
  const result = await builder.analyze();
  expect(
    result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html}`).join(' | ')}`,
    ),
  ).toEqual([]);
}
