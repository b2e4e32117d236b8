/** The opt-in GET cache (`useCache`): in memory, per page, entries expire after their lifetime. */

const MAX_ENTRIES = 200;

export class ResponseCache<V> {
  readonly #entries = new Map<string, { value: V; expiresAt: number }>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, lifetimeMs: number): void {
    if (!(lifetimeMs > 0)) return;
    this.#entries.delete(key);
    // Map keeps insertion order, so the first key is the oldest entry.
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, expiresAt: this.#now() + lifetimeMs });
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** Token first: a cached answer for one login must never be served to another. */
export const cacheKey = (url: string, token: string): string => `${token}\n${url}`;
