/**
 * Web Storage that never throws (docs/product.md, Security): storage missing (Node, build, privacy mode), a full
 * quota and corrupt JSON all end in the fallback instead of a broken page.
 */
import { MAX_TOKEN_LENGTH, TOKEN_STORAGE_KEY } from '../site/config.ts';

/** The part of `Storage` the portal uses, so tests can pass a fake that throws. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

type MaybeStorage = StorageLike | null | undefined;

/** A storage whose keys can be listed (every Web Storage; test fakes may leave it out). */
export interface EnumerableStorage extends StorageLike {
  readonly length?: number;
  key?(index: number): string | null;
}

/** Every key stored; none when the storage refuses to be listed. */
export function storageKeys(storage: EnumerableStorage | null | undefined): string[] {
  const keys: string[] = [];
  if (!storage) return keys;
  try {
    const count = storage.length ?? 0;
    for (let index = 0; index < count; index++) {
      const key = storage.key?.(index);
      if (typeof key === 'string') keys.push(key);
    }
  } catch {
    // A storage that refuses enumeration simply has no keys to list.
  }
  return keys;
}

/** `localStorage`, or null where it is missing or access is refused. */
export function browserLocalStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** `sessionStorage`, or null where it is missing or access is refused. */
export function browserSessionStorage(): StorageLike | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readString(storage: MaybeStorage, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** False when the value could not be stored (no storage, quota exceeded). */
export function writeString(storage: MaybeStorage, key: string, value: string): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The parsed value under `key`, or `fallback` when it is missing, not JSON, or refused by `accept`
 * (a shape check, so that a value written by an older version cannot break a page).
 */
export function readJSON<T>(
  storage: MaybeStorage,
  key: string,
  fallback: T,
  accept: (value: unknown) => value is T = (_value): _value is T => true,
): T {
  const text = readString(storage, key);
  if (text === null) return fallback;
  try {
    const value: unknown = JSON.parse(text);
    return accept(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function writeJSON(storage: MaybeStorage, key: string, value: unknown): boolean {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  return text === undefined ? removeKey(storage, key) : writeString(storage, key, text);
}

export function removeKey(storage: MaybeStorage, key: string): boolean {
  if (!storage) return false;
  try {
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

export function clearStorage(storage: MaybeStorage): boolean {
  if (!storage) return false;
  try {
    storage.clear();
    return true;
  } catch {
    return false;
  }
}

/**
 * True for a token an HTTP header can carry as it is: visible ASCII only (no letters outside
 * Latin-1, which make fetch throw; no spaces or line breaks) and at most MAX_TOKEN_LENGTH long.
 */
export function isSendableToken(token: string): boolean {
  return token.length <= MAX_TOKEN_LENGTH && /^[\x21-\x7e]*$/.test(token);
}

/**
 * The login token from localStorage; '' when there is none (or no storage). A stored value that
 * cannot be sent (corrupted, written by something else) counts as no token and is blanked, so that
 * it cannot make every request fail.
 */
export function getToken(storage: MaybeStorage = browserLocalStorage()): string {
  const token = readString(storage, TOKEN_STORAGE_KEY) ?? '';
  if (isSendableToken(token)) return token;
  writeString(storage, TOKEN_STORAGE_KEY, '');
  return '';
}

/** Logout and expiry store '' rather than removing the key, as the original portal did. */
export function setToken(token: string, storage: MaybeStorage = browserLocalStorage()): boolean {
  return writeString(storage, TOKEN_STORAGE_KEY, token);
}
