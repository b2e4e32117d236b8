import { useState } from 'react';
import type { PostDetail } from '../../../lib/contract';
import DeletedPost from './DeletedPost';
import PostArticle from './PostArticle';
import ReplyThread from './ReplyThread';

/** The post as it stands now: edited in place, or gone once its author deleted it. */
export default function PostPage({ initial }: { initial: PostDetail }) {
  const [post, setPost] = useState(initial);
  if (post.deletedAt !== null) return <DeletedPost />;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PostArticle
        post={post}
        onChange={setPost}
        onDeleted={() => setPost({ ...post, title: '', content: '', deletedAt: new Date().toISOString() })}
      />
      <ReplyThread postId={post.id} />
    </div>
  );
}
