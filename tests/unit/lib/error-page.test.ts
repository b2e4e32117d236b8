/** The error page shows only what the portal itself sent there (src/lib/exception/error-page.ts). */
import { describe, expect, it } from 'vitest';
import { showErrorPage } from '../../../src/lib/request/error-handler.ts';
import { RequestError } from '../../../src/lib/request/errors.ts';
import { recordEffects } from '../helpers/effects.ts';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import { COMPLAINT_ERROR_CODES } from '../../../src/lib/shared/contract/complaints.ts';
import { SCHEDULE_ERROR_CODES } from '../../../src/lib/shared/contract/schedules.ts';
import {
  ERROR_PAGE_STORAGE_KEY,
  keepErrorForPage,
  newTicket,
} from '../../../src/lib/exception/error-page.ts';
import {
  errorCodeText,
  errorPageDetails,
  UNKNOWN_ERROR_TEXT,
} from '../../../src/lib/exception/error-page-details.ts';
import { FakeStorage } from '../helpers/fake-storage.ts';

const PHISHING = '您的账户已冻结，请拨打 400-000-0000 解冻';

const searchOf = (address: string) => new URL(address, 'http://portal.test').search;

describe('keepErrorForPage and errorPageDetails', () => {
  it('the portal’s own navigation shows its message, and the address carries no text', () => {
    const storage = new FakeStorage();
    const address = keepErrorForPage(
      storage,
      { errorCode: '20001', errorMessage: '库存不足' },
      '/exception',
      't1',
    );
    expect(address).toBe('/exception?errorCode=20001&ticket=t1');
    expect(errorPageDetails(searchOf(address), storage)).toEqual({
      errorCode: '20001',
      errorMessage: '库存不足',
    });
  });

  it('keeps only the latest error, so storage never fills up', () => {
    const storage = new FakeStorage();
    keepErrorForPage(storage, { errorCode: '1', errorMessage: '第一个' }, '/exception', 'a');
    const second = keepErrorForPage(storage, { errorCode: '2', errorMessage: '第二个' }, '/exception', 'b');
    expect(storage.length).toBe(1);
    expect(errorPageDetails(searchOf(second), storage).errorMessage).toBe('第二个');
    expect(errorPageDetails('?errorCode=1&ticket=a', storage).errorMessage).toBe(UNKNOWN_ERROR_TEXT);
  });

  it.each([
    [
      'free text in errorMessage',
      `?errorCode=10404&errorMessage=${encodeURIComponent(PHISHING)}`,
      '10404',
      '请求的内容不存在',
    ],
    ['free text and no code', `?errorMessage=${encodeURIComponent(PHISHING)}`, '', UNKNOWN_ERROR_TEXT],
    ['text in the code', `?errorCode=${encodeURIComponent(PHISHING)}`, '', UNKNOWN_ERROR_TEXT],
    [
      'a guessed ticket',
      `?errorCode=500&ticket=0000&errorMessage=${encodeURIComponent(PHISHING)}`,
      '500',
      '服务器暂时无法响应，请稍后重试',
    ],
    ['an empty ticket', `?errorCode=10002&ticket=&errorMessage=x`, '10002', '登录已过期，请重新登录'],
  ])('a link from elsewhere with %s shows the code’s own text', (_case, search, errorCode, errorMessage) => {
    const storage = new FakeStorage();
    keepErrorForPage(storage, { errorCode: '20001', errorMessage: '库存不足' }, '/exception', 'secret');
    expect(errorPageDetails(search, storage)).toEqual({ errorCode, errorMessage });
  });

  it('a kept message that is not Chinese is replaced by the code’s text', () => {
    const storage = new FakeStorage();
    const address = keepErrorForPage(
      storage,
      { errorCode: '404', errorMessage: 'Not Found' },
      '/exception',
      't',
    );
    expect(errorPageDetails(searchOf(address), storage).errorMessage).toBe('请求的内容不存在');
  });

  it('storage that refuses gives an address without a ticket, and the code’s text', () => {
    const storage = new FakeStorage();
    storage.full = true;
    const address = keepErrorForPage(
      storage,
      { errorCode: '10004', errorMessage: '操作太频繁' },
      '/exception',
    );
    expect(address).toBe('/exception?errorCode=10004');
    expect(errorPageDetails(searchOf(address), storage).errorMessage).toBe('请求过于频繁，请稍后重试');
  });

  it('corrupt storage and no storage fall back to the code’s text', () => {
    const storage = new FakeStorage();
    storage.setItem(ERROR_PAGE_STORAGE_KEY, '{not json');
    expect(errorPageDetails('?errorCode=10001&ticket=x', storage).errorMessage).toBe(errorCodeText('10001'));
    expect(errorPageDetails('?errorCode=10001&ticket=x', null).errorMessage).toBe(errorCodeText('10001'));
  });

  it('a configured error page keeps its own query', () => {
    expect(
      keepErrorForPage(new FakeStorage(), { errorCode: '9', errorMessage: '维护' }, '/err?from=api', 't'),
    ).toBe('/err?from=api&errorCode=9&ticket=t');
  });
});

describe('errorCodeText', () => {
  it.each(
    [
      ...Object.values(ErrorCodes),
      ...Object.values(COMPLAINT_ERROR_CODES),
      ...Object.values(SCHEDULE_ERROR_CODES),
    ].filter((code) => code !== 0),
  )('names code %s in Chinese', (code) => {
    expect(errorCodeText(String(code))).not.toBe(UNKNOWN_ERROR_TEXT);
  });
});

describe('newTicket', () => {
  it('is 128 random bits, new each time', () => {
    const tickets = new Set(Array.from({ length: 50 }, newTicket));
    expect(tickets.size).toBe(50);
    for (const ticket of tickets) expect(ticket).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('showErrorPage with the keeping module loaded on demand', () => {
  const error = new RequestError({
    kind: 'business',
    errorMessage: '库存不足',
    errorCode: 20001,
    showType: 9,
  });

  it('goes to the address once the message is kept', async () => {
    const effects = recordEffects();
    effects.keepErrorForPage = (details, errorPage) =>
      Promise.resolve(keepErrorForPage(effects.storage, details, errorPage, 't9'));
    showErrorPage(error, effects);
    await expect.poll(() => effects.navigations).toEqual(['/exception?errorCode=20001&ticket=t9']);
  });

  it('leaves a module that cannot load to the chunk-failure prompt, and logs it', async () => {
    const effects = recordEffects();
    effects.keepErrorForPage = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    showErrorPage(error, effects);
    await expect.poll(() => effects.errors).toHaveLength(1);
    expect(effects.navigations).toEqual([]);
  });
});
