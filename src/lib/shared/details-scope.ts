/**
 * Which pages of a parameterised route a render covers: the site publisher's render worker
 * (server/site/publishing/) sets this global before rendering, and the build's content module
 * (src/build/content.ts) reads it. For each route as Astro names it
 * (`/basic/portal/policyDetails/[id]`, `/basic/portal/postPetails/[id]/[page]`), the params of the
 * pages rendered; without it, a route gives the pages the build gives it.
 */
export const DETAILS_SCOPE = Symbol.for('portal.build.detailsScope');
export type PageParams = Readonly<Record<string, string>>;
export type DetailsScope = ReadonlyMap<string, readonly PageParams[]>;

/**
 * The instant a render reads the content as of, set by a long-lived render worker before each batch
 * (the user-content publisher renders many batches with one worker); without it, the build's or the
 * worker's snapshot time (PORTAL_CONTENT_TIME, or when the content module loaded).
 */
export const CONTENT_TIME = Symbol.for('portal.build.contentTime');
