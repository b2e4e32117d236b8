/** The community: circles, posts and replies. */
import type { UserRole } from './account.ts';
import type { PersonMark } from './profiles.ts';

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
  /** The author's nickname; shown with `authorAccount` beside it (src/lib/shared/person.ts). */
  authorName: string;
  authorAccount: string;
  /** The author's role: an editor's name carries the platform's mark 编辑 (src/lib/shared/person.ts). */
  authorRole?: UserRole;
  createdAt: string;
  views: number;
  replyCount: number;
  lastReplyAt: string | null;
  /** When the author last changed it after the grace period (shown as 已编辑); null when never. */
  editedAt: string | null;
  /** The author's verified enterprise (企业认证) once published: 已认证 links to its page. Null otherwise. */
  authorEnterpriseId?: number | null;
  authorEnterpriseName?: string | null;
  /**
   * When an editor hid it (moderation); null while shown. A hidden post leaves every list and search;
   * only its author reads its title and text (with a note that it is hidden), anyone else gets them
   * empty and shows 该内容已被屏蔽.
   */
  hiddenAt: string | null;
  /**
   * The author's marks (实名认证, 企业认证; server/queries/marks.ts) and whether they have a profile
   * (用户主页) to link to, false once the account is closed (注销). Sent by the lists, a post and its
   * replies (docs/api.md, Community).
   */
  authorMarks?: PersonMark[];
  authorHasProfile?: boolean;
}
export interface PostDetail extends PostItem {
  content: string;
  /**
   * When its author deleted it; null while it stands. A deleted post answers with an empty title and
   * content, and its page says 该帖子已被作者删除.
   */
  deletedAt: string | null;
  /** Until when its author may edit it (the server's edit window); deleting has no deadline. */
  editableUntil: string;
  /** The version an edit is based on (`PUT` sends it back): 1 when posted, one more per saved edit. */
  revision: number;
}
/**
 * Lengths of what users write in the community, in characters of the stored text (code points after
 * normalisation: an emoji counts 1, invisible edges 0; src/lib/shared/rules/length.ts). The server's
 * rules and the composer's counters read the same numbers (src/lib/shared/rules/community.ts).
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
  /** As on a post: an editor's name carries the platform's mark. */
  authorRole?: UserRole;
  /**
   * Empty when the quoted reply was deleted (`deleted`): show 该回复已被作者删除; empty too when it
   * was hidden (`hidden`) and the reader did not write it: show 该内容已被屏蔽.
   */
  content: string;
  deleted: boolean;
  hidden: boolean;
}
export interface Reply {
  id: number;
  postId: number;
  /** 1-based position in the post's thread. */
  floor: number;
  authorId: number;
  authorName: string;
  authorAccount: string;
  /** As on a post: an editor's name carries the platform's mark. */
  authorRole?: UserRole;
  /** Empty once deleted. */
  content: string;
  createdAt: string;
  quote: ReplyQuote | null;
  /** As on a post: 已编辑 after the grace period, null when never. */
  editedAt: string | null;
  /** As on a post: the author's verified enterprise, or null. */
  authorEnterpriseId?: number | null;
  authorEnterpriseName?: string | null;
  /** When its author deleted it; the floor stays, reading 该回复已被作者删除. */
  deletedAt: string | null;
  /** When an editor hid it; as on a post, only its writer reads it, the floor stays. */
  hiddenAt: string | null;
  editableUntil: string;
  /** As on a post. */
  revision: number;
  /** As on a post: the author's marks and whether a profile links (`GET /posts/:id/replies`). */
  authorMarks?: PersonMark[];
  authorHasProfile?: boolean;
  /**
   * True in the answer to a reader who blocked its author (屏蔽): shown folded, 已屏蔽该用户的回复,
   * until they ask to see it. Absent otherwise; the blocked user is never told.
   */
  authorBlocked?: true;
}
export interface NewReply {
  content: string;
  quoteReplyId?: number;
}
/** A reply as listed under the user's own replies. */
export interface UserReply extends Reply {
  /**
   * Empty when the post was deleted (`postDeleted`), or hidden and written by someone else; the reply
   * stays readable to its writer.
   */
  postTitle: string;
  postDeleted: boolean;
}

/**
 * `PUT /posts/:id`: the post's new title and body (its circle stays), and the `revision` of the text
 * the edit was made from; an older one is refused with 10604 (`EditConflict`).
 */
export interface PostEdit {
  title: string;
  content: string;
  revision: number;
}
/** `PUT /posts/:id/replies/:replyId`. */
export interface ReplyEdit {
  content: string;
  revision: number;
}
/**
 * The `data` of a refused edit (10604): the post or reply as it stands now (its newer text, author
 * and `revision`) and when that text was saved. Saving over it means sending `current.revision`.
 */
export interface EditConflict<T extends PostDetail | Reply = PostDetail | Reply> {
  current: T;
  savedAt: string;
}
/**
 * One version of a post or reply in its history (`GET …/history`), newest first. `savedAt` is when
 * this version began to stand; `current` marks the text shown now. Edits within the grace period
 * replace a version without keeping it.
 */
export interface TextVersion {
  version: number;
  /** Posts only. */
  title?: string;
  content: string;
  savedAt: string;
  current: boolean;
}
export interface TextHistory {
  list: TextVersion[];
}
/** Whether the signed-in user follows a post (gets a notice of its new replies). */
export interface FollowState {
  following: boolean;
}
