/** The community: circles, posts and replies. */
import type { PageQuery } from './envelope.ts';

export interface Circle {
  id: number;
  name: string;
  description: string;
  postCount: number;
  replyCount: number;
}

export interface PostItem {
  id: number;
  circleId: number;
  circleName: string;
  title: string;
  authorId: number;
  /** The author's nickname; shown with `authorAccount` beside it (src/lib/person.ts). */
  authorName: string;
  authorAccount: string;
  createdAt: string;
  views: number;
  replyCount: number;
  lastReplyAt: string | null;
}
export interface PostDetail extends PostItem {
  content: string;
}
export interface PostQuery extends PageQuery {
  circleId?: number;
  keyword?: string;
}
/**
 * Lengths of what users write in the community, in characters of the stored text (code points after
 * normalisation: an emoji counts 1, invisible edges 0; src/lib/rules/length.ts). The server's
 * rules and the composer's counters read the same numbers (src/lib/rules/community.ts).
 */
export const COMMUNITY_LIMITS = { titleMax: 100, contentMax: 10_000 } as const;

export interface NewPost {
  circleId: number;
  title: string;
  content: string;
}

export interface ReplyQuote {
  id: number;
  floor: number;
  authorName: string;
  authorAccount: string;
  content: string;
}
export interface Reply {
  id: number;
  postId: number;
  /** 1-based position in the post's thread. */
  floor: number;
  authorId: number;
  authorName: string;
  authorAccount: string;
  content: string;
  createdAt: string;
  quote: ReplyQuote | null;
}
export interface NewReply {
  content: string;
  quoteReplyId?: number;
}
/** A reply as listed under the user's own replies. */
export interface UserReply extends Reply {
  postTitle: string;
}
