import type { PostDetail } from '../../lib/shared/contract';
import { postDetails } from '../../lib/community/community';
import RemoteDetails, { type DetailsShellProps } from '../details/RemoteDetails';
import PostPage from './parts/PostPage';

/**
 * /basic/portal/postPetails?id=: the post and its replies by floor. `&floor=N` opens the page that
 * holds floor N, scrolls to it, focuses and highlights it. Readable by visitors; 回复 and 引用 lead
 * to the composer, which asks for a login first. Authors edit and delete their own words here; a
 * deleted post says so.
 */
export default function PostDetails({ listTitle }: DetailsShellProps) {
  // A screen's height from the start: the post arrives after hydration and must not push the footer
  // that was in view (CLS 0).
  return (
    <div className="min-h-screen">
      <RemoteDetails<PostDetail>
        details={postDetails}
        listTitle={listTitle}
        render={(post) => <PostPage initial={post} />}
      />
    </div>
  );
}
