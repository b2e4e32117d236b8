/** Request effects that record what the request layer did, for assertions. */
import { expect } from 'vitest';
import { RequestError } from '../../../src/lib/errors.ts';
import type { NotifyInput, RequestEffects, ToastLevel } from '../../../src/lib/request.ts';

export interface RecordedEffects extends RequestEffects {
  toasts: { level: ToastLevel; text: string }[];
  notifications: NotifyInput[];
  navigations: string[];
  sessionCleared: number;
  token: string;
  errors: unknown[];
}

export function recordEffects(token = ''): RecordedEffects {
  const recorded: RecordedEffects = {
    toasts: [],
    notifications: [],
    navigations: [],
    sessionCleared: 0,
    token,
    errors: [],
    toast: (level, text) => recorded.toasts.push({ level, text }),
    notify: (input) => recorded.notifications.push(input),
    clearSession: () => {
      recorded.sessionCleared += 1;
    },
    navigate: (url) => recorded.navigations.push(url),
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
