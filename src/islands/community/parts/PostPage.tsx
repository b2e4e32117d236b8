import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { PostDetail } from '../../../lib/shared/contract';
import { withheld } from '../../../lib/desk/moderation';
import { $currentUser } from '../../../stores/shell/session';
import DeletedPost from './DeletedPost';
import PostArticle from './PostArticle';
import ReplyThread from './ReplyThread';
import type { RepliesShown } from './useReplyPages';

/**
 * The post as it stands now: edited in place, or gone once its author deleted it; `shown` is the page
 * of replies its static page holds.
 */
export default function PostPage({
  initial,
  shown = null,
}: {
  initial: PostDetail;
  shown?: RepliesShown | null;
}) {
  const [post, setPost] = useState(initial);
  const userId = useStore($currentUser, { ssr: () => null })?.id ?? null;
  if (post.deletedAt !== null) return <DeletedPost />;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PostArticle
        post={post}
        userId={userId}
        onChange={setPost}
        onDeleted={() => setPost({ ...post, deletedAt: new Date().toISOString() })}
      />
      <ReplyThread postId={post.id} userId={userId} replyable={!withheld(post)} shown={shown} />
    </div>
  );
}
