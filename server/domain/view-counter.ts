/**
 * Page views as the portal counts them (docs/api.md, Page views): a beacon per view, no cookie, no
 * address or account kept; crawlers and prefetches are not views. Each node adds its views up in
 * memory and writes them as one batch at most every `flushMs` (the next view or read after the
 * interval writes them), so a busy page costs the store one statement per batch, not one per reader;
 * what a node holds when it stops unannounced (at most `flushMs` of its views) is lost. An address
 * sends at most `perMinute` views a minute; more are answered but not counted.
 */
import type { Clock } from './clock.ts';
import { chinaDay } from '../../src/lib/shared/china-time.ts';
import { addPageViews, type ViewCount } from '../queries/page-views.ts';
import type { Store } from '../store/store.ts';

/** Crawlers by the names their User-Agent carries (Baidu's, Sogou's, 360's, Bing's, Google's and the generic words). */
const CRAWLER =
  /bot|spider|crawl|slurp|baiduspider|sogou|360spider|yisou|bytespider|petalbot|headless|lighthouse|curl|wget|python-requests/i;

/** A crawler, a prefetch or a prerender the reader has not opened: not a view. */
export function notAView(headers: { get(name: string): string | null | undefined }): boolean {
  const agent = headers.get('user-agent') ?? '';
  if (agent === '' || CRAWLER.test(agent)) return true;
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''}`.toLowerCase();
  return purpose.includes('prefetch') || purpose.includes('prerender');
}

/** A path and query as a page view names it: the site's own, at most 300 characters, no fragment. */
export function viewPath(path: string): string | null {
  if (!path.startsWith('/') || path.startsWith('//') || path.length > 300) return null;
  if (/[\s#\\]|[\u0000-\u001f]/.test(path)) return null;
  return path;
}

export interface ViewCounterOptions {
  flushMs: number;
  perMinute: number;
  now: Clock;
}

/** Addresses remembered for the per-minute limit at most (the count starts again each minute). */
const ADDRESSES_KEPT = 100_000;
/** Pages held between two writes at most: a flood of made-up addresses cannot fill the memory. */
const PAGES_HELD = 50_000;

export class ViewCounter {
  #pending = new Map<string, ViewCount>();
  #lastFlush: number;
  #flushing: Promise<void> = Promise.resolve();
  #minute = -1;
  #perAddress = new Map<string, number>();

  private readonly db: Store;
  private readonly options: ViewCounterOptions;

  constructor(db: Store, options: ViewCounterOptions) {
    this.db = db;
    this.options = options;
    this.#lastFlush = options.now();
  }

  /** Counts a view of `path` from `address`; false when the address has sent its minute's views. */
  count(path: string, address: string): boolean {
    const at = this.options.now();
    const minute = Math.floor(at / 60_000);
    if (minute !== this.#minute) {
      this.#minute = minute;
      this.#perAddress.clear();
    }
    const sent = (this.#perAddress.get(address) ?? 0) + 1;
    if (this.#perAddress.size < ADDRESSES_KEPT || this.#perAddress.has(address))
      this.#perAddress.set(address, sent);
    if (sent > this.options.perMinute) return false;
    const day = chinaDay(at);
    const key = `${day} ${path}`;
    const pending = this.#pending.get(key);
    if (pending) pending.views += 1;
    else if (this.#pending.size < PAGES_HELD) this.#pending.set(key, { day, path, views: 1 });
    else return false;
    void this.flushIfDue().catch((error: unknown) => console.error(`[views] ${String(error)}`));
    return true;
  }

  /** Writes what is held once the interval has passed since the last write. */
  flushIfDue(): Promise<void> {
    if (this.options.now() - this.#lastFlush < this.options.flushMs) return this.#flushing;
    return this.flush();
  }

  /** Writes what is held now (the desk's read, a stop); one write at a time. */
  flush(): Promise<void> {
    this.#lastFlush = this.options.now();
    this.#flushing = this.#flushing
      .catch(() => undefined)
      .then(async () => {
        const counts = [...this.#pending.values()];
        this.#pending = new Map();
        try {
          await addPageViews(this.db, counts);
        } catch (error) {
          // Kept for the next write rather than lost with a store that failed for a moment.
          for (const count of counts) {
            const key = `${count.day} ${count.path}`;
            const pending = this.#pending.get(key);
            if (pending) pending.views += count.views;
            else this.#pending.set(key, count);
          }
          throw error;
        }
      });
    return this.#flushing;
  }
}
