import type { APIRequestContext } from '@playwright/test';
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
