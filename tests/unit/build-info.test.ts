/** The build records what it is in dist/build-info.json (integrations/build-info.ts). */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import buildInfo, { buildInfoFields } from '../../integrations/build-info.ts';
import packageJson from '../../package.json' with { type: 'json' };

describe('build-info.json', () => {
  it('holds the package version, the build time and the base path', () => {
    const before = Date.now();
    const info = buildInfoFields({ base: '/portal/' });
    expect(info.version).toBe(packageJson.version);
    expect(info.base).toBe('/portal/');
    expect(Date.parse(info.builtAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('is written into the output folder with the base of the resolved config', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-build-info-'));
    try {
      const integration = buildInfo();
      const hooks = integration.hooks as Record<string, (options: unknown) => unknown>;
      const logger = { info: () => undefined };
      await hooks['astro:config:done']?.({ config: { base: '/sub/' }, logger });
      await hooks['astro:build:done']?.({ dir: pathToFileURL(`${dir}/`), logger });
      const written = JSON.parse(await readFile(join(dir, 'build-info.json'), 'utf8')) as Record<
        string,
        string
      >;
      expect(written).toMatchObject({ version: packageJson.version, base: '/sub/' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
