import '../stores/request-effects';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDismiss } from './useDismiss';
import { loadNotices } from '../stores/global';
import { $userNotifyCount, initialNotifyCount } from '../stores/notify-count';
import { $currentUser } from '../stores/session';

// The panel (and Radix Tabs in it) loads on the first opening: every page has the bell, few open it.
const NoticePanel = lazy(() => import('./NoticePanel'));

const bellPath = 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4Z M10 20a2 2 0 0 0 4 0';

/** The header's bell: unread badge, and a dropdown of notices, messages and to-dos. */
export default function NoticeBell() {
  // Built as a visitor's disabled bell; the stored session and counts apply after hydration.
  const user = useStore($currentUser, { ssr: () => null });
  const counts = useStore($userNotifyCount, { ssr: () => initialNotifyCount });
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState('');
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, trigger, close);

  const loggedIn = user !== null;
  const load = useCallback(() => {
    setLoading(true);
    setLoadError('');
    void loadNotices().then((error) => {
      setLoadError(error ? error.errorMessage : '');
      setLoading(false);
    });
  }, []);
  useEffect(() => {
    if (loggedIn) load();
  }, [loggedIn, load]);

  const unread = loggedIn ? counts.unreadCount : 0;
  const label = !loggedIn ? '通知（登录后查看）' : unread > 0 ? `通知，${unread}条未读` : '通知';
  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        disabled={!loggedIn}
        aria-label={label}
        aria-expanded={loggedIn ? open : undefined}
        aria-controls={loggedIn ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="relative flex size-9 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100 hover:text-primary disabled:cursor-not-allowed disabled:text-gray-300 disabled:hover:bg-transparent"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <path d={bellPath} strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-4.5 rounded-full bg-red-500 px-1 text-center text-[11px] leading-4.5 text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {loggedIn && open && (
        <Suspense fallback={null}>
          <NoticePanel id={panelId} loading={loading} error={loadError} onRetry={load} />
        </Suspense>
      )}
    </div>
  );
}
