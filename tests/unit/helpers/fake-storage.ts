/**
 * A Web Storage stand-in for Node: the same API as `sessionStorage`, plus switches that make it
 * behave like a full quota or a storage the browser refuses to open.
 */
export class FakeStorage {
  readonly #items = new Map<string, string>();
  /** When true every `setItem` throws a `QuotaExceededError`, as a full browser storage does. */
  full = false;
  /** When true every call throws a `SecurityError`, as storage blocked by privacy settings does. */
  blocked = false;

  #guard(): void {
    if (this.blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
  }

  get length(): number {
    this.#guard();
    return this.#items.size;
  }

  key(index: number): string | null {
    this.#guard();
    return [...this.#items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    this.#guard();
    return this.#items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#guard();
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.#items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.#guard();
    this.#items.delete(key);
  }

  clear(): void {
    this.#guard();
    this.#items.clear();
  }

  /** Everything stored, for assertions. */
  snapshot(): Record<string, string> {
    return Object.fromEntries(this.#items);
  }
}
