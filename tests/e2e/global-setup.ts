import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { siteDir, startExtraServer } from './servers.ts';

/**
 * Starts the reference server for the whole run: the built site from `dist/`, a fresh database in a
 * temporary directory, the development SMS outbox on, a port the system picks. The returned function
 * is Playwright's teardown: it stops the server and removes the database.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const distDir = siteDir();
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(
      `${distDir} has no build: run \`npm run build\` (or \`npm test\`, which builds) before the end-to-end suite.`,
    );
  }
  const server = await startExtraServer({ distDir });
  process.env.PORTAL_E2E_URL = server.url;
  return () => server.stop();
}
