import { readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../server/store/sqlite/db.ts';
import { seedDay, type SeedOptions } from '../../server/seed/index.ts';
import { renderBundleDir } from '../../integrations/render-bundle.ts';
import { startServer } from '../../server/start.ts';
import { settingsFor } from '../../server/settings.ts';

/**
 * The built site the suite serves: `dist/` (what `npm test` builds), or `PORTAL_E2E_DIST` when a
 * developer runs the suite on a build of their own.
 */
export function siteDir(): string {
  return process.env.PORTAL_E2E_DIST || 'dist';
}

/**
 * The day the build's demo content was seeded (the China day of `builtAt` in the build's
 * `build-info.json`), so that the suite's servers seed the same content as the static pages show,
 * even for a build made yesterday. Undefined without that file: then the seed's own default, today.
 */
function buildSeedDay(distDir: string): Date | undefined {
  try {
    const { builtAt } = JSON.parse(readFileSync(join(distDir, 'build-info.json'), 'utf8')) as {
      builtAt?: string;
    };
    const at = Date.parse(builtAt ?? '');
    return Number.isNaN(at) ? undefined : seedDay(at);
  } catch {
    return undefined;
  }
}

export interface ExtraServer {
  url: string;
  /** The site it serves: the suite's build, or its own copy of it when it publishes. */
  distDir: string;
  /** With `publishing`: the purge hook's log, one manifest (JSON) per line. */
  purgeLog?: string;
  /** The server's database, for checks a test cannot make through the API (e.g. another account's name). */
  db: Database;
  stop(): Promise<void>;
}

/**
 * A reference server with its own database: the suite's main one (global-setup), and extra ones for
 * tests that change the demo password or its notices or need other settings (a short token
 * lifetime, a base path, more content than the demo seed). It listens on 127.0.0.1 on a free port; `stop()` closes it and removes
 * its database.
 */
export async function startExtraServer(
  options: {
    tokenTtlSeconds?: number;
    distDir?: string;
    base?: string;
    demo?: boolean;
    seed?: SeedOptions;
    postRatePerMinute?: number;
    /** The clock of the community's edit times (a spec moves it past the grace period). */
    now?: () => number;
    /** Seconds between the server's looks for due schedules (PORTAL_SCHEDULE_INTERVAL). */
    scheduleIntervalSeconds?: number;
    /**
     * Publish to the static site as `npm run serve` does: the server gets a copy of the build of its
     * own (the suite's stays as built), the build's render bundle, and a purge hook that appends each
     * manifest to `purgeLog`.
     */
    publishing?: boolean;
  } = {},
): Promise<ExtraServer> {
  const directory = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  const builtDir = options.distDir ?? siteDir();
  const builtOn = buildSeedDay(builtDir);
  const distDir = options.publishing ? join(directory, 'site') : builtDir;
  const purgeLog = join(directory, 'purged.jsonl');
  if (options.publishing) await cp(builtDir, distDir, { recursive: true });
  const server = await startServer({
    settings: settingsFor({
      port: 0,
      dbPath: join(directory, 'portal.db'),
      createDatabase: true,
      demo: options.demo ?? true,
      ...(options.base ? { base: options.base } : {}),
      ...(options.tokenTtlSeconds ? { tokenTtlSeconds: options.tokenTtlSeconds } : {}),
      ...(options.postRatePerMinute ? { postRatePerMinute: options.postRatePerMinute } : {}),
      ...(options.scheduleIntervalSeconds
        ? { scheduleIntervalSeconds: options.scheduleIntervalSeconds }
        : {}),
      // The shipment specs create a dozen shipments from one account within seconds.
      deliveryRatePerMinute: 1000,
      publishing: {
        dir: directory,
        keep: 100,
        hook: `(tr -d '\\n'; echo) >> '${purgeLog}'`,
        hookTimeoutMs: 10_000,
        precompressCache: null,
      },
    }),
    distDir,
    seed: { ...(builtOn ? { now: builtOn } : {}), ...options.seed },
    ...(options.now ? { now: options.now } : {}),
    ...(options.publishing ? { publishing: { bundleDir: renderBundleDir(builtDir) } } : {}),
  });
  return {
    url: server.url.replace(/\/$/, ''),
    distDir,
    ...(options.publishing ? { purgeLog } : {}),
    db: server.db,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
