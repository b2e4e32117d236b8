import '../../stores/shell/request-effects';
import { listDeskSchedules } from '../../lib/desk/api';
import { deskFormHref, deskKindLabels, deskPersonText } from '../../lib/desk/desk';
import { chinaMinuteText, scheduleActionLabels } from '../../lib/desk/schedules';
import { toRequestError } from '../../lib/request/errors';
import { appHref } from '../list/href';
import LoadFailure from '../shared/LoadFailure';
import Panel from '../shared/Panel';
import { useLoad } from '../shared/useLoad';

const CELL = 'px-3 py-2 text-left';

/** 定时任务 on the desk: every item's schedule, the soonest first, each a link to the item's editor. */
export default function DeskSchedules() {
  const load = useLoad('desk-schedules', () => listDeskSchedules({ skipErrorHandler: true }));
  if (load.status === 'failed') {
    // Not an editor: the page's own island sends them away; nothing to say here.
    if (toRequestError(load.error).status === 403 || toRequestError(load.error).loginExpired) return null;
    return <LoadFailure error={load.error} onRetry={load.retry} />;
  }
  const schedules = load.data ?? [];
  return (
    <div className="mb-4">
      <Panel id="desk-schedules-title" title="定时任务">
        {load.status === 'loading' ? (
          <p className="text-sm text-gray-600">载入中...</p>
        ) : schedules.length === 0 ? (
          <p className="text-sm text-gray-600">暂无定时发布或撤下的内容。</p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">定时发布和定时撤下的内容，时间早的在前</caption>
            <thead className="bg-gray-50 text-gray-600">
              <tr>
                <th className={CELL}>时间（北京时间）</th>
                <th className={CELL}>操作</th>
                <th className={CELL}>内容</th>
                <th className={CELL}>设定人</th>
              </tr>
            </thead>
            <tbody>
              {schedules.map((schedule) => (
                <tr key={`${schedule.kind}-${schedule.id}`} className="border-t border-gray-100">
                  <td className={CELL}>{chinaMinuteText(schedule.at).replace('（北京时间）', '')}</td>
                  <td className={CELL}>
                    {scheduleActionLabels[schedule.action]}
                    {schedule.action === 'publish' ? `第 ${schedule.revision} 版` : ''}
                  </td>
                  <td className={CELL}>
                    {deskKindLabels[schedule.kind]} ·{' '}
                    <a
                      href={appHref(deskFormHref(schedule.kind, schedule.id))}
                      className="text-primary-active hover:underline"
                    >
                      {schedule.title}
                    </a>
                  </td>
                  <td className={CELL}>{deskPersonText(schedule.createdBy)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
    </div>
  );
}
