import '../../stores/shell/request-effects';
import { useStore } from '@nanostores/react';
import { DESK_QUEUES } from '../../lib/shared/contract';
import { getDeskWaiting } from '../../lib/desk/api';
import { DESK_QUEUE_LABELS, deadlineText, waitingText } from '../../lib/desk/desk-waiting';
import { DESK_QUEUE_PATHS } from '../../lib/notices/notice-links';
import { toRequestError } from '../../lib/request/errors';
import { $unreadByType } from '../../stores/shell/notify-count';
import LoadFailure from '../shared/LoadFailure';
import { useLoad } from '../shared/useLoad';
import { appHref } from '../list/href';

/**
 * The desk's waiting work above each desk page: how many reports, verification applications and
 * submitted announcements wait and how long the oldest has waited, each a link to its queue; with
 * `deadlines` (运营概览), a queue's deadline too. Read again whenever a new 待办 reaches the bell (the
 * live stream), so an open desk follows.
 */
export default function DeskWaiting({ deadlines = false }: { deadlines?: boolean }) {
  const todos = useStore($unreadByType, { ssr: () => ({ notice: 0, message: 0, todo: 0 }) }).todo;
  // A new count is a new key: the last numbers stay on screen until the new ones come.
  const load = useLoad(`waiting-${todos}`, () => getDeskWaiting({ skipErrorHandler: true }));

  if (load.status === 'failed') {
    // Not an editor: the page's own island sends them away; nothing to say here.
    if (toRequestError(load.error).status === 403 || toRequestError(load.error).loginExpired) return null;
    return <LoadFailure error={load.error} onRetry={load.retry} />;
  }
  const now = Date.now();
  return (
    <section
      aria-labelledby="desk-waiting-title"
      className="mb-4 rounded-md border border-gray-200 bg-white p-4"
    >
      <h2 id="desk-waiting-title" className="mb-2 text-sm font-medium text-gray-900">
        待处理工作
      </h2>
      {/* The same three lines while loading, so nothing below moves when the numbers arrive. */}
      <ul className="grid gap-2 text-sm sm:grid-cols-3">
        {DESK_QUEUES.map((queue) => {
          const waiting = load.data?.find((one) => one.queue === queue);
          const deadline = deadlines && waiting ? deadlineText(waiting, now) : null;
          return (
            <li key={queue}>
              <a
                href={appHref(DESK_QUEUE_PATHS[queue])}
                className="block rounded px-3 py-2 text-gray-900 hover:bg-gray-50"
              >
                <span className="font-medium text-primary-active">{DESK_QUEUE_LABELS[queue].title}</span>
                <span className="block">{waiting ? waitingText(waiting, now) : '载入中...'}</span>
                {deadline && (
                  <span
                    className={`block ${waiting?.deadline?.overdue ? 'font-medium text-red-700' : 'text-gray-700'}`}
                  >
                    {deadline}
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
