/**
 * Scheduled publishing on the desk (docs/api.md, Scheduled publishing): a schedule in words, China
 * time as the editor enters and reads it, and the instant the server is sent.
 */
import { CHINA_OFFSET, chinaClock, chinaDay } from '../shared/china-time.ts';
import type { DeskSchedule, ScheduleAction } from '../shared/contract/schedules.ts';

export const scheduleActionLabels: Readonly<Record<ScheduleAction, string>> = {
  publish: '定时发布',
  withdraw: '定时撤下',
};

/** `2026-11-28 10:01（北京时间）`. */
export const chinaMinuteText = (at: string): string => {
  const instant = Date.parse(at);
  return `${chinaDay(instant)} ${chinaClock(instant)}（北京时间）`;
};

/** `定时发布第 3 版：2026-11-28 10:01（北京时间）`, or for a withdrawal `定时撤下：…`. */
export const scheduleText = (schedule: Pick<DeskSchedule, 'action' | 'revision' | 'at'>): string =>
  `${scheduleActionLabels[schedule.action]}${schedule.action === 'publish' ? `第 ${schedule.revision} 版` : ''}：${chinaMinuteText(schedule.at)}`;

/** The instant a China day (`YYYY-MM-DD`) and wall clock (`HH:MM`) name, as the server takes it. */
export const scheduleInstant = (day: string, time: string): string => `${day}T${time}${CHINA_OFFSET}`;

/** The day and time inputs' first values: the next whole hour in China after `now`. */
export function nextHour(now: number): { day: string; time: string } {
  const hour = (Math.floor(now / 3_600_000) + 1) * 3_600_000;
  return { day: chinaDay(hour), time: chinaClock(hour) };
}
