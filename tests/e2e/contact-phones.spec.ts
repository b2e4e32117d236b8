import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { Paged } from '../../src/lib/shared/contract.ts';
import { test, expect, apiLogin, hydrated, open, openWithToken, DEMO } from './fixtures.ts';
import { siteDir } from './servers.ts';

/**
 * One phone mask for every phone a visitor can see (docs/decisions.md, "One phone mask"): routes,
 * enterprises and logistics items show a visitor `138****8000` with 登录后查看, the static build
 * never holds a full number, and a signed-in user sees the full number as a `tel:` link (for a
 * logistics item after 查看电话: its phone stays masked in every answer but that one).
 */

interface Contact {
  id: number;
  contactPhone: string;
  contactMasked: boolean;
}

async function getData<T>(request: APIRequestContext, path: string, token = ''): Promise<T> {
  const response = await request.get(`/logistics/api${path}`, { headers: { Authentication: token } });
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The full phones of every item of a list endpoint, read as a signed-in user. */
async function fullPhones(request: APIRequestContext, endpoint: string, token: string): Promise<Contact[]> {
  const contacts: Contact[] = [];
  for (let page = 1; ; page++) {
    const { list, total } = await getData<Paged<{ id: number }>>(
      request,
      `${endpoint}?page=${page}&pageSize=100`,
    );
    for (const { id } of list) contacts.push(await getData<Contact>(request, `${endpoint}/${id}`, token));
    if (list.length === 0 || contacts.length >= total) return contacts;
  }
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(html|js|json)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

test('the built site holds no full phone of a route or an enterprise', async ({ request }) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request);
  const contacts = [
    ...(await fullPhones(request, '/routes', token)),
    ...(await fullPhones(request, '/enterprises', token)),
  ];
  expect(contacts.length).toBeGreaterThan(50);
  expect(contacts.every((contact) => !contact.contactMasked)).toBe(true);
  const phones = new Set(contacts.map((contact) => contact.contactPhone));
  const files = await filesUnder(siteDir());
  expect(files.filter((file) => file.includes('routeDetails')).length).toBeGreaterThan(10);
  const leaks: string[] = [];
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    for (const [number] of text.matchAll(/\d[\d-]{6,}\d/g))
      if (phones.has(number)) leaks.push(`${file}: ${number}`);
  }
  expect(leaks).toEqual([]);
});

test('a visitor sees a route’s phone masked; after 登录后查看 the full number is a tel: link', async ({
  page,
}) => {
  const visitor = await getData<Contact>(page.request, '/routes/3');
  const full = await getData<Contact>(page.request, '/routes/3', await apiLogin(page.request));
  expect(visitor.contactPhone).toBe(`${full.contactPhone.slice(0, 3)}****${full.contactPhone.slice(-4)}`);

  await open(page, '/basic/portal/routeDetails?id=3');
  const contact = page.getByRole('region', { name: '联系方式' });
  await expect(contact.getByTestId('contact-phone')).toHaveText(visitor.contactPhone);
  await expect(page.getByText(full.contactPhone)).toHaveCount(0);
  await expect(contact.getByRole('link', { name: visitor.contactPhone })).toHaveCount(0);

  await contact.getByRole('link', { name: '登录后查看' }).click();
  await hydrated(page);
  await page.getByLabel('账号').fill(DEMO.account);
  await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page).toHaveURL('/basic/portal/routeDetails?id=3');
  const phone = contact.getByRole('link', { name: full.contactPhone });
  await expect(phone).toHaveAttribute('href', `tel:${full.contactPhone}`);
  await expect(contact.getByRole('link', { name: '登录后查看' })).toHaveCount(0);
});

test('a signed-in user opening an enterprise and a logistics item gets tel: links', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request);
  const enterprise = await getData<Contact>(request, '/enterprises/2', token);
  await openWithToken(page, token, '/basic/portal/detailsEnterprise?id=2');
  await expect(
    page.getByRole('region', { name: '联系方式' }).getByRole('link', { name: enterprise.contactPhone }),
  ).toHaveAttribute('href', `tel:${enterprise.contactPhone}`);

  // An offer's phone stays masked for a signed-in account too, until 查看电话 asks for it.
  const masked = await getData<Contact>(request, '/logistics-info/1', token);
  expect(masked.contactMasked).toBe(true);
  const revealed = await request.post('/logistics/api/logistics-info/1/contact', {
    headers: { Authentication: token },
  });
  const full = ((await revealed.json()) as { data: { contactPhone: string } }).data.contactPhone;
  await open(page, '/basic/portal/logisticsInformationDetails?id=1');
  const contact = page.getByRole('region', { name: '联系方式' });
  await expect(contact.getByTestId('contact-phone')).toHaveText(masked.contactPhone);
  await contact.getByRole('button', { name: '查看电话' }).focus();
  await page.keyboard.press('Enter');
  await expect(contact.getByRole('link', { name: full })).toHaveAttribute('href', `tel:${full}`);
});
