/** The bell's numbers (docs/product.md, State), always recomputed from the notices in `$global`. */
import './persistence.ts';
import { computed } from 'nanostores';
import type { NoticeType } from '../../lib/shared/contract.ts';
import { $global } from './shell.ts';

export interface NotifyCount {
  totalCount: number;
  unreadCount: number;
}

export const initialNotifyCount: NotifyCount = { totalCount: 0, unreadCount: 0 };

export const $userNotifyCount = computed($global, ({ notices }): NotifyCount => ({
  totalCount: notices.length,
  unreadCount: notices.filter((notice) => !notice.read).length,
}));

/** Unread notices per tab of the notice dropdown (通知 / 消息 / 待办). */
export const $unreadByType = computed($global, ({ notices }): Record<NoticeType, number> => {
  const counts: Record<NoticeType, number> = { notice: 0, message: 0, todo: 0 };
  for (const notice of notices) if (!notice.read) counts[notice.type] += 1;
  return counts;
});
