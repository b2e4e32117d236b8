/**
 * What a reader gets of words an editor hid (moderation, docs/api.md): their author reads them as
 * before, with `hiddenAt` set so the page can say they are hidden; anyone else gets the text and
 * title empty and shows 该内容已被屏蔽. Every answer that carries a post's or reply's words passes
 * through here with the reader's id (null for a visitor).
 */
import type { ReplyQuote } from '../../src/lib/shared/contract.ts';

export const HIDDEN_WORDS = '该内容已被屏蔽';

const readsHidden = (authorId: number, viewerId: number | null): boolean => viewerId === authorId;

/** A post as `viewerId` may read it. */
export function postForViewer<
  T extends { authorId: number; hiddenAt: string | null; title: string; content: string },
>(post: T, viewerId: number | null): T {
  if (post.hiddenAt === null || readsHidden(post.authorId, viewerId)) return post;
  return { ...post, title: '', content: '' };
}

/** A reply and the reply it quotes as `viewerId` may read them (the quote's author id given apart). */
export function replyForViewer<
  T extends { authorId: number; hiddenAt: string | null; content: string; quote: ReplyQuote | null },
>(reply: T, quoteAuthorId: number | null, viewerId: number | null): T {
  const own = reply.hiddenAt === null || readsHidden(reply.authorId, viewerId);
  const quote = reply.quote;
  const quoteShown = !quote?.hidden || (quoteAuthorId !== null && readsHidden(quoteAuthorId, viewerId));
  return {
    ...reply,
    content: own ? reply.content : '',
    quote: quote && !quoteShown ? { ...quote, content: '' } : quote,
  };
}
