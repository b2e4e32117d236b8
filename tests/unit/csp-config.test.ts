/**
 * The Content-Security-Policy directives the build is configured with: requests and images may go
 * to the analytics host only when a Baidu Tongji site id is set. (tests/e2e/csp.spec.ts reads the
 * policy of the built pages.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

async function directivesWith(siteId: string | undefined): Promise<string[]> {
  vi.resetModules();
  if (siteId === undefined) vi.stubEnv('PUBLIC_HM_SITE_ID', '');
  else vi.stubEnv('PUBLIC_HM_SITE_ID', siteId);
  const config = (await import('../../astro.config.mjs')).default as {
    security: { csp: { directives: string[]; scriptDirective?: { resources: string[] } } };
  };
  const scripts = config.security.csp.scriptDirective?.resources;
  return [...config.security.csp.directives, ...(scripts ? [`script-src ${scripts.join(' ')}`] : [])];
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the configured policy', () => {
  it('without a site id keeps every request on the site', async () => {
    const directives = await directivesWith(undefined);
    expect(directives).toEqual(
      expect.arrayContaining(["default-src 'self'", "connect-src 'self'", "form-action 'self'"]),
    );
    // Photos read with the token and a photo chosen for upload are shown from object URLs.
    expect(directives).toContain("img-src 'self' blob:");
    expect(directives.join(';')).not.toContain('hm.baidu.com');
    // Scripts stay Astro's hashes alone.
    expect(directives.join(';')).not.toContain('script-src');
  });

  it('with a site id allows the analytics host for its script, requests and beacons only', async () => {
    const directives = await directivesWith('0123456789abcdef');
    expect(directives).toContain("script-src 'self' https://hm.baidu.com");
    expect(directives).toContain("connect-src 'self' https://hm.baidu.com");
    expect(directives).toContain("img-src 'self' blob: https://hm.baidu.com");
    expect(directives).toContain("default-src 'self'");
    expect(directives).toContain("form-action 'self'");
  });

  it('treats a blank site id as none', async () => {
    expect((await directivesWith('   ')).join(';')).not.toContain('hm.baidu.com');
  });
});
