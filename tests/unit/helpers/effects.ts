/** Request effects that record what the request layer did, for assertions. */
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
