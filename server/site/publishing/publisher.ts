/**
 * The site publisher of a server that serves its own `dist/` (docs/decisions.md, Publishing): after
 * an item is published or withdrawn, it renders the pages the item appears on (site-pages.ts) with
 * the build's own renderer in a worker thread (render-worker.ts), writes those whose bytes changed
 * with their compressed copies, atomically (site-files.ts), removes the page of an item that is gone,
 * writes the published bodies' images before the pages and removes those no longer named after them
 * (media-files.ts), and records the changed URLs for the CDN (purge-hook.ts). Publishes run one at a
 * time.
 */
import { existsSync } from 'node:fs';
import { isoNow } from '../../domain/clock.ts';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RENDER_STATE_FILE, renderBundleDir } from '../../../integrations/render-bundle.ts';
import type { ContentChange, PublishOutcome, SitePublisher } from '../site-publisher.ts';
import { SitePublishError } from './publish-error.ts';
import { planMedia, removeMedia, writeMedia } from './media-files.ts';
import { recordPublish, type PublishManifest } from './purge-hook.ts';
import type { RenderedPage } from './site-files.ts';
import { RenderSession, renderEnvironment, throwIfFailed, type ServedSite } from './render-session.ts';
import { applyRendered, pageFile } from './site-files.ts';
import {
  DETAILS_PATH_OF,
  SHARED_PAGES,
  detailsPageKey,
  detailsToRender,
  linkedDetailsPages,
  pagesShowingItem,
  sharedToRender,
  type DetailsPage,
} from './site-pages.ts';

export interface PublisherOptions extends ServedSite {
  /** The instant the content is read as of (tests fix it); default the moment of each publish. */
  contentTime?: () => Date;
}

export interface PublishReport extends PublishOutcome {
  /** Files of dist/ written (pages and their copies) and removed. */
  written: string[];
  removed: string[];
  /** Pages rendered, changed or not. */
  rendered: number;
  /** Path of the manifest written. */
  manifestPath: string;
}

export type ServedSitePublisher = SitePublisher & {
  /** The same publish with what it did in detail (the bench and the tests read it). */
  publishWithReport(change: ContentChange): Promise<PublishReport>;
  /** Whether the render bundle of the served site is there (the server warns at start when not). */
  ready(): boolean;
};

/** The address a visitor (and a CDN) uses for a page: details pages by `?id=`, others as linked. */
function publicUrls(base: string, path: string, details: boolean): string[] {
  const root = base.endsWith('/') ? base.slice(0, -1) : base;
  if (!details) return [`${root}${path}`];
  const at = path.lastIndexOf('/');
  return [`${root}${path.slice(0, at)}?id=${path.slice(at + 1)}`, `${root}${path}/`];
}

export function createSitePublisher(options: PublisherOptions): ServedSitePublisher {
  const bundleDir = options.bundleDir ?? renderBundleDir(options.distDir);
  const ready = () => existsSync(join(bundleDir, RENDER_STATE_FILE));
  let queue: Promise<unknown> = Promise.resolve();

  async function publish(change: ContentChange): Promise<PublishReport> {
    if (!ready())
      throw new SitePublishError(`no render bundle in ${bundleDir}: build the site (npm run build)`);
    const own: DetailsPage = { detailsPath: DETAILS_PATH_OF[change.kind], id: change.id };
    const ownFile = pageFile(detailsPageKey(own));
    const before = await readFile(join(options.distDir, ownFile), 'utf8').catch(() => '');
    const env = renderEnvironment(options);
    if (options.contentTime) env['PORTAL_CONTENT_TIME'] = options.contentTime().toISOString();

    const session = new RenderSession(bundleDir, options.distDir, env);
    const rendered = new Map<string, { page: RenderedPage; details: boolean }>();
    try {
      const firstDetails = new Map<string, DetailsPage>();
      for (const page of [
        own,
        ...linkedDetailsPages(before),
        ...(await pagesShowingItem(options.db, change)),
      ])
        firstDetails.set(detailsPageKey(page), page);
      const first = throwIfFailed(
        await session.render([
          ...SHARED_PAGES.map(sharedToRender),
          ...[...firstDetails.values()].map(detailsToRender),
        ]),
      );
      for (const page of first) rendered.set(page.path, { page, details: !SHARED_PAGES.includes(page.path) });
      // The item's new page may link to pages its old one did not (a new neighbour, another enterprise).
      const ownPage = rendered.get(detailsPageKey(own))?.page;
      const after = ownPage?.state === 'rendered' ? Buffer.from(ownPage.body).toString('utf8') : '';
      const more = linkedDetailsPages(after).filter((page) => !rendered.has(detailsPageKey(page)));
      if (more.length > 0) {
        for (const page of throwIfFailed(await session.render(more.map(detailsToRender))))
          rendered.set(page.path, { page, details: true });
      }
    } catch (error) {
      throw new SitePublishError(error instanceof Error ? error.message : String(error));
    } finally {
      await session.close();
    }

    const written: string[] = [];
    const removed: string[] = [];
    const changedUrls: string[] = [];
    const mediaUrls = (files: string[]) =>
      files.flatMap((file) => publicUrls(options.base, `/${file}`, false));
    try {
      // The images first: a page is never served before the files it names.
      const media = await planMedia(options.db, options.distDir);
      const mediaWritten = await writeMedia(options.db, options.distDir, media);
      written.push(...mediaWritten);
      changedUrls.push(...mediaUrls(mediaWritten));
      for (const { page, details } of rendered.values()) {
        const files = await applyRendered(options.distDir, page, options.cache);
        if (files.written.length + files.removed.length === 0) continue;
        written.push(...files.written);
        removed.push(...files.removed);
        changedUrls.push(...publicUrls(options.base, page.path, details));
      }
      const mediaRemoved = await removeMedia(options.distDir, media);
      removed.push(...mediaRemoved);
      changedUrls.push(...mediaUrls(mediaRemoved));
    } catch (error) {
      // Pages written so far stay (each is whole); publishing again writes the rest.
      throw new SitePublishError(`writing ${options.distDir}: ${String(error)}`);
    }
    const liveAt = isoNow(options.now);
    const manifest: PublishManifest = { change, changedUrls, written, removed, liveAt };
    const manifestPath = await recordPublish(manifest, options.manifests);
    return { changedUrls, liveAt, written, removed, rendered: rendered.size, manifestPath };
  }

  const publishWithReport = (change: ContentChange): Promise<PublishReport> => {
    const run = queue
      .then(() => publish(change))
      .catch((error: unknown) => {
        if (error instanceof SitePublishError)
          console.error(`[publish] ${change.kind} ${change.id} ${change.action}: ${error.detail}`);
        throw error;
      });
    queue = run.catch(() => undefined);
    return run;
  };
  const publisher = (change: ContentChange): Promise<PublishOutcome> =>
    publishWithReport(change).then(({ changedUrls, liveAt }) => ({ changedUrls, liveAt }));
  return Object.assign(publisher, { publishWithReport, ready });
}
