/** Request effects that record what the request layer did, for assertions. */
import { expect } from 'vitest';
import { keepErrorForPage } from '../../../src/lib/exception/error-page.ts';
import { RequestError } from '../../../src/lib/request/errors.ts';
import type { NotifyInput, RequestEffects, ToastLevel } from '../../../src/lib/request/request.ts';
import { FakeStorage } from './fake-storage.ts';

export interface RecordedEffects extends RequestEffects {
  toasts: { level: ToastLevel; text: string }[];
  notifications: NotifyInput[];
  navigations: string[];
  sessionCleared: number;
  token: string;
  errors: unknown[];
  /** This tab's sessionStorage, where the error page's message is kept (with the ticket `ticket-1`). */
  storage: FakeStorage;
}

/** `page`: the page the user is on (without the base), as the browser wiring reports it. */
export function recordEffects(token = '', page = ''): RecordedEffects {
  const recorded: RecordedEffects = {
    toasts: [],
    notifications: [],
    navigations: [],
    sessionCleared: 0,
    token,
    errors: [],
    storage: new FakeStorage(),
    toast: (level, text) => recorded.toasts.push({ level, text }),
    notify: (input) => recorded.notifications.push(input),
    clearSession: () => {
      recorded.sessionCleared += 1;
    },
    navigate: (url) => recorded.navigations.push(url),
    currentPage: () => page,
    keepErrorForPage: (details, errorPage) =>
      keepErrorForPage(recorded.storage, details, errorPage, 'ticket-1'),
    getToken: () => recorded.token,
    setToken: (value) => {
      recorded.token = value;
    },
    logError: (error) => recorded.errors.push(error),
  };
  return recorded;
}

/** The RequestError a request layer call is rejected with (fails the test if it resolves). */
export async function failureOf(promise: Promise<unknown>): Promise<RequestError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}
