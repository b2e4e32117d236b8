import { noticePath } from '../../../lib/notices/notice-links';
import { BASE_URL } from '../../../lib/site/config';
import type { Notice, NoticeType } from '../../../lib/shared/contract';
import { withBase } from '../../../lib/shared/routes';
import { formatDateTime } from '../../../lib/shared/format';
import { markNoticeRead } from '../../../stores/shell/shell';
import ClearNoticesButton from './ClearNoticesButton';
import LoadFailure from '../../shared/LoadFailure';

interface NoticeListProps {
  type: NoticeType;
  title: string;
  notices: Notice[];
  loading: boolean;
  /** Why the notices could not be loaded (null: they were). */
  error: unknown;
  onRetry: () => void;
  /** The other tabs with unread notices, which an empty tab points to. */
  elsewhere: readonly { type: NoticeType; title: string; unread: number }[];
  onShow: (type: NoticeType) => void;
}

/** One tab of the notice dropdown: the items (a click marks one read) and the clear button (asked first). */
export default function NoticeList({
  type,
  title,
  notices,
  loading,
  error,
  onRetry,
  elsewhere,
  onShow,
}: NoticeListProps) {
  if (notices.length === 0 && error !== null && !loading)
    return <LoadFailure error={error} onRetry={onRetry} />;
  if (notices.length === 0) {
    return loading ? (
      <p className="px-4 py-10 text-center text-gray-500">载入中...</p>
    ) : (
      <div role="status" className="flex flex-col items-center gap-2 px-4 py-10 text-center text-gray-500">
        <p>暂无{title}</p>
        {elsewhere.map((other) => (
          <button
            key={other.type}
            type="button"
            onClick={() => onShow(other.type)}
            className="rounded px-2 py-1 text-primary hover:bg-gray-50"
          >
            「{other.title}」中有 {other.unread} 条未读，点击查看
          </button>
        ))}
      </div>
    );
  }
  return (
    <div>
      <ul className="max-h-80 divide-y divide-gray-100 overflow-y-auto">
        {notices.map((notice) => {
          // A notice of new replies is a link to the post at the first new floor; it is marked read
          // before the page is left (leaving would cancel the request).
          const path = noticePath(notice);
          const href = path === null ? undefined : withBase(BASE_URL, path);
          const Item = href === undefined ? 'button' : 'a';
          return (
            <li key={notice.id}>
              <Item
                {...(href === undefined ? { type: 'button' as const } : { href })}
                onClick={(event) => {
                  if (notice.read || event.ctrlKey || event.metaKey || event.shiftKey) return;
                  event.preventDefault();
                  void markNoticeRead(notice.id).then(() => href && window.location.assign(href));
                }}
                className={`flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-gray-50 ${notice.read ? 'opacity-60' : ''}`}
              >
                <span className="flex items-center gap-2 font-medium text-gray-900">
                  {!notice.read && (
                    <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-red-500" />
                  )}
                  <span className="truncate">{notice.title}</span>
                  {!notice.read && <span className="sr-only">（未读）</span>}
                </span>
                <span className="line-clamp-2 text-xs text-gray-500">{notice.description}</span>
                <time dateTime={notice.createdAt} className="text-xs text-gray-500">
                  {formatDateTime(notice.createdAt)}
                </time>
              </Item>
            </li>
          );
        })}
      </ul>
      <div className="border-t border-gray-100 p-2 text-center">
        <ClearNoticesButton
          type={type}
          title={title}
          count={notices.length}
          unread={notices.filter((notice) => !notice.read).length}
        />
      </div>
    </div>
  );
}
