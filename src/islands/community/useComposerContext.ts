import { useEffect, useState } from 'react';
import * as api from '../../lib/api';
import type { Circle, PostDetail, Reply } from '../../lib/contract';
import type { DraftTarget } from '../../lib/drafts';
import { formErrorText } from '../formError';

export interface ComposerContext {
  status: 'loading' | 'ready' | 'failed';
  error: string;
  /** The post replied to. */
  post: PostDetail | null;
  /** The reply being quoted (null when none or it could not be found). */
  quote: Reply | null;
  circles: Circle[];
  retry(): void;
}

/** What the composer shows around the draft: the post and quoted reply, or the circles to choose from. */
export function useComposerContext(target: DraftTarget | null, quoteReplyId: number | null): ComposerContext {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<ComposerContext, 'retry'>>({
    status: 'loading',
    error: '',
    post: null,
    quote: null,
    circles: [],
  });
  const postId = target?.kind === 'reply' ? target.postId : null;
  const kind = target?.kind ?? null;

  useEffect(() => {
    if (kind === null) return;
    let live = true;
    setState((current) => ({ ...current, status: 'loading', error: '' }));
    const load = async () => {
      const options = { skipErrorHandler: true } as const;
      if (postId === null) return { post: null, quote: null, circles: await api.listCircles(options) };
      const [post, quote] = await Promise.all([
        api.getPost(postId, options),
        quoteReplyId === null
          ? Promise.resolve(null)
          : api.getReply(postId, quoteReplyId, options).catch(() => null),
      ]);
      return { post, quote, circles: [] };
    };
    load().then(
      (loaded) => live && setState({ status: 'ready', error: '', ...loaded }),
      (error: unknown) =>
        live &&
        setState((current) => ({ ...current, status: 'failed', error: formErrorText(error, '载入失败') })),
    );
    return () => {
      live = false;
    };
  }, [kind, postId, quoteReplyId, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
