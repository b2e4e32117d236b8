import '../../stores/shell/request-effects';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { BASE_URL } from '../../lib/site/config';
import { postPath } from '../../lib/community/community-paths';
import { parsePositiveId } from '../../lib/shared/ids';
import { HIDDEN_NO_REPLY, withheld } from '../../lib/desk/moderation';
import type { ComposerTarget } from '../../lib/community/community-drafts';
import { stripBase, withBase } from '../../lib/shared/routes';
import type { ComposerFieldName } from '../../lib/community/community-input';
import { $composer, initialComposer, openComposer, saveDraft, type Submitted } from '../../stores/composer';
import type { FormStore } from '../../stores/form';
import { $currentUser } from '../../stores/shell/session';
import ComposerForm from './parts/ComposerForm';
import DeletedPost from './parts/DeletedPost';
import LoadPending from '../shared/LoadPending';
import UserText from './parts/UserText';
import { useComposerContext } from './parts/useComposerContext';

interface Link {
  target: ComposerTarget;
  quote: number | null;
  circleId: number | null;
}

function readLink(): Link {
  const query = new URLSearchParams(window.location.search);
  const postId = parsePositiveId(query.get('id'));
  return {
    target: postId === null ? { kind: 'post' } : { kind: 'reply', postId },
    quote: postId === null ? null : parsePositiveId(query.get('quote')),
    circleId: parsePositiveId(query.get('circleId')),
  };
}

/**
 * /basic/portal/replyToPost: with `?id=` the reply composer for that post (`&quote=` a reply to
 * quote), without it a new post (`?circleId=` preselects the circle). The page guard sends visitors
 * to the login page; the draft waits in localStorage for the user's return.
 */
export default function Composer() {
  const user = useStore($currentUser, { ssr: () => null });
  const [link, setLink] = useState<Link | null>(null);
  const [form, setForm] = useState<FormStore<ComposerFieldName> | null>(null);
  const { status, draft } = useStore($composer, { ssr: () => initialComposer });
  const { subject, quote } = useComposerContext(
    status === 'closed' ? null : (link?.target ?? null),
    draft.quoteReplyId,
  );

  useEffect(() => setLink(readLink()), []);
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!link || userId === null) return;
    setForm(openComposer(userId, link.target, { circleId: link.circleId, quoteReplyId: link.quote }));
  }, [link, userId]);
  useEffect(() => {
    window.addEventListener('pagehide', saveDraft);
    return () => window.removeEventListener('pagehide', saveDraft);
  }, []);

  function sent(submitted: Submitted) {
    const path =
      submitted.kind === 'reply'
        ? postPath(submitted.reply.postId, submitted.reply.floor)
        : postPath(submitted.post.id);
    window.location.assign(withBase(BASE_URL, path));
  }

  if (!link || !user || !form || status === 'closed' || subject.status !== 'ready')
    return (
      <LoadPending
        load={subject}
        // A screen's height, so that the footer does not move when the form arrives (CLS 0).
        loadingText={<p className="min-h-screen py-10 text-gray-600">载入中...</p>}
      />
    );
  const { post, circles } = subject.data;
  if (post?.deletedAt) return <DeletedPost />;
  if (post && withheld(post)) return <DeletedPost title={HIDDEN_NO_REPLY} />;
  return (
    <div className="flex min-h-screen flex-col gap-4">
      {post && (
        <p className="text-sm text-gray-700">
          回复帖子：
          <a
            href={withBase(BASE_URL, postPath(post.id))}
            className="font-medium text-blue-700 hover:underline"
          >
            <UserText inline text={post.title} />
          </a>
        </p>
      )}
      <ComposerForm
        kind={link.target.kind}
        store={form}
        circles={circles}
        quote={quote}
        returnPath={`${stripBase(BASE_URL, window.location.pathname)}${window.location.search}`}
        onDone={sent}
      />
    </div>
  );
}
