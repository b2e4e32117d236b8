import type { Page } from '@playwright/test';
import { addDays, chinaDay } from '../../src/lib/shared/china-time.ts';
import { expect } from './fixtures.ts';

/** Filling the delivery form as a user does, by label. */

export const loadingDay = addDays(chinaDay(), 2);
export const arrivalDay = addDays(chinaDay(), 4);

export const REQUIRED_MESSAGES = [
  '请输入发货人',
  '请输入发货人电话',
  '请输入收货人',
  '请输入收货人电话',
  '请选择出发地',
  '请选择目的地',
  '请输入发货地址',
  '请输入收货地址',
  '请输入装货日期',
  '请输入预计到达日期',
  '请输入货物名称',
  '请选择货物类型',
  '请输入重量（吨）',
  '请输入体积（方）',
  '请输入件数',
  '请选择车型',
  '请输入运费（元）',
  '请选择付款方式',
];

export async function choosePlace(
  page: Page,
  legend: string,
  province: string,
  city: string,
  district: string,
) {
  const group = page.getByRole('group', { name: legend });
  await group.getByLabel(`${legend}省份`).selectOption({ label: province });
  await group.getByLabel(`${legend}城市`).selectOption({ label: city });
  await group.getByLabel(`${legend}区县`).selectOption({ label: district });
}

export async function fillParties(page: Page) {
  await page.getByLabel('发货人', { exact: true }).fill('张建国');
  await page.getByLabel('发货人电话').fill('13812345678');
  await page.getByLabel('收货人', { exact: true }).fill('李明');
  await page.getByLabel('收货人电话').fill('021-65432100');
}

export async function fillRest(page: Page) {
  await choosePlace(page, '出发地', '江苏省', '苏州市', '姑苏区');
  await choosePlace(page, '目的地', '上海市', '上海市', '浦东新区');
  await page.getByLabel('发货地址').fill('星湖街 88 号');
  await page.getByLabel('收货地址').fill('张江路 100 号');
  await page.getByLabel('装货日期').fill(loadingDay);
  await page.getByLabel('预计到达日期').fill(arrivalDay);
  await page.getByLabel('货物名称').fill('冷冻水产');
  await page.getByLabel('货物类型').selectOption('冷链');
  await page.getByLabel('重量（吨）').fill('12.5');
  await page.getByLabel('体积（方）').fill('30');
  await page.getByLabel('件数').fill('400');
  await page.getByLabel('车型').selectOption('冷藏车');
  await page.getByLabel('车长（米）').selectOption('9.6');
  await page.getByLabel('运费（元）').fill('3200');
  await page.getByLabel('付款方式').selectOption({ label: '到付' });
  await page.getByLabel('备注').fill('全程冷藏');
}

/** The form's own content once hydrated and its draft and region data are in. */
export async function formReady(page: Page) {
  await expect(page.getByRole('button', { name: /^(提交|保存修改)$/ })).toBeEnabled();
}
