/**
 * Which items a render of the details pages covers: the site publisher's render worker
 * (server/site/publishing/) sets this global before rendering, and the build's content module
 * (src/build/content.ts) reads it. For each details route (`/basic/portal/policyDetails`), the ids
 * whose pages are rendered; without it, every item has a page.
 */
export const DETAILS_SCOPE = Symbol.for('portal.build.detailsScope');
export type DetailsScope = ReadonlyMap<string, readonly number[]>;
