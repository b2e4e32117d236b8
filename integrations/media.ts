/**
 * Writes the published bodies' images into the build (`dist/media/`, server/site/publishing/
 * media-files.ts), the same files the server's publisher keeps current afterwards, from the database
 * the build reads its content from. A build reading another server's API (PORTAL_CONTENT_API) has no
 * stored images to write: that server's publisher writes them. WebP is not precompressed.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { planMedia, removeMedia, writeMedia } from '../server/site/publishing/media-files.ts';

export default function media(): AstroIntegration {
  return {
    name: 'portal:media',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        if (process.env['PORTAL_CONTENT_API']?.trim())
          return logger.info('published images are left to the server (PORTAL_CONTENT_API)');
        const distDir = fileURLToPath(dir);
        const { embeddedStore } = await import('../src/build/content.ts');
        const store = await embeddedStore();
        try {
          const plan = await planMedia(store, distDir);
          const written = await writeMedia(store, distDir, plan);
          await removeMedia(distDir, plan);
          logger.info(`published images: ${written.length} files written`);
        } finally {
          await store.close();
        }
      },
    },
  };
}
