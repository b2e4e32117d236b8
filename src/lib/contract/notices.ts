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
}
