/**
 * The composer page's title by its mode: the route table names the page 发表帖子 (a new post, no
 * `?id=`); with `?id=` it replies to a post, and the heading, the breadcrumb and the document title say
 * 回复帖子 (as many characters: nothing moves). Called by replyToPost.astro's script alone; it lives
 * with the community's code, not in src/elements, whose modules the shell's chunk carries to every page.
 */
import { parsePositiveId } from '../../lib/shared/ids';

export const REPLY_PAGE_TITLE = '回复帖子';

export function showComposerTitle(): void {
  const heading = document.querySelector('main h1');
  if (!heading || parsePositiveId(new URLSearchParams(window.location.search).get('id')) === null) return;
  const postTitle = heading.textContent ?? '';
  heading.textContent = REPLY_PAGE_TITLE;
  const current = document.querySelector('nav[aria-label="面包屑"] [aria-current="page"]');
  if (current) current.textContent = REPLY_PAGE_TITLE;
  if (document.title.startsWith(postTitle))
    document.title = `${REPLY_PAGE_TITLE}${document.title.slice(postTitle.length)}`;
}
