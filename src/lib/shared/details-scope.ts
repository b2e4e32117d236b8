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
