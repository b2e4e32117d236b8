/**
 * Puts a minimal browser around store modules in Node: `window`, `sessionStorage`, `localStorage`
 * and `location.assign`/`replace`, then imports the modules afresh so that they read this environment.
 */
import { vi } from 'vitest';
import { FakeStorage } from './fake-storage.ts';

export interface FakeBrowser {
  sessionStorage: FakeStorage;
  localStorage: FakeStorage;
  /** Every URL passed to `location.assign`. */
  assigned: string[];
  /** Every URL passed to `location.replace`. */
  replaced: string[];
}

export function installBrowser(
  seed: {
    session?: Record<string, string>;
    local?: Record<string, string>;
    /** The address of the page (path, query and hash); default `/`. */
    page?: string;
  } = {},
): FakeBrowser {
  const browser: FakeBrowser = {
    sessionStorage: new FakeStorage(),
    localStorage: new FakeStorage(),
    assigned: [],
    replaced: [],
  };
  for (const [key, value] of Object.entries(seed.session ?? {})) browser.sessionStorage.setItem(key, value);
  for (const [key, value] of Object.entries(seed.local ?? {})) browser.localStorage.setItem(key, value);
  const events = new EventTarget();
  vi.stubGlobal('window', {
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
  });
  vi.stubGlobal('sessionStorage', browser.sessionStorage);
  vi.stubGlobal('localStorage', browser.localStorage);
  const here = new URL(seed.page ?? '/', 'http://portal.test');
  vi.stubGlobal('location', {
    assign: (url: string) => browser.assigned.push(url),
    replace: (url: string) => browser.replaced.push(url),
    origin: here.origin,
    pathname: here.pathname,
    search: here.search,
    hash: here.hash,
  });
  vi.resetModules();
  return browser;
}

export function uninstallBrowser(): void {
  vi.unstubAllGlobals();
  vi.resetModules();
}
