/**
 * The bell's tabs (通知 / 消息 / 待办) and which one it opens on: the tab of the newest unread notice,
 * so the red number never opens onto an empty tab; without unread ones, the tab of the newest notice.
 */
import type { Notice, NoticeType } from '../shared/contract.ts';

export const NOTICE_TABS: readonly { type: NoticeType; title: string }[] = [
  { type: 'notice', title: '通知' },
  { type: 'message', title: '消息' },
  { type: 'todo', title: '待办' },
];

const newer = (a: Notice, b: Notice): boolean =>
  a.createdAt === b.createdAt ? a.id > b.id : a.createdAt > b.createdAt;

function newest(notices: readonly Notice[]): Notice | undefined {
  let found: Notice | undefined;
  for (const notice of notices) if (!found || newer(notice, found)) found = notice;
  return found;
}

/** The tab the bell opens on. */
export function openingTab(notices: readonly Notice[]): NoticeType {
  return (newest(notices.filter((notice) => !notice.read)) ?? newest(notices))?.type ?? 'notice';
}

/** The other tabs holding unread notices, in tab order, with how many: what an empty tab points to. */
export function unreadElsewhere(
  unreadByType: Readonly<Record<NoticeType, number>>,
  except: NoticeType,
): { type: NoticeType; title: string; unread: number }[] {
  return NOTICE_TABS.filter((tab) => tab.type !== except && unreadByType[tab.type] > 0).map((tab) => ({
    ...tab,
    unread: unreadByType[tab.type],
  }));
}
