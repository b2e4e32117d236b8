import { describe, expect, it } from 'vitest';
import type { DeskQueue, Notice, NoticeType } from '../../../src/lib/shared/contract.ts';
import { deadlineText, waitedFor, waitingText } from '../../../src/lib/desk/desk-waiting.ts';
import { noticePath } from '../../../src/lib/notices/notice-links.ts';
import { openingTab, unreadElsewhere } from '../../../src/lib/notices/notice-tabs.ts';

const notice = (id: number, type: NoticeType, read: boolean, createdAt: string): Notice => ({
  id,
  type,
  title: `n${id}`,
  description: '',
  read,
  createdAt,
  target: null,
});

describe('the tab the bell opens on', () => {
  it('is the tab of the newest unread notice, whatever is newer and read', () => {
    const notices = [
      notice(9, 'notice', true, '2026-11-27T09:00:00.000Z'),
      notice(5, 'message', false, '2026-11-27T08:00:00.000Z'),
      notice(4, 'todo', false, '2026-11-27T07:00:00.000Z'),
    ];
    expect(openingTab(notices)).toBe('message');
    // A notice the stream put first but made earlier does not win; the same time: the larger id.
    expect(openingTab([notice(3, 'todo', false, '2026-11-27T06:00:00.000Z'), ...notices])).toBe('message');
    expect(openingTab([notice(6, 'todo', false, '2026-11-27T08:00:00.000Z'), ...notices])).toBe('todo');
  });

  it('is the newest notice’s tab when all are read, and 通知 when there are none', () => {
    expect(openingTab([notice(2, 'todo', true, '2026-11-27T09:00:00.000Z')])).toBe('todo');
    expect(openingTab([])).toBe('notice');
  });

  it('an empty tab points to the other tabs with unread notices, in tab order', () => {
    expect(unreadElsewhere({ notice: 0, message: 1, todo: 2 }, 'notice')).toEqual([
      { type: 'message', title: '消息', unread: 1 },
      { type: 'todo', title: '待办', unread: 2 },
    ]);
    expect(unreadElsewhere({ notice: 3, message: 0, todo: 0 }, 'notice')).toEqual([]);
  });
});

describe("an editor's 待办", () => {
  it('opens its desk queue', () => {
    const todo = (desk: DeskQueue | null) => noticePath({ ...notice(1, 'todo', false, ''), desk });
    expect(todo('reports')).toBe('/basic/editor/reports');
    expect(todo('verifications')).toBe('/basic/editor/verifications');
    expect(todo('announcements')).toBe('/basic/editor?tab=announcements');
    expect(todo(null)).toBeNull();
  });
});

describe('how long work has waited', () => {
  const now = Date.parse('2026-11-27T12:00:00.000Z');
  it('says the two largest units', () => {
    expect(waitedFor('2026-11-27T11:59:30.000Z', now)).toBe('不到 1 分钟');
    expect(waitedFor('2026-11-27T11:35:00.000Z', now)).toBe('25 分钟');
    expect(waitedFor('2026-11-27T08:50:00.000Z', now)).toBe('3 小时 10 分钟');
    expect(waitedFor('2026-11-27T09:00:00.000Z', now)).toBe('3 小时');
    expect(waitedFor('2026-11-25T08:00:00.000Z', now)).toBe('2 天 4 小时');
  });

  it('names the count and the oldest wait, or nothing waiting', () => {
    expect(
      waitingText({ queue: 'reports', count: 2, oldestAt: '2026-11-27T09:00:00.000Z', deadline: null }, now),
    ).toBe('2 条举报待处理，最早的已等待 3 小时');
    expect(waitingText({ queue: 'verifications', count: 0, oldestAt: null, deadline: null }, now)).toBe(
      '暂无待处理',
    );
  });

  it('says the time left to the earliest deadline, or past it, and how many are overdue', () => {
    const complaints = (dueAt: string, overdue: number) =>
      deadlineText({ queue: 'complaints', count: 3, oldestAt: null, deadline: { dueAt, overdue } }, now);
    expect(complaints('2026-11-27T15:00:00.000Z', 0)).toBe('最早的须在 3 小时内受理');
    expect(complaints('2026-11-27T10:00:00.000Z', 2)).toBe('最早的已超过受理期限 2 小时，2 件投诉已超时');
    expect(deadlineText({ queue: 'reports', count: 2, oldestAt: null, deadline: null }, now)).toBeNull();
  });
});
