/**
 * The render workers' environment (server/site/publishing/render-session.ts): the server's own
 * database, never a remote API or a fixed time, and the libraries' production code, as the build
 * renders (React's development code renders the same pages several times slower).
 */
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderEnvironment } from '../../../server/site/publishing/render-session.ts';

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
