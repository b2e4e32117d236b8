/**
 * Writes `dist/build-info.json` when a build finishes: what the build is, so that the server can
 * check that it serves the build it expects (the base path) and an operator can see what is deployed.
 * A new field is one more entry in `buildInfoFields`; readers ignore fields they do not know.
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';

export const BUILD_INFO_FILE = 'build-info.json';

export interface BuildInfo {
  /** `version` of package.json. */
  version: string;
  /** ISO time the build finished. */
  builtAt: string;
  /** The base path the site was built for (`/`, `/portal/`): its links and assets all start with it. */
  base: string;
}

const packageVersion = (): string =>
  (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
    .version;

/** The fields written, from the resolved Astro settings. */
export function buildInfoFields(settings: { base: string }): BuildInfo {
  return { version: packageVersion(), builtAt: new Date().toISOString(), base: settings.base };
}

export default function buildInfo(): AstroIntegration {
  let base = '/';
  return {
    name: 'portal-build-info',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const info = buildInfoFields({ base });
        await writeFile(new URL(BUILD_INFO_FILE, dir), `${JSON.stringify(info, null, 2)}\n`);
        logger.info(`${BUILD_INFO_FILE}: version ${info.version}, base ${info.base}`);
      },
    },
  };
}
