import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { SEED_USER_PASSWORD } from '../../server/seed/index.ts';
import { addDays, chinaDay } from '../../src/lib/shared/china-time.ts';
import { expectAccessible } from './main-axe.ts';
import { apiLogin, expect, hydrated, openWithToken, test } from './fixtures.ts';
import { startExtraServer, type ExtraServer } from './servers.ts';

/**
 * Offers find each other: a shipper's cargo offer and a carrier's truck on the same lane, each page
 * lists the other under 匹配的车源 / 匹配的货源 and leads to it; a truck that does not fit is not
 * listed. On a server of its own, so that the suite's shared lists stay as seeded.
 */
let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function publish(request: APIRequestContext, token: string, body: object): Promise<number> {
  const answer = await request.post(`${server.url}/logistics/api/logistics-info`, {
    headers: { Authentication: token, 'Idempotency-Key': randomUUID() },
    data: body,
  });
  const json = (await answer.json()) as { errorCode: number; errorMsg: string; data: { id: number } };
  expect(json.errorCode, json.errorMsg).toBe(0);
  return json.data.id;
}

test('a cargo offer lists the trucks that suit it, and a truck the cargo', async ({ page, request }) => {
  const today = chinaDay(Date.now());
  const shipper = await apiLogin(request, { origin: server.url });
  const { account } = server.db
    .prepare("SELECT account FROM users WHERE account NOT IN ('demo', 'editor') LIMIT 1")
    .get() as { account: string };
  const carrier = await apiLogin(request, { origin: server.url, account, password: SEED_USER_PASSWORD });
  const contact = { contactName: '测试联系人', contactPhone: '13912345678', remarks: '' };
  const cargoId = await publish(request, shipper, {
    kind: 'cargo',
    originCode: '310115',
    destinationCode: '510104',
    cargoName: '匹配测试钢卷',
    weightTons: 12,
    volumeCubic: 20,
    vehicleLengthMeters: 9.6,
    vehicleType: '高栏车',
    loadingDate: addDays(today, 2),
    price: 6800,
    priceNegotiable: false,
    ...contact,
  });
  const truck = (capacityTons: number) => ({
    kind: 'vehicle',
    originCode: '310101',
    destinationCodes: ['510100'],
    plate: '沪A12345',
    vehicleLengthMeters: 9.6,
    vehicleType: '厢式货车',
    capacityTons,
    capacityCubic: 55,
    availableFrom: today,
    availableTo: addDays(today, 4),
    price: null,
    priceNegotiable: true,
    ...contact,
  });
  const fitting = await publish(request, carrier, truck(18));
  await publish(request, carrier, truck(8));

  await openWithToken(page, shipper, `${server.url}/basic/portal/logisticsInformationDetails?id=${cargoId}`);
  await hydrated(page);
  // Published without 备注: no empty 详细说明 box between the phone and the matches.
  await expect(page.getByRole('heading', { name: /匹配测试钢卷/ })).toBeVisible();
  await expect(page.getByRole('region', { name: '详细说明' })).toHaveCount(0);
  const trucks = page.getByRole('region', { name: /^匹配的车源/ });
  await expect(trucks.getByRole('listitem')).toHaveCount(1);
  await expect(trucks).toContainText('共 1 条，最合适的在前');
  await expectAccessible(page);

  await trucks.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`logisticsInformationDetails\\?id=${fitting}$`));
  await hydrated(page);
  const cargo = page.getByRole('region', { name: /^匹配的货源/ });
  await expect(cargo.getByRole('link', { name: /匹配测试钢卷/ })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('沪A12345');
});
