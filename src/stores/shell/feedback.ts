/**
 * Toasts and notifications (docs/product.md, Error catalogue): at most one toast at a time (TOAST_MAX_COUNT), shown for
 * 3 s, a new one replacing the old; one notification, closed after 1.5 s.
 *
 * Islands read them with `useStore($toast, { ssr: () => null })` (likewise `$notification`): both
 * are null in the static HTML, and a toast carried over from the previous page appears after load.
 */
import './persistence.ts';
import { atom } from 'nanostores';
import { NOTIFICATION_DURATION_MS, TOAST_DURATION_MS } from '../../lib/site/config.ts';
import type { NotifyInput, ToastLevel } from '../../lib/request/effects.ts';
import { browserSessionStorage, readJSON, removeKey, writeJSON } from '../../lib/request/storage.ts';
import { isRecord } from './persistence.ts';

export type { NotifyInput, ToastLevel };

export interface Toast {
  id: number;
  level: ToastLevel;
  text: string;
}

export interface Notification extends NotifyInput {
  id: number;
}

export const $toast = atom<Toast | null>(null);
export const $notification = atom<Notification | null>(null);

let nextId = 1;
let toastTimer: ReturnType<typeof setTimeout> | undefined;
let notificationTimer: ReturnType<typeof setTimeout> | undefined;

export function showToast(level: ToastLevel, text: string): void {
  clearTimeout(toastTimer);
  const toast: Toast = { id: nextId++, level, text };
  $toast.set(toast);
  toastTimer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
}

/** Closes the toast (only the one with `id`, when given, so a late timer cannot close a newer one). */
export function dismissToast(id?: number): void {
  const current = $toast.get();
  if (current && (id === undefined || current.id === id)) {
    clearTimeout(toastTimer);
    $toast.set(null);
  }
}

export function showNotification(input: NotifyInput): void {
  clearTimeout(notificationTimer);
  const notification: Notification = { id: nextId++, ...input };
  $notification.set(notification);
  notificationTimer = setTimeout(() => dismissNotification(notification.id), NOTIFICATION_DURATION_MS);
}

export function dismissNotification(id?: number): void {
  const current = $notification.get();
  if (current && (id === undefined || current.id === id)) {
    clearTimeout(notificationTimer);
    $notification.set(null);
  }
}

/**
 * A toast shown just before the page is left (E1/E2 send the user to `/login`) would vanish with
 * the page; it is handed to the next page through sessionStorage and shown there once.
 */
export const FLASH_TOAST_KEY = 'portal:flash-toast';
const FLASH_LIFETIME_MS = 10_000;

interface FlashToast {
  level: ToastLevel;
  text: string;
  at: number;
}

const LEVELS: readonly string[] = ['success', 'info', 'warning', 'error'];
const isFlash = (value: unknown): value is FlashToast =>
  isRecord(value) &&
  typeof value.level === 'string' &&
  LEVELS.includes(value.level) &&
  typeof value.text === 'string' &&
  typeof value.at === 'number';

export function carryToastToNextPage(now: number = Date.now()): void {
  const toast = $toast.get();
  if (toast)
    writeJSON(browserSessionStorage(), FLASH_TOAST_KEY, { level: toast.level, text: toast.text, at: now });
}

/** Shows (once) a toast carried over from the previous page, if it is recent. */
export function showCarriedToast(now: number = Date.now()): void {
  const storage = browserSessionStorage();
  const flash = readJSON<FlashToast | null>(storage, FLASH_TOAST_KEY, null, isFlash);
  removeKey(storage, FLASH_TOAST_KEY);
  if (flash && now - flash.at >= 0 && now - flash.at < FLASH_LIFETIME_MS) showToast(flash.level, flash.text);
}

if (typeof window !== 'undefined') setTimeout(() => showCarriedToast(), 0);
