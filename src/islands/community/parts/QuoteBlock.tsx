import { DELETED_REPLY_TEXT, HIDDEN_TEXT } from '../../../lib/community/community';
import { excerpt } from '../../../lib/shared/rules/length';
import type { ReplyQuote } from '../../../lib/shared/contract';
import AuthorName from '../../shared/AuthorName';

/**
 * A quoted reply: its floor, its author and the start of its text, exactly as written; once its
 * author deleted it, 该回复已被作者删除 in its place; once an editor hid it, 该内容已被屏蔽 to everyone
 * but its writer (the server sends them no text).
 */
export default function QuoteBlock({ quote, full = false }: { quote: ReplyQuote; full?: boolean }) {
  const hidden = quote.hidden && quote.content === '';
  return (
    <blockquote className="min-w-0 rounded-md border-l-4 border-gray-300 bg-gray-50 px-3 py-2 text-sm text-gray-600">
      <p className="mb-1 text-xs text-gray-600">
        引用 #{quote.floor}{' '}
        <AuthorName
          person={{ nickname: quote.authorName, account: quote.authorAccount }}
          role={quote.authorRole}
        />{' '}
        的回复：
      </p>
      <p
        data-user-text="quote-body"
        className={`whitespace-pre-wrap [overflow-wrap:anywhere] ${quote.deleted || hidden ? 'italic' : ''}`}
      >
        {quote.deleted
          ? DELETED_REPLY_TEXT
          : hidden
            ? HIDDEN_TEXT
            : full
              ? quote.content
              : excerpt(quote.content)}
      </p>
    </blockquote>
  );
}
