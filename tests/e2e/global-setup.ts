import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { findNginx, NGINX_MISSING, startNginx } from '../../deploy/start-nginx.ts';
import { siteDir, startExtraServer } from './servers.ts';

/**
 * Starts the reference server for the whole run: a copy of the built site from `dist/`, which it keeps
 * current as a deployed server does (offers' and posts' pages rendered as they are written or first
 * asked for; docs/decisions.md, "Static user content"), a fresh database in a
 * temporary directory, the development SMS outbox on, a port the system picks; and nginx in front of
 * it with the rendered deploy/nginx.conf (for the smoke-nginx project), when nginx is installed. The
 * URLs go to the tests in `PORTAL_E2E_URL` and `PORTAL_E2E_NGINX_URL` (or, without nginx, the reason
 * in `PORTAL_E2E_NGINX_ERROR`). The returned function is Playwright's teardown: it stops both and
 * removes the database.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const distDir = siteDir();
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(
      `${distDir} has no build: run \`npm run build\` (or \`npm test\`, which builds) before the end-to-end suite.`,
    );
  }
  const server = await startExtraServer({ distDir, publishing: true });
  process.env.PORTAL_E2E_URL = server.url;
  // The served copy, into which the server writes the pages of offers and posts it renders.
  process.env.PORTAL_E2E_SERVED_DIST = server.distDir;
  const nginx = findNginx()
    ? await startNginx({ dist: server.distDir, api: server.url }).catch(async (error: unknown) => {
        await server.stop();
        throw error;
      })
    : null;
  if (nginx) process.env.PORTAL_E2E_NGINX_URL = nginx.url;
  else process.env.PORTAL_E2E_NGINX_ERROR = NGINX_MISSING;
  return async () => {
    await nginx?.stop();
    await server.stop();
  };
}
