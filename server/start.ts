import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { openDatabase, type Database } from './db.ts';
import { createApiApp } from './app.ts';
import { itemExists } from './queries/details.ts';
import { createSiteApp } from './site.ts';
import { seedDatabase, type SeedOptions } from './seed.ts';

export interface StartOptions {
  /** 0 picks a free port. Default 4321. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The SQLite file; created and seeded when new. */
  dbPath: string;
  /** Token lifetime in seconds. Default 7200. */
  tokenTtlSeconds?: number;
  /** When true the development SMS outbox is readable. */
  demo?: boolean;
  /** Posts and replies one account may make per minute. Default 5 (post-rate.ts). */
  postRatePerMinute?: number;
  /** Proxies believed when they name the visitor's address (client-address.ts). Default none. */
  trustedProxies?: readonly string[];
  /** The built site. Default `dist`. */
  distDir?: string;
  /** Base path the site is served under. Default `/`. */
  base?: string;
  /** Passed to the seed when the database is new. */
  seed?: SeedOptions;
}

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  close(): Promise<void>;
}

/** Opens (and seeds when new) the database and serves the site and the API on one port. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { db, created } = openDatabase(options.dbPath);
  try {
    if (created) seedDatabase(db, options.seed);
  } catch (error) {
    db.close();
    throw error;
  }

  const api = createApiApp({
    db,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 7200,
    demo: options.demo ?? false,
    ...(options.postRatePerMinute === undefined ? {} : { postRatePerMinute: options.postRatePerMinute }),
    ...(options.trustedProxies === undefined ? {} : { trustedProxies: options.trustedProxies }),
  });
  const app = createSiteApp({
    api,
    distDir: options.distDir ?? 'dist',
    base: options.base ?? '/',
    itemExists: (kind, id) => itemExists(db, kind, id),
  });
  const host = options.host ?? '127.0.0.1';

  let server: Server;
  const port = await new Promise<number>((resolve, reject) => {
    server = serve({ fetch: app.fetch, port: options.port ?? 4321, hostname: host }, (info: AddressInfo) =>
      resolve(info.port),
    ) as Server;
    server.once('error', reject);
  }).catch((error: unknown) => {
    db.close();
    throw error;
  });

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      // Keep-alive connections would hold close() open; idle ones go now, busy ones get a moment.
      const force = setTimeout(() => server.closeAllConnections(), 2000);
      server.close(() => {
        clearTimeout(force);
        try {
          db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
        } finally {
          db.close();
        }
        resolve();
      });
      server.closeIdleConnections();
    });
    return closing;
  };

  const urlHost = host.includes(':') ? `[${host}]` : host;
  return { url: `http://${urlHost}:${port}`, port, db, close };
}
