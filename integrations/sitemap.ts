/**
 * Writes robots.txt and sitemap.xml into the build (server/site/robots.ts, server/site/sitemap.ts), from
 * the database the build reads its content from, as of the build's content time; the server keeps them
 * current afterwards. Listed before the precompression, which then compresses them like every file.
 * The sitemap needs the site's public origin (PORTAL_PUBLIC_ORIGIN) and the database itself: a build
 * without the origin, or one reading another server's API (PORTAL_CONTENT_API), writes robots.txt only.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { readSetting, SETTINGS } from '../server/settings.ts';
import { writeRobots } from '../server/site/robots.ts';
import { sitemapAddress } from '../server/site/sitemap-refresh.ts';
import { writeSitemaps } from '../server/site/sitemap.ts';
import { chinaDay } from '../src/lib/shared/china-time.ts';

export default function sitemap(): AstroIntegration {
  let base = '/';
  return {
    name: 'portal:sitemap',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        const origin = readSetting(SETTINGS.sitemaps.origin, process.env);
        await writeRobots(distDir, base, sitemapAddress(origin, base));
        if (!origin) return logger.info('robots.txt written; no sitemap.xml without PORTAL_PUBLIC_ORIGIN');
        if (process.env['PORTAL_CONTENT_API']?.trim())
          return logger.info('robots.txt written; sitemap.xml is left to the server (PORTAL_CONTENT_API)');
        const { contentSnapshotTime, embeddedStore } = await import('../src/build/content.ts');
        const store = await embeddedStore();
        try {
          const today = chinaDay(contentSnapshotTime().getTime());
          const report = await writeSitemaps(store, distDir, { origin, base, today });
          logger.info(
            `robots.txt and sitemap.xml written: ${report.urls} addresses in ${report.files.length} files`,
          );
        } finally {
          await store.close();
        }
      },
    },
  };
}
