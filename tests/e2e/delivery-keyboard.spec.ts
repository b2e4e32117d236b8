import type { Page } from '@playwright/test';
import { apiLogin, expect, openWithToken, pathIs, test } from './fixtures.ts';
import { myShipments } from './delivery-helpers.ts';
import { formReady, loadingDay, arrivalDay } from './delivery-form-helpers.ts';

/** The delivery form filled and sent with the keyboard alone: Tab, typing, arrows, space and Enter. */

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Tab until the field `id` has the focus (the shell's links come first). */
async function tabTo(page: Page, id: string) {
  for (let presses = 0; presses < 80 && (await focusedId(page)) !== id; presses += 1) {
    await page.keyboard.press('Tab');
  }
  expect(await focusedId(page)).toBe(id);
}

async function next(page: Page, id: string) {
  await page.keyboard.press('Tab');
  expect(await focusedId(page)).toBe(id);
}

async function arrowDown(page: Page, times = 1) {
  for (let i = 0; i < times; i += 1) await page.keyboard.press('ArrowDown');
}

// The order of a date input's parts follows the browser's own language, not the page's locale:
// fixed here so that the typing below means the same on every machine.
test.use({ launchOptions: { executablePath: '/usr/bin/chromium', args: ['--lang=en-US'] } });

/** A date input takes its parts as digits (month, day, year with --lang=en-US), each moving on when complete. */
async function typeDate(page: Page, day: string) {
  const [year, month, date] = day.split('-');
  await page.keyboard.type(`${month}${date}${year}`);
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(day);
}

/** Tab out of a date input: its parts (and picker) take Tab presses of their own. */
async function leaveDate(page: Page, nextId: string) {
  for (let presses = 0; presses < 4 && (await focusedId(page)) !== nextId; presses += 1) {
    await page.keyboard.press('Tab');
  }
  expect(await focusedId(page)).toBe(nextId);
}

test('the form can be filled and sent from the keyboard', async ({ page, request }) => {
  const token = await apiLogin(request);
  const before = (await myShipments(request, '', token)).total;
  await openWithToken(page, token, '/basic/portal/deliveryPage');
  await formReady(page);

  await tabTo(page, 'delivery-shipperName');
  await page.keyboard.type('王五');
  await next(page, 'delivery-shipperPhone');
  await page.keyboard.type('13912345678');
  await next(page, 'delivery-consigneeName');
  await page.keyboard.type('赵六');
  await next(page, 'delivery-consigneePhone');
  await page.keyboard.type('13712345678');
  for (const place of ['originCode', 'destinationCode']) {
    await next(page, `delivery-${place.replace('Code', 'Province')}`);
    await arrowDown(page);
    await next(page, `delivery-${place.replace('Code', 'City')}`);
    await arrowDown(page);
    await next(page, `delivery-${place}`);
    await arrowDown(page);
  }
  await next(page, 'delivery-shipperAddress');
  await page.keyboard.type('长安街 1 号');
  await next(page, 'delivery-consigneeAddress');
  await page.keyboard.type('长安街 2 号');
  await next(page, 'delivery-loadingDate');
  await typeDate(page, loadingDay);
  await leaveDate(page, 'delivery-expectedArrivalDate');
  await typeDate(page, arrivalDay);
  await leaveDate(page, 'delivery-cargoName');
  await page.keyboard.type('办公家具');
  await next(page, 'delivery-cargoType');
  await arrowDown(page);
  await next(page, 'delivery-weightTons');
  await page.keyboard.type('3');
  await next(page, 'delivery-volumeCubic');
  await page.keyboard.type('20');
  await next(page, 'delivery-pieces');
  await page.keyboard.type('60');
  await next(page, 'delivery-vehicleType');
  await arrowDown(page);
  await next(page, 'delivery-vehicleLengthMeters');
  await arrowDown(page, 3);
  await next(page, 'delivery-freight');
  await next(page, 'delivery-freightNegotiable');
  await page.keyboard.press('Space'); // 面议
  await expect(page.getByLabel('面议')).toBeChecked();
  await next(page, 'delivery-paymentMethod');
  await arrowDown(page, 3);
  await next(page, 'delivery-remarks');
  await page.keyboard.type('轻拿轻放');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL((url) => pathIs('/basic/portal/details')(url));
  const id = Number(new URL(page.url()).searchParams.get('id'));
  const list = await myShipments(request, '', token);
  expect(list.total).toBe(before + 1);
  const answer = await request.get(`/logistics/api/deliveries/${id}`, { headers: { Authentication: token } });
  expect(((await answer.json()) as { data: unknown }).data).toMatchObject({
    shipperName: '王五',
    originCode: '110101',
    destinationCode: '110101',
    loadingDate: loadingDay,
    expectedArrivalDate: arrivalDay,
    cargoType: '普货',
    vehicleType: '不限', // the first choice: any vehicle
    vehicleLengthMeters: 6.8,
    freight: null,
    freightNegotiable: true,
    paymentMethod: 'monthly',
    remarks: '轻拿轻放',
  });
});
