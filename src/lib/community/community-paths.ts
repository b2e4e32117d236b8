/**
 * Where the community's pages are, with their query (written without the base path; islands put
 * `withBase(BASE_URL, …)` in front).
 */
import { COMPOSER_PATH, POST_PATH } from '../shared/routes.ts';

const query = (values: Record<string, number | string | null | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** A post, or one floor of its replies (`floor` opens the page that holds it). */
export const postPath = (postId: number, floor?: number | null): string =>
  `${POST_PATH}${query({ id: postId, floor })}`;

/** A page of a post's replies at the default page size: each is a static file (`?id=7&page=2`). */
export const replyPageHref = (postId: number, page: number): string =>
  `${POST_PATH}${query({ id: postId, page: page > 1 ? page : null })}`;

/** The reply composer for a post (quoting a reply), or the new-post composer (in a circle). */
export const composerPath = (
  target: { postId: number; quote?: number | null } | { circleId?: number | null },
): string =>
  'postId' in target
    ? `${COMPOSER_PATH}${query({ id: target.postId, quote: target.quote })}`
    : `${COMPOSER_PATH}${query({ circleId: target.circleId })}`;
