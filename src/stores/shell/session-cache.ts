/**
 * Values pages hand to each other within the tab (docs/product.md, State: set by key, removed by a list of keys).
 * Each key is stored as JSON under `portal:cache:<key>` in sessionStorage, so it survives the next
 * page load; a value that cannot be read back is dropped.
 *
 * No page uses it today: list state travels in the URL (so a link can be shared), drafts in
 * localStorage (src/stores/draft.ts, they must outlive the tab), the table info in `$global`. It is the
 * product's state model's one place for a value a page leaves for the next one in the same tab, so
 * that such a value does not grow a second mechanism; it is tested, not loaded by any page.
 */
import './persistence.ts';
import { persistentMap } from '@nanostores/persistent';
import type { MapStore } from 'nanostores';

export const SESSION_CACHE_PREFIX = 'portal:cache:';

export const $sessionCache: MapStore<Record<string, unknown>> = persistentMap<Record<string, unknown>>(
  SESSION_CACHE_PREFIX,
  {},
  {
    encode: (value) => JSON.stringify(value),
    decode: (encoded) => {
      try {
        return JSON.parse(encoded) as unknown;
      } catch {
        return undefined;
      }
    },
  },
);

export function setSessionCache(values: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(values)) $sessionCache.setKey(key, value);
}

export function removeSessionCache(keys: readonly string[]): void {
  for (const key of keys) $sessionCache.setKey(key, undefined);
}
