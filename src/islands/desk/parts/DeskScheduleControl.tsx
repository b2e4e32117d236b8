import { useState, type FormEvent } from 'react';
import { cancelDeskSchedule, scheduleDeskItem } from '../../../lib/desk/api';
import { nextHour, scheduleActionLabels, scheduleInstant, scheduleText } from '../../../lib/desk/schedules';
import { formErrorText } from '../../../lib/request/refusal';
import type { ScheduleAction, ScheduledDeskItem } from '../../../lib/shared/contract/schedules';
import BusyButton from '../../shared/BusyButton';
import Panel from '../../shared/Panel';

const INPUT = 'rounded-md border border-gray-300 px-3 py-2';
const BUTTON =
  'rounded-md border border-gray-300 px-4 py-2 hover:border-primary hover:text-primary disabled:opacity-60';

/**
 * 定时发布 / 定时撤下 of the item at a minute entered in China time (北京时间), or, once set, the
 * schedule with 取消定时. One schedule per item: the server refuses a second.
 */
export default function DeskScheduleControl({
  item,
  onChanged,
}: {
  item: ScheduledDeskItem;
  onChanged: () => void;
}) {
  const publishable = !(item.state === 'published' && item.publishedRevision === item.revision);
  const actions: ScheduleAction[] = [
    ...(publishable ? (['publish'] as const) : []),
    ...(item.state === 'published' ? (['withdraw'] as const) : []),
  ];
  const [first] = useState(() => nextHour(Date.now()));
  const [chosen, setAction] = useState<ScheduleAction | undefined>(actions[0]);
  // After a publication or withdrawal the choices change: a choice no longer offered falls back.
  const action = chosen && actions.includes(chosen) ? chosen : actions[0];
  const [day, setDay] = useState(first.day);
  const [time, setTime] = useState(first.time);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  async function act(work: () => Promise<unknown>) {
    setBusy(true);
    setFailure('');
    try {
      await work();
      onChanged();
    } catch (error) {
      setFailure(formErrorText(error));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!action) return;
    const request = { action, revision: item.revision, at: scheduleInstant(day, time) };
    void act(() => scheduleDeskItem(item.kind, item.id, request, { hideMessage: true }));
  }

  const { schedule } = item;
  if (!schedule && actions.length === 0) return null;
  const moment = [
    { type: 'date', label: '日期', value: day, set: setDay },
    { type: 'time', label: '时间', value: time, set: setTime },
  ];
  return (
    <Panel id="desk-schedule-title" title="定时">
      {schedule ? (
        <div className="flex flex-wrap items-center gap-4 text-sm text-gray-700">
          <p>已设定：{scheduleText(schedule)}</p>
          <BusyButton
            busy={busy}
            busyText="取消中..."
            className={BUTTON}
            onClick={() => void act(() => cancelDeskSchedule(item.kind, item.id, { hideMessage: true }))}
          >
            取消定时
          </BusyButton>
        </div>
      ) : (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-4 text-sm text-gray-700">
          <label className="flex flex-col gap-1">
            操作
            <select
              className={INPUT}
              value={action}
              onChange={(event) => setAction(event.target.value as ScheduleAction)}
            >
              {actions.map((one) => (
                <option key={one} value={one}>
                  {scheduleActionLabels[one]}
                  {one === 'publish' ? `第 ${item.revision} 版` : ''}
                </option>
              ))}
            </select>
          </label>
          {moment.map((input) => (
            <label key={input.type} className="flex flex-col gap-1">
              {input.label}（北京时间）
              <input
                type={input.type}
                required
                className={INPUT}
                value={input.value}
                onChange={(event) => input.set(event.target.value)}
              />
            </label>
          ))}
          <BusyButton busy={busy} busyText="设定中..." className={BUTTON}>
            设定定时
          </BusyButton>
        </form>
      )}
      <div aria-live="polite" className="mt-3">
        {failure && (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
          >
            {failure}
          </p>
        )}
      </div>
    </Panel>
  );
}
