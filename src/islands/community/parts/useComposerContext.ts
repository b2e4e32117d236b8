import { useEffect } from 'react';
import * as api from '../../../lib/community/api';
import type { Circle, PostDetail, Reply } from '../../../lib/shared/contract';
import type { ComposerTarget } from '../../../lib/community/community-drafts';
import { withheld } from '../../../lib/desk/moderation';
import { editDraft } from '../../../stores/composer';
import { useLoad, type Loaded } from '../../shared/useLoad';

export interface ComposerContext {
  /** The post replied to, or the circles a new post can go to. */
  subject: Loaded<{ post: PostDetail | null; circles: Circle[] }>;
  /** The reply being quoted (null when there is none). */
  quote: Reply | null;
}

const quiet = { skipErrorHandler: true } as const;

/**
 * What the composer shows around the draft. A quoted reply that cannot be found (from another post),
 * that its author deleted or that an editor hid from this reader is dropped from the draft, so that
 * the reply does not fail on it.
 */
export function useComposerContext(
  target: ComposerTarget | null,
  quoteReplyId: number | null,
): ComposerContext {
  const postId = target?.kind === 'reply' ? target.postId : null;
  const subject = useLoad<{ post: PostDetail | null; circles: Circle[] }>(
    target === null ? null : `subject-${postId ?? 'new'}`,
    async () =>
      postId === null
        ? { post: null, circles: await api.listCircles(quiet) }
        : { post: await api.getPost(postId, quiet), circles: [] },
  );
  const quote = useLoad(
    postId === null || quoteReplyId === null ? null : `quote-${postId}-${quoteReplyId}`,
    () => api.getReply(postId!, quoteReplyId!, quiet),
  );
  const missing =
    quote.status === 'failed' ||
    (quote.data !== null && (quote.data.deletedAt !== null || withheld(quote.data)));
  useEffect(() => {
    if (missing) editDraft({ quoteReplyId: null });
  }, [missing]);
  return {
    subject,
    quote: quoteReplyId !== null && quote.data?.id === quoteReplyId && !missing ? quote.data : null,
  };
}
