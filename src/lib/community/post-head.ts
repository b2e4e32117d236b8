/**
 * What a post's static page puts in the document's head: its title (or why there is none), the
 * first words of its text as the description, and the page's own address.
 */
import type { PostDetail } from '../shared/contract.ts';
import { withheld } from '../desk/moderation.ts';
import { DELETED_POST_TEXT, HIDDEN_TEXT } from './community.ts';
import { replyPageHref } from './community-paths.ts';

const DESCRIPTION_LENGTH = 120;

export function postHead(
  post: PostDetail,
  page: number,
): { title: string; description: string; href: string } {
  const title = post.deletedAt !== null ? DELETED_POST_TEXT : withheld(post) ? HIDDEN_TEXT : post.title;
  const words = post.deletedAt !== null || withheld(post) ? '' : post.content.replace(/\s+/g, ' ').trim();
  const description =
    words.length > DESCRIPTION_LENGTH ? `${[...words].slice(0, DESCRIPTION_LENGTH).join('')}…` : words;
  return {
    title: page > 1 ? `${title}（第 ${page} 页）` : title,
    description: description || `${post.circleName}圈子的帖子`,
    href: replyPageHref(post.id, page),
  };
}
