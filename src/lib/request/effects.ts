/**
 * What the request layer does to the world, injected so that src/lib stays free of DOM and framework
 * code: the browser wiring lives in src/stores/shell/request-effects.ts, tests pass recorders.
 */
import type { ErrorPageDetails } from '../exception/error-page.ts';
import { browserSessionStorage, clearStorage, getToken, setToken } from './storage.ts';

export type ToastLevel = 'success' | 'info' | 'warning' | 'error';

export interface NotifyInput {
  level: ToastLevel;
  title: string;
  description: string;
}

export interface RequestEffects {
  toast(level: ToastLevel, text: string): void;
  notify(input: NotifyInput): void;
  /** Clears all sessionStorage and resets the session state (E1, E2). */
  clearSession(): void;
  /** Goes to a portal path written without the base path (`/login`, `/exception?…`). */
  navigate(url: string): void;
  /**
   * The page the user is on, without the base path, with its query and hash
   * (`/basic/portal/MyPost?tab=2`); '' where there is no page. The login page brings them back to it.
   */
  currentPage(): string;
  /**
   * Keeps a failure for the error page in this tab and gives the error page's address (without the
   * base path) that shows it (src/lib/exception/error-page.ts), at once or once that module has loaded.
   */
  keepErrorForPage(details: ErrorPageDetails, errorPage: string): string | Promise<string>;
  getToken(): string;
  setToken(token: string): void;
  /** E9: state-layer errors are logged, never shown. */
  logError(error: unknown): void;
}

/**
 * Used until the browser wiring is imported: storage works, messages go to the console so that
 * nothing fails silently, navigation is not possible without a location.
 */
export const defaultEffects: RequestEffects = {
  toast: (...words) => console.warn('[request]', ...words),
  notify: (notice) => console.warn('[request]', notice),
  clearSession: () => {
    clearStorage(browserSessionStorage());
  },
  navigate: (url) => console.warn(`[request] navigation to ${url} needs src/stores/request-effects`),
  currentPage: () => '',
  // Loaded when a showType 9 failure happens, not with every page's request layer.
  keepErrorForPage: (details, errorPage) =>
    import('../exception/error-page.ts').then(({ keepErrorForPage }) =>
      keepErrorForPage(browserSessionStorage(), details, errorPage),
    ),
  getToken,
  setToken,
  logError: (error) => console.error(error),
};
