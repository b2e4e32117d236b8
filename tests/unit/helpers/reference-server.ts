/**
 * The real reference server, in-process on a temporary database and a free port on 127.0.0.1.
 * Each test file starts its own and closes it in afterAll.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../../server/start.ts';
import { settingsFor } from '../../../server/settings.ts';

export const DEMO = { account: 'demo', password: 'demo123456', mobile: '13800138000' } as const;

export interface ReferenceServer {
  url: string;
  close(): Promise<void>;
}

/** A small seed keeps start-up fast; enough rows to page through. */
const SEED = {
  users: 6,
  logisticsInfo: 30,
  policies: 15,
  announcements: 12,
  enterprises: 5,
  routes: 12,
  circles: 3,
  posts: 20,
  replies: 60,
};

export async function startReferenceServer(
  options: { tokenTtlSeconds?: number } = {},
): Promise<ReferenceServer> {
  const directory = await mkdtemp(join(tmpdir(), 'portal-request-'));
  const distDir = join(directory, 'dist');
  await mkdir(distDir);
  const server = await startServer({
    settings: settingsFor({
      port: 0,
      dbPath: join(directory, 'portal.db'),
      demo: true,
      ...(options.tokenTtlSeconds ? { tokenTtlSeconds: options.tokenTtlSeconds } : {}),
    }),
    distDir,
    seed: SEED,
  });
  return {
    url: server.url,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
