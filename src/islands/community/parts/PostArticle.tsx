import { useStore } from '@nanostores/react';
import { useState } from 'react';
import * as api from '../../../lib/api';
import { BASE_URL } from '../../../lib/config';
import { canDelete, canEdit } from '../../../lib/community-edits';
import { composerPath } from '../../../lib/community-paths';
import { COMMUNITY_PATH } from '../../../lib/routes';
import type { PostDetail } from '../../../lib/contract';
import { formatDateTime } from '../../../lib/format';
import { withBase } from '../../../lib/routes';
import { $currentUser } from '../../../stores/session';
import PersonName from '../../shared/PersonName';
import DeleteDialog from './DeleteDialog';
import EditForm from './EditForm';
import FollowButton from './FollowButton';
import HistoryDialog from './HistoryDialog';
import UserText from './UserText';

interface Props {
  post: PostDetail;
  /** The post as the server answered an edit. */
  onChange: (post: PostDetail) => void;
  onDeleted: () => void;
}

/**
 * The post itself: title, circle, author, time (已编辑 opens the history), views and replies, the
 * body as written, 回复 and 关注; its author also edits it in place (within the edit window) and
 * deletes it.
 */
export default function PostArticle({ post, onChange, onDeleted }: Props) {
  const user = useStore($currentUser, { ssr: () => null });
  const userId = user?.id ?? null;
  const [editing, setEditing] = useState(false);

  return (
    <article aria-labelledby="post-title" className="min-w-0 rounded-md border border-gray-200 bg-white p-5">
      <h2 id="post-title" className="text-lg font-semibold text-gray-900">
        <UserText inline text={post.title} name="post-title" />
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
          <PersonName person={{ nickname: post.authorName, account: post.authorAccount }} />
        </span>
        <span>
          发布于 <time dateTime={post.createdAt}>{formatDateTime(post.createdAt)}</time>
        </span>
        {post.editedAt !== null && (
          <HistoryDialog
            what="帖子"
            loadKey={`post-${post.id}-${post.editedAt}`}
            load={() => api.getPostHistory(post.id, { hideMessage: true })}
          />
        )}
        <span>浏览 {post.views}</span>
        <span>回复 {post.replyCount}</span>
      </p>
      {editing ? (
        <EditForm
          label="编辑帖子"
          initial={{ title: post.title, content: post.content }}
          onCancel={() => setEditing(false)}
          onSave={async (fields) => {
            onChange(await api.editPost(post.id, { title: fields.title ?? '', content: fields.content }));
            setEditing(false);
          }}
        />
      ) : (
        <UserText text={post.content} name="post-body" className="mt-4 leading-7 text-gray-800" />
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <a
          href={withBase(BASE_URL, composerPath({ postId: post.id }))}
          className="inline-flex h-9 items-center rounded-md bg-primary px-4 text-sm font-medium text-white hover:bg-primary-hover"
        >
          回复
        </a>
        <FollowButton postId={post.id} />
        {!editing && canEdit(post, userId, Date.now()) && (
          <button
            type="button"
            onClick={() => setEditing(true)}
            aria-label="编辑帖子"
            className="text-sm text-blue-700 hover:underline"
          >
            编辑
          </button>
        )}
        {canDelete(post, userId) && (
          <DeleteDialog
            what="帖子"
            onConfirm={async () => {
              await api.deletePost(post.id);
              onDeleted();
            }}
          />
        )}
      </div>
    </article>
  );
}
