/**
 * The desk's waiting work in words (docs/api.md, Notices): each queue's name, where it is, and how
 * long its oldest item has waited, so an editor sees at a glance what is late.
 */
import type { DeskQueue, DeskWaiting } from '../shared/contract.ts';
import { waitInWords } from '../shared/wait-in-words.ts';

export const DESK_QUEUE_LABELS: Record<DeskQueue, { title: string; unit: string }> = {
  reports: { title: '举报处理', unit: '条举报' },
  verifications: { title: '认证审核', unit: '份认证申请' },
  announcements: { title: '待审公告', unit: '篇企业公告' },
  documents: { title: '证件审核', unit: '份证件' },
  complaints: { title: '投诉处理', unit: '件投诉' },
};

/**
 * How long since `since`, in whole minutes said as every wait is (`waitInWords`): 不到 1 分钟,
 * 25 分钟, 3 小时 10 分钟, 30 小时, 2 天 4 小时.
 */
export function waitedFor(since: string, now: number): string {
  const minutes = Math.floor(Math.max(0, now - Date.parse(since)) / 60_000);
  return minutes === 0 ? '不到 1 分钟' : waitInWords(minutes * 60);
}

/** One queue's line: `2 条举报待处理，最早的已等待 3 小时`, or `暂无待处理`. */
export function waitingText(waiting: DeskWaiting, now: number): string {
  if (waiting.count === 0 || waiting.oldestAt === null) return '暂无待处理';
  const { unit } = DESK_QUEUE_LABELS[waiting.queue];
  return `${waiting.count} ${unit}待处理，最早的已等待 ${waitedFor(waiting.oldestAt, now)}`;
}

/**
 * A queue's deadline where one applies (complaints' 受理): `最早的须在 3 小时内受理` or
 * `最早的已超过受理期限 2 小时`, then how many are overdue (`，1 件已超时`); null for none.
 */
export function deadlineText(waiting: DeskWaiting, now: number): string | null {
  if (!waiting.deadline) return null;
  const { dueAt, overdue } = waiting.deadline;
  const left = Date.parse(dueAt) - now;
  const words = waitInWords(Math.abs(left) / 1000);
  const earliest = left >= 0 ? `最早的须在 ${words}内受理` : `最早的已超过受理期限 ${words}`;
  return overdue > 0 ? `${earliest}，${overdue} ${DESK_QUEUE_LABELS[waiting.queue].unit}已超时` : earliest;
}
