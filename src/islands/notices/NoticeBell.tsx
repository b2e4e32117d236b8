import '../../stores/shell/request-effects';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { NoticePanelProps } from './parts/NoticePanel';
import { useDismiss } from '../shared/useDismiss';
import { useOnDemand } from '../shared/useOnDemand';
import { loadNotices } from '../../stores/shell/shell';
import { $userNotifyCount, initialNotifyCount } from '../../stores/shell/notify-count';
import { $currentUser } from '../../stores/shell/session';
import LoadFailure from '../shared/LoadFailure';

/** The dropdown's own code could not be fetched (offline, or a redeploy): no request error to tell. */
const PANEL_FAILURE = new Error('通知中心加载失败，请检查网络后重试');

const bellPath = 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4Z M10 20a2 2 0 0 0 4 0';
/** The dropdown's tabs and lists arrive on the first hover, focus or click of the bell. */
const loadPanel = () => import('./parts/NoticePanel');

/**
 * The live stream's code arrives once the page has loaded and the browser is idle, in its own chunk,
 * so no page's load carries or waits for it (stores/live-notices.ts).
 */
function startWhenIdle(): () => void {
  let cancelled = false;
  const start = () => {
    if (!cancelled) void import('../../stores/live-notices').then((live) => live.startLiveNotices());
  };
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(start) : setTimeout(start, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}

/** The header's bell: unread badge, and a dropdown of notices, messages and to-dos. */
export default function NoticeBell() {
  // Built as a visitor's disabled bell; the stored session and counts apply after hydration.
  const user = useStore($currentUser, { ssr: () => null });
  const counts = useStore($userNotifyCount, { ssr: () => initialNotifyCount });
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, trigger, close);
  const panel = useOnDemand<NoticePanelProps>(loadPanel);

  const loggedIn = user !== null;
  const load = useCallback(() => {
    setLoading(true);
    setLoadError(null);
    void loadNotices().then((error) => {
      setLoadError(error);
      setLoading(false);
    });
  }, []);
  useEffect(() => {
    if (loggedIn) load();
  }, [loggedIn, load]);
  useEffect(startWhenIdle, []);

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
        onPointerEnter={panel.load}
        onFocus={panel.load}
        onClick={() => {
          panel.load();
          setOpen((value) => !value);
        }}
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
        <div
          id={panelId}
          role="region"
          aria-label="通知中心"
          className="absolute right-0 z-40 mt-2 w-96 overflow-hidden rounded-lg border border-gray-200 bg-white text-sm shadow-xl"
        >
          {panel.Component ? (
            <panel.Component loading={loading} error={loadError} onRetry={load} />
          ) : panel.failed ? (
            <LoadFailure error={PANEL_FAILURE} onRetry={panel.load} />
          ) : (
            <p className="px-4 py-10 text-center text-gray-500">载入中...</p>
          )}
        </div>
      )}
    </div>
  );
}
