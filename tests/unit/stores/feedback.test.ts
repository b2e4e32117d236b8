import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowser, uninstallBrowser, type FakeBrowser } from '../helpers/browser.ts';

let browser: FakeBrowser;
let feedback: typeof import('../../../src/stores/shell/feedback.ts');

beforeEach(async () => {
  vi.useFakeTimers();
  browser = installBrowser();
  feedback = await import('../../../src/stores/shell/feedback.ts');
  // Let the page finish loading: it looks for a toast carried over from the previous page.
  vi.advanceTimersByTime(0);
});
afterEach(() => {
  vi.useRealTimers();
  uninstallBrowser();
});

describe('toasts', () => {
  it('show one at a time and close after 3 s', () => {
    feedback.showToast('error', '请求失败');
    expect(feedback.$toast.get()).toMatchObject({ level: 'error', text: '请求失败' });
    vi.advanceTimersByTime(2999);
    expect(feedback.$toast.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(feedback.$toast.get()).toBeNull();
  });

  it('a new toast replaces the old one and gets its own 3 s', () => {
    feedback.showToast('error', '第一条');
    vi.advanceTimersByTime(2000);
    feedback.showToast('warning', '第二条');
    expect(feedback.$toast.get()).toMatchObject({ level: 'warning', text: '第二条' });
    vi.advanceTimersByTime(2000);
    expect(feedback.$toast.get()?.text).toBe('第二条');
    vi.advanceTimersByTime(1000);
    expect(feedback.$toast.get()).toBeNull();
  });

  it('dismissToast closes now; an old id closes nothing newer', () => {
    feedback.showToast('info', '旧');
    const old = feedback.$toast.get()?.id;
    feedback.showToast('info', '新');
    feedback.dismissToast(old);
    expect(feedback.$toast.get()?.text).toBe('新');
    feedback.dismissToast();
    expect(feedback.$toast.get()).toBeNull();
  });
});

describe('notifications', () => {
  it('close after 1.5 s and can be dismissed', () => {
    feedback.showNotification({ level: 'error', title: '错误码 20001', description: '库存不足' });
    expect(feedback.$notification.get()).toMatchObject({ title: '错误码 20001', description: '库存不足' });
    vi.advanceTimersByTime(1499);
    expect(feedback.$notification.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(feedback.$notification.get()).toBeNull();
    feedback.showNotification({ level: 'info', title: 'a', description: 'b' });
    feedback.dismissNotification();
    expect(feedback.$notification.get()).toBeNull();
  });
});

describe('a toast carried to the next page', () => {
  it('is stored when the page is left and shown once on the next page', () => {
    feedback.showToast('error', 'token过期失效, 请重新登录');
    feedback.carryToastToNextPage(1000);
    feedback.dismissToast();
    feedback.showCarriedToast(2000);
    expect(feedback.$toast.get()).toMatchObject({ level: 'error', text: 'token过期失效, 请重新登录' });
    expect(browser.sessionStorage.getItem(feedback.FLASH_TOAST_KEY)).toBeNull();
    feedback.dismissToast();
    feedback.showCarriedToast(2000);
    expect(feedback.$toast.get()).toBeNull();
  });

  it('is shown by the next page on its own after load', async () => {
    feedback.showToast('error', '登录已过期');
    feedback.carryToastToNextPage();
    browser = installBrowser({ session: browser.sessionStorage.snapshot() });
    feedback = await import('../../../src/stores/shell/feedback.ts');
    expect(feedback.$toast.get()).toBeNull();
    vi.advanceTimersByTime(0);
    expect(feedback.$toast.get()?.text).toBe('登录已过期');
  });

  it.each([
    ['stale', JSON.stringify({ level: 'error', text: '旧消息', at: 1000 })],
    ['corrupt', '{"level":'],
    ['of a foreign shape', JSON.stringify({ level: 'shout', text: 'x', at: 1000 })],
  ])('is ignored and removed when %s', (_case, stored) => {
    browser.sessionStorage.setItem(feedback.FLASH_TOAST_KEY, stored);
    feedback.showCarriedToast(20_000);
    expect(feedback.$toast.get()).toBeNull();
    expect(browser.sessionStorage.getItem(feedback.FLASH_TOAST_KEY)).toBeNull();
  });

  it('nothing is stored when no toast is showing', () => {
    feedback.carryToastToNextPage();
    expect(browser.sessionStorage.snapshot()).toEqual({});
  });
});
