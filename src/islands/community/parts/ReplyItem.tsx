import { Suspense, useState } from 'react';
import { BASE_URL } from '../../../lib/site/config';
import { DELETED_REPLY_TEXT, HIDDEN_TEXT } from '../../../lib/community/community';
import { composerPath } from '../../../lib/community/community-paths';
import type { Reply } from '../../../lib/shared/contract';
import { formatDateTime } from '../../../lib/shared/format';
import { withBase } from '../../../lib/shared/routes';
import {
  EDITED_MARK,
  LazyEditForm,
  LazyHiddenNote,
  LazyHistoryButton,
  LazyReplyTools,
  LazyReportButton,
} from './lazy-parts';
import QuoteBlock from './QuoteBlock';
import ReplyAuthor, { FoldedReply } from './ReplyAuthor';
import UserText from './UserText';

interface Props {
  reply: Reply;
  /** The floor the link asked for: highlighted, and focusable so the jump can move the focus to it. */
  highlighted: boolean;
  /** The signed-in reader (null for a visitor): their own replies can be edited and deleted. */
  userId: number | null;
  /** After an edit or deletion: the page is read again, so quotes of this reply show the change. */
  onChanged: () => void;
  /** False under a post an editor hid from this reader: nothing to quote in a reply it cannot take. */
  replyable: boolean;
}

/**
 * One floor of a post's replies: #N, author, time (已编辑 opens the history), the quoted reply, the
 * text, and 引用; the writer's 编辑 and 删除, anyone else's 举报. A deleted floor keeps its number
 * and says so; a hidden one reads 该内容已被屏蔽 to everyone but its writer, who reads it with a note.
 * One by a user the reader blocked is folded (已屏蔽该用户的回复) until the reader asks to see it.
 */
export default function ReplyItem({ reply, highlighted, userId, onChanged, replyable }: Props) {
  const [editing, setEditing] = useState(false);
  const [unfolded, setUnfolded] = useState(false);
  const what = `#${reply.floor} 的回复`;
  const deleted = reply.deletedAt !== null;
  const hidden = reply.hiddenAt !== null;
  const own = userId === reply.authorId;
  // The server sends hidden words to their writer only: what it answered decides, not the session.
  const masked = hidden && reply.content === '';
  if (reply.authorBlocked && !unfolded)
    return <FoldedReply floor={reply.floor} onShow={() => setUnfolded(true)} />;
  return (
    <li
      id={`floor-${reply.floor}`}
      tabIndex={highlighted ? -1 : undefined}
      aria-labelledby={`floor-${reply.floor}-title`}
      aria-current={highlighted ? 'location' : undefined}
      className={`min-w-0 scroll-mt-20 px-4 py-4 ${highlighted ? 'bg-amber-50 ring-2 ring-amber-400' : ''}`}
    >
      <p
        id={`floor-${reply.floor}-title`}
        className="flex flex-wrap items-baseline gap-x-3 text-sm text-gray-600"
      >
        <span className="font-medium text-gray-900">#{reply.floor}</span>
        <ReplyAuthor reply={reply} />
        <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt)}</time>
        {!deleted && !masked && reply.editedAt !== null && (
          <Suspense fallback={EDITED_MARK}>
            <LazyHistoryButton
              what={what}
              postId={reply.postId}
              replyId={reply.id}
              editedAt={reply.editedAt}
            />
          </Suspense>
        )}
      </p>
      {deleted || masked ? (
        <UserText
          text={deleted ? DELETED_REPLY_TEXT : HIDDEN_TEXT}
          name="reply-body"
          className="mt-2 text-gray-500 italic"
        />
      ) : (
        <>
          {hidden && (
            <Suspense fallback={null}>
              <LazyHiddenNote />
            </Suspense>
          )}
          {reply.quote && (
            <div className="mt-2">
              <QuoteBlock quote={reply.quote} />
            </div>
          )}
          {editing && userId !== null ? (
            <Suspense fallback={null}>
              <LazyEditForm
                userId={userId}
                what={what}
                initial={{ content: reply.content }}
                revision={reply.revision}
                onCancel={() => setEditing(false)}
                target={{
                  kind: 'reply',
                  postId: reply.postId,
                  replyId: reply.id,
                  onSaved: () => {
                    setEditing(false);
                    onChanged();
                  },
                }}
              />
            </Suspense>
          ) : (
            <UserText text={reply.content} name="reply-body" className="mt-2 leading-7 text-gray-800" />
          )}
          <p className="mt-2 flex justify-end gap-4">
            {userId !== null && !own && !hidden && (
              <Suspense fallback={null}>
                <LazyReportButton target="reply" id={reply.id} what={what} />
              </Suspense>
            )}
            {own && (
              <Suspense fallback={null}>
                <LazyReplyTools
                  reply={reply}
                  userId={userId}
                  editing={editing}
                  onEdit={() => setEditing(true)}
                  onChanged={onChanged}
                />
              </Suspense>
            )}
            {replyable && (
              <a
                href={withBase(BASE_URL, composerPath({ postId: reply.postId, quote: reply.id }))}
                className="text-sm text-blue-700 hover:underline"
              >
                引用<span className="sr-only"> {what}</span>
              </a>
            )}
          </p>
        </>
      )}
    </li>
  );
}
