/**
 * The render workers' environment (server/site/publishing/render-session.ts): the server's own
 * database, never a remote API or a fixed time, and the libraries' production code, as the build
 * renders (React's development code renders the same pages several times slower); and the render
 * process itself, which runs at a lower priority than the server so that the API's requests come first.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { getPriority, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RENDER_NICENESS,
  RenderSession,
  renderEnvironment,
} from '../../../server/site/publishing/render-session.ts';

describe('the render environment', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('renders with production code from the server database, whatever the server was started with', () => {
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('PORTAL_CONTENT_API', 'http://example.invalid');
    vi.stubEnv('PORTAL_CONTENT_TIME', '2026-01-01T00:00:00Z');
    vi.stubEnv('PORTAL_DATABASE_URL', 'postgres://elsewhere/portal');
    const env = renderEnvironment({ dbPath: 'data/portal.db' });
    expect(env['NODE_ENV']).toBe('production');
    expect(env['PORTAL_DB']).toBe(resolve('data/portal.db'));
    expect(env['PORTAL_CONTENT_API']).toBeUndefined();
    expect(env['PORTAL_CONTENT_TIME']).toBeUndefined();
    expect(env['PORTAL_DATABASE_URL']).toBeUndefined();
  });

  it("reads the server's PostgreSQL database when it runs on one", () => {
    const env = renderEnvironment({ dbPath: 'x.db', databaseUrl: 'postgres://db/portal' });
    expect(env['PORTAL_DATABASE_URL']).toBe('postgres://db/portal');
  });
});

describe('the render process', () => {
  it("runs apart from the server's process at a lower priority, and answers why it cannot render", async () => {
    const work = await mkdtemp(join(tmpdir(), 'portal-render-session-'));
    const session = new RenderSession(
      join(work, 'no-bundle'),
      join(work, 'dist'),
      renderEnvironment({ dbPath: join(work, 'x.db') }),
    );
    try {
      expect(session.pid).not.toBe(process.pid);
      expect(getPriority(session.pid)).toBe(Math.min(19, getPriority() + RENDER_NICENESS));
      // No bundle there: each request is answered with the reason, and the process stays for the next.
      await expect(session.render([{ route: '/basic/portal', path: '/basic/portal' }])).rejects.toThrow(
        /render\.json/,
      );
      await expect(session.render([])).rejects.toThrow(/render\.json/);
    } finally {
      await session.close();
      await rm(work, { recursive: true, force: true });
    }
  });
});
