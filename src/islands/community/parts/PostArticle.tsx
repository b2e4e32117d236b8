import { Suspense, useState } from 'react';
import { BASE_URL } from '../../../lib/site/config';
import { composerPath } from '../../../lib/community/community-paths';
import { COMMUNITY_PATH } from '../../../lib/shared/routes';
import type { PostDetail } from '../../../lib/shared/contract';
import { formatDateTime } from '../../../lib/shared/format';
import { withBase } from '../../../lib/shared/routes';
import AuthorName from '../../shared/AuthorName';
import VerifiedBadge from '../../shared/VerifiedBadge';
import { EDITED_MARK, LazyEditForm, LazyHiddenNote, LazyHistoryButton, LazyPostTools } from './lazy-parts';
import UserText from './UserText';
import { HIDDEN_TEXT } from '../../../lib/community/community';
import { withheld } from '../../../lib/desk/moderation';

interface Props {
  post: PostDetail;
  /** The signed-in reader, or null for a visitor. */
  userId: number | null;
  /** The post as the server answered an edit. */
  onChange: (post: PostDetail) => void;
  onDeleted: () => void;
}

/**
 * The post itself: title, circle, author, time (已编辑 opens the history), replies, the
 * body as written, and 回复; a signed-in reader's tools (关注, the author's 编辑 in place and 删除)
 * arrive with PostTools. A post an editor hid reads 该内容已被屏蔽 to everyone but its author, with no
 * 回复 and no tools; its author reads it with a note saying so.
 */
export default function PostArticle({ post, userId, onChange, onDeleted }: Props) {
  const [editing, setEditing] = useState(false);
  // The server sends a hidden post's words to its author only: the author reads them under a note;
  // anyone else reads 该内容已被屏蔽, with nothing to reply to, follow or report.
  const masked = withheld(post);
  const ownHidden = post.hiddenAt !== null && !masked;

  return (
    <article aria-labelledby="post-title" className="min-w-0 rounded-md border border-gray-200 bg-white p-5">
      <h2 id="post-title" className="text-lg font-semibold text-gray-900">
        <UserText inline text={masked ? HIDDEN_TEXT : post.title} name="post-title" />
      </h2>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-600">
        <span>
          圈子：
          <a
            href={withBase(BASE_URL, `${COMMUNITY_PATH}?circleId=${post.circleId}`)}
            className="text-blue-700 hover:underline"
          >
            <UserText inline text={post.circleName} />
          </a>
        </span>
        <span>
          作者：
          <AuthorName
            person={{ nickname: post.authorName, account: post.authorAccount }}
            role={post.authorRole}
          />
          <VerifiedBadge enterpriseId={post.authorEnterpriseId} enterpriseName={post.authorEnterpriseName} />
        </span>
        <span>
          发布于 <time dateTime={post.createdAt}>{formatDateTime(post.createdAt)}</time>
        </span>
        {!masked && post.editedAt !== null && (
          <Suspense fallback={EDITED_MARK}>
            <LazyHistoryButton what="帖子" postId={post.id} editedAt={post.editedAt} />
          </Suspense>
        )}
        <span>回复 {post.replyCount}</span>
      </p>
      {ownHidden && (
        <Suspense fallback={null}>
          <LazyHiddenNote />
        </Suspense>
      )}
      {editing && userId !== null ? (
        <Suspense fallback={null}>
          <LazyEditForm
            userId={userId}
            what="帖子"
            initial={{ title: post.title, content: post.content }}
            revision={post.revision}
            onCancel={() => setEditing(false)}
            target={{
              kind: 'post',
              postId: post.id,
              onSaved: (saved) => {
                onChange(saved);
                setEditing(false);
              },
            }}
          />
        </Suspense>
      ) : (
        !masked && <UserText text={post.content} name="post-body" className="mt-4 leading-7 text-gray-800" />
      )}
      {!masked && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <a
            href={withBase(BASE_URL, composerPath({ postId: post.id }))}
            className="inline-flex h-9 items-center rounded-md bg-primary px-4 text-sm font-medium text-white hover:bg-primary-hover"
          >
            回复
          </a>
          {userId !== null && (
            <Suspense fallback={null}>
              <LazyPostTools
                post={post}
                userId={userId}
                editing={editing}
                onEdit={() => setEditing(true)}
                onDeleted={onDeleted}
              />
            </Suspense>
          )}
        </div>
      )}
    </article>
  );
}
