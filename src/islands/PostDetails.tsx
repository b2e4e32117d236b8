import '../stores/request-effects';
import { useEffect, useState } from 'react';
import { floorPage, queryId } from '../lib/community-paths';
import LoadFailure from './community/LoadFailure';
import PostArticle from './community/PostArticle';
import ReplyItem from './community/ReplyItem';
import { usePost, useReplies } from './community/usePostThread';

const REPLIES_PER_PAGE = 10;

interface Link {
  postId: number | null;
  floor: number | null;
  page: number;
}

function readLink(): Link {
  const query = new URLSearchParams(window.location.search);
  const floor = queryId(query.get('floor'));
  return {
    postId: queryId(query.get('id')),
    floor,
    page: floor === null ? (queryId(query.get('page')) ?? 1) : floorPage(floor, REPLIES_PER_PAGE),
  };
}

/**
 * /basic/portal/postPetails?id=: the post and its replies by floor. `&floor=N` opens the page that
 * holds floor N, scrolls to it, focuses and highlights it.
 */
export default function PostDetails() {
  const [link, setLink] = useState<Link | null>(null);
  useEffect(() => setLink(readLink()), []);
  const postId = link?.postId ?? null;
  const post = usePost(postId);
  const replies = useReplies(postId, link?.page ?? 1, REPLIES_PER_PAGE);
  const floor = link?.floor ?? null;

  useEffect(() => {
    if (floor === null || replies.status !== 'ready') return;
    const target = document.getElementById(`floor-${floor}`);
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [floor, replies.status]);

  if (link === null) return <p className="py-10 text-gray-600">载入中...</p>;
  if (postId === null) return <p className="py-10 text-gray-700">帖子不存在或链接不完整。</p>;
  if (post.status === 'failed') return <LoadFailure message={post.error} onRetry={post.retry} />;
  if (post.status === 'loading' || !post.data) return <p className="py-10 text-gray-600">载入中...</p>;

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PostArticle post={post.data} />
      <section aria-labelledby="replies-title" className="min-w-0 rounded-md border border-gray-200 bg-white">
        <h2
          id="replies-title"
          className="border-b border-gray-200 px-4 py-3 text-base font-semibold text-gray-900"
        >
          全部回复（{replies.data?.total ?? post.data.replyCount}）
        </h2>
        {replies.status === 'failed' ? (
          <LoadFailure message={replies.error} onRetry={replies.retry} />
        ) : replies.status === 'loading' || !replies.data ? (
          <p className="px-4 py-10 text-gray-600">载入中...</p>
        ) : replies.data.list.length === 0 ? (
          <p className="px-4 py-10 text-gray-600">暂无数据</p>
        ) : (
          <ol className="divide-y divide-gray-100">
            {replies.data.list.map((reply) => (
              <ReplyItem key={reply.id} reply={reply} highlighted={reply.floor === floor} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
