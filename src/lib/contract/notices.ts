/** A user's notices. */

export const NOTICE_TYPES = ['notice', 'message', 'todo'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
export interface Notice {
  id: number;
  type: NoticeType;
  title: string;
  description: string;
  read: boolean;
  createdAt: string;
  /**
   * What the notice is about, when it opens a page: new replies to a followed post open the post at
   * `floor`, the first reply the notice counts. Null for the others.
   */
  target: NoticeTarget | null;
  /** The offer a lane subscription's notice opens (logisticsInformationDetails); null (or absent, in a notice an older version stored) for the others. */
  offerId?: number | null;
}
export interface NoticeTarget {
  postId: number;
  floor: number;
}
