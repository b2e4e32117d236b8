import { BASE_URL } from '../../../lib/config';
import { composerPath } from '../../../lib/community-paths';
import type { Reply } from '../../../lib/contract';
import { formatDateTime } from '../../../lib/format';
import { withBase } from '../../../lib/routes';
import PersonName from '../../shared/PersonName';
import QuoteBlock from './QuoteBlock';
import UserText from './UserText';

interface Props {
  reply: Reply;
  /** The floor the link asked for: highlighted, and focusable so the jump can move the focus to it. */
  highlighted: boolean;
}

/** One floor of a post's replies: #N, author, time, the quoted reply, the text, and 引用. */
export default function ReplyItem({ reply, highlighted }: Props) {
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
        <PersonName
          person={{ nickname: reply.authorName, account: reply.authorAccount }}
          className="text-gray-800"
        />
        <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt)}</time>
      </p>
      {reply.quote && (
        <div className="mt-2">
          <QuoteBlock quote={reply.quote} />
        </div>
      )}
      <UserText text={reply.content} name="reply-body" className="mt-2 leading-7 text-gray-800" />
      <p className="mt-2 text-right">
        <a
          href={withBase(BASE_URL, composerPath({ postId: reply.postId, quote: reply.id }))}
          className="text-sm text-blue-700 hover:underline"
        >
          引用<span className="sr-only"> #{reply.floor} 的回复</span>
        </a>
      </p>
    </li>
  );
}
