import '../../stores/shell/request-effects';
import type { PostDetail } from '../../lib/shared/contract';
import PostPage from './parts/PostPage';
import type { RepliesShown } from './parts/useReplyPages';

/**
 * A post's static page (`postPetails/<id>/`, or one of its reply pages): the post and the page of
 * replies as the server rendered them, readable before any script runs; hydrated with the same data,
 * so nothing is asked again and nothing moves. Then the reader's own tools arrive (回复, 编辑 and
 * 删除 for the author, 关注, 举报), and other reply pages are read as the reader moves to them.
 */
export default function PostView({ post, shown }: { post: PostDetail; shown: RepliesShown }) {
  return <PostPage initial={post} shown={shown} />;
}
