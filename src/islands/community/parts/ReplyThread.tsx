import { useEffect } from 'react';
import EmptyState from '../../list/EmptyState';
import Pagination from '../../list/Pagination';
import LoadFailure from '../../shared/LoadFailure';
import ReplyItem from './ReplyItem';
import { replySpec } from '../../../lib/community/community';
import { useReplyPages, type RepliesShown } from './useReplyPages';
import { replyPageHref } from '../../../lib/community/community-paths';
import { withBase } from '../../../lib/shared/routes';
import { BASE_URL } from '../../../lib/site/config';
import { totalPending } from '../../../stores/list';

/** The replies of a post by floor, paginated; a floor asked for by the link is scrolled to and focused. */
export default function ReplyThread({
  postId,
  userId,
  replyable,
  shown = null,
}: {
  postId: number;
  /** The page of replies the static page holds. */
  shown?: RepliesShown | null;
  userId: number | null;
  /** False under a post an editor hid from this reader (no 引用). */
  replyable: boolean;
}) {
  const { state, floor, navigate, retry } = useReplyPages(postId, shown);
  const { query, status, rows, total } = state;

  useEffect(() => {
    if (floor === null || status !== 'ready') return;
    const target = document.getElementById(`floor-${floor}`);
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [floor, status]);

  return (
    <section aria-labelledby="replies-title" className="min-w-0 rounded-md border border-gray-200 bg-white">
      <h2
        id="replies-title"
        className="border-b border-gray-200 px-4 py-3 text-base font-semibold text-gray-900"
      >
        全部回复（{total}）
      </h2>
      {status === 'failed' ? (
        <LoadFailure error={state.error} onRetry={() => void retry()} />
      ) : rows.length === 0 ? (
        status === 'loading' ? (
          <p role="status" className="px-4 py-10 text-gray-600">
            载入中...
          </p>
        ) : (
          <EmptyState className="py-10" />
        )
      ) : (
        <ol
          aria-busy={status === 'loading'}
          className={`divide-y divide-gray-100 ${status === 'loading' ? 'opacity-40' : ''}`}
        >
          {rows.map((reply) => (
            <ReplyItem
              key={reply.id}
              reply={reply}
              highlighted={reply.floor === floor}
              userId={userId}
              replyable={replyable}
              onChanged={() => void retry()}
            />
          ))}
        </ol>
      )}
      {/* Nothing below the replies until their number is known: the first page then pushes nothing. */}
      {!totalPending(state) && (
        <div className="px-4 pb-4">
          <Pagination
            page={query.page}
            pageSize={query.pageSize}
            total={total}
            pageSizes={replySpec.pageSizes}
            label="回复分页"
            href={(page) => withBase(BASE_URL, replyPageHref(postId, page))}
            onChange={(page, pageSize) => navigate({ ...query, page, pageSize })}
          />
        </div>
      )}
    </section>
  );
}
