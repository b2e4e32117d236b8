/**
 * Keeps sitemap.xml and robots.txt current on a running server: written at start, then checked every
 * PORTAL_SITEMAP_INTERVAL seconds and written again when the public items changed (a summary per kind
 * from the store, so a change made through another node counts too), when the China day turned
 * (offers expire), or when the publisher said so (`sitemapsDue`). At most one write runs at a time and
 * at most one per interval, whatever the rate of changes. Without PORTAL_PUBLIC_ORIGIN there is no
 * sitemap (its addresses must be absolute): robots.txt is written without a `Sitemap:` line and
 * sitemap files left from an earlier run are removed.
 */
import { chinaDay } from '../../src/lib/shared/china-time.ts';
import { withBase } from '../../src/lib/shared/routes.ts';
import type { Clock } from '../domain/clock.ts';
import { SITEMAP_KINDS, sitemapSummary } from '../queries/sitemap.ts';
import type { Store } from '../store/store.ts';
import { writeRobots } from './robots.ts';
import { removeSitemapsBut, SITEMAP_INDEX, writeSitemaps, type SitemapReport } from './sitemap.ts';

export interface SitemapRefreshOptions {
  distDir: string;
  base: string;
  /** PORTAL_PUBLIC_ORIGIN; undefined: no sitemap. */
  origin: string | undefined;
  intervalMs: number;
  now: Clock;
  /** Addresses per sitemap file (tests); default the protocol's 50,000. */
  urlsPerFile?: number;
}

export interface Sitemaps {
  /** Marks the sitemaps for writing at the next check (the publisher calls it after a change). */
  sitemapsDue(): void;
  /** Writes robots.txt and the sitemaps now if anything changed since the last write; null when nothing had. */
  refreshSitemaps(): Promise<SitemapReport | null>;
  /** Stops the checks, then waits for a write under way. */
  stop(): Promise<void>;
}

/** Where the sitemap index is for crawlers, or null without a public origin. */
export const sitemapAddress = (origin: string | undefined, base: string): string | null =>
  origin ? `${new URL(origin).origin}${withBase(base, `/${SITEMAP_INDEX}`)}` : null;

export function startSitemaps(db: Store, options: SitemapRefreshOptions): Sitemaps {
  let due = true;
  let written: string | null = null;
  let running: Promise<SitemapReport | null> | null = null;

  const state = async (today: string): Promise<string> =>
    [today, ...(await Promise.all(SITEMAP_KINDS.map((kind) => sitemapSummary(db, kind, today))))].join('|');

  const refresh = async (): Promise<SitemapReport | null> => {
    const today = chinaDay(options.now());
    const current = await state(today);
    if (!due && current === written) return null;
    due = false;
    await writeRobots(options.distDir, options.base, sitemapAddress(options.origin, options.base));
    const report = options.origin
      ? await writeSitemaps(db, options.distDir, {
          origin: options.origin,
          base: options.base,
          today,
          ...(options.urlsPerFile ? { urlsPerFile: options.urlsPerFile } : {}),
        })
      : { files: [], written: [], urls: 0, removed: await removeSitemapsBut(options.distDir, []) };
    written = current;
    return report;
  };

  const refreshSitemaps = (): Promise<SitemapReport | null> => {
    running ??= refresh()
      .catch((error: unknown) => {
        due = true;
        throw error;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const check = () =>
    void refreshSitemaps().catch((error: unknown) =>
      console.error('[sitemap] 站点地图未能更新，下次再试 / sitemap not written, will retry:', error),
    );
  check();
  const timer = setInterval(check, options.intervalMs);
  timer.unref();
  return {
    sitemapsDue: () => {
      due = true;
    },
    refreshSitemaps,
    stop: async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
