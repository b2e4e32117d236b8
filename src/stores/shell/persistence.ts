/**
 * The one place that chooses where persistent stores live (docs/product.md, State): sessionStorage in the browser,
 * memory during the build. Every store file imports this module first, because a persistent store
 * reads its engine when it is created.
 *
 * Reads are synchronous and never throw, so rehydration never holds a page back (the 1000 ms budget
 * of REHYDRATION_TIMEOUT_MS is not even approached); corrupt or foreign values fall back to the
 * store's initial value; writes that hit a full quota are dropped, the in-memory value still changes.
 */
import {
  persistentAtom,
  setPersistentEngine,
  windowPersistentEvents,
  type PersistentEvents,
  type PersistentStore,
} from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import {
  browserSessionStorage,
  readString,
  removeKey,
  storageKeys,
  writeString,
  type EnumerableStorage,
} from '../../lib/request/storage.ts';

/**
 * The engine reads and writes `engine[key]`; this view turns that into guarded `getItem`/`setItem`
 * calls, so a `QuotaExceededError` or a refused access never reaches a store or a component.
 * A value that could not be written is kept in memory for the rest of the page: the engine compares
 * what it wrote with what it reads back when a store is mounted, and would otherwise undo the change.
 */
export function guardedStorage(storage: EnumerableStorage): PersistentStore {
  const unwritten = new Map<string, string>();
  const text = (key: string | symbol): string | null => {
    if (typeof key !== 'string') return null;
    return unwritten.get(key) ?? readString(storage, key);
  };
  return new Proxy<PersistentStore>(
    {},
    {
      get: (_target, key) => text(key) ?? undefined,
      set: (_target, key, value) => {
        if (typeof key !== 'string') return true;
        if (writeString(storage, key, String(value))) unwritten.delete(key);
        else unwritten.set(key, String(value));
        return true;
      },
      has: (_target, key) => text(key) !== null,
      deleteProperty: (_target, key) => {
        if (typeof key === 'string') {
          unwritten.delete(key);
          removeKey(storage, key);
        }
        return true;
      },
      ownKeys: () => [...new Set([...storageKeys(storage), ...unwritten.keys()])],
      getOwnPropertyDescriptor: (_target, key) => {
        const value = text(key);
        return value === null ? undefined : { value, enumerable: true, configurable: true, writable: true };
      },
    },
  );
}

const noEvents: PersistentEvents = { addEventListener() {}, removeEventListener() {} };

if (typeof window !== 'undefined') {
  const storage = browserSessionStorage();
  setPersistentEngine(storage ? guardedStorage(storage) : {}, windowPersistentEvents);
} else {
  // The build renders every store with its initial value; Node's own Web Storage stays untouched.
  setPersistentEngine({}, noEvents);
}

/**
 * A store kept as JSON under `key`. `read` turns whatever was stored into a valid value (or throws,
 * which means "use the initial value"); `write` picks what is worth keeping.
 */
export function persistentState<T>(
  key: string,
  initial: T,
  read: (stored: unknown) => T,
  write: (value: T) => unknown = (value) => value,
): WritableAtom<T> {
  return persistentAtom<T>(key, initial, {
    encode: (value) => JSON.stringify(write(value)),
    decode: (encoded) => {
      try {
        return read(JSON.parse(encoded));
      } catch {
        return initial;
      }
    },
  });
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
