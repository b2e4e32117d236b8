/** 访问统计 on the desk: the periods offered, the kinds' names, and each most-read page's link text. */
import type { MostRead, ViewKind } from '../shared/contract.ts';
import { addDays } from '../shared/china-time.ts';

export const VIEW_PERIODS = [
  { days: 7, label: '近 7 天' },
  { days: 30, label: '近 30 天' },
  { days: 90, label: '近 90 天' },
] as const;

export const VIEW_KIND_LABELS: Readonly<Record<ViewKind, string>> = {
  policies: '政策法规',
  announcements: '企业公告',
  enterprises: '物流企业',
  routes: '物流专线',
  offers: '物流信息',
  posts: '社区帖子',
  users: '用户主页',
};

/** The period ending `today` (China's day) of `days` days, both ends included. */
export function periodOf(today: string, days: number): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** `11-27` for an axis and a table row. */
export const shortDay = (day: string): string => day.slice(5);

/** What a most-read page is called: its item's title, else its path. */
export function mostReadName(page: MostRead): string {
  if (page.title) return `${page.kind ? `${VIEW_KIND_LABELS[page.kind]}：` : ''}${page.title}`;
  return page.path;
}
