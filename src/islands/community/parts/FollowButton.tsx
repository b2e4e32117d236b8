import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import * as api from '../../../lib/community/api';
import { $currentUser } from '../../../stores/shell/session';

type FollowStatus = 'unknown' | 'following' | 'not-following';

/** One width for 关注 and 已关注 (and the place kept before either is known): nothing beside it moves. */
const BUTTON_BOX =
  'inline-flex h-9 min-w-[5.5rem] items-center justify-center rounded-md border px-4 text-sm';

/**
 * 关注 / 已关注 for a signed-in reader (a toggle: `aria-pressed`); a follower gets one notice of the
 * post's new replies. Shows nothing to a visitor; keeps its place while the state is being read.
 */
export default function FollowButton({ postId }: { postId: number }) {
  const user = useStore($currentUser, { ssr: () => null });
  const [status, setStatus] = useState<FollowStatus>('unknown');
  const [busy, setBusy] = useState(false);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null) return;
    let live = true;
    api.getFollow(postId, { hideMessage: true, skipErrorHandler: true }).then(
      (state) => live && setStatus(state.following ? 'following' : 'not-following'),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [postId, userId]);

  if (userId === null) return null;
  // While the state is read, the button's place is kept (hidden), so that 举报 and the author's tools
  // beside it do not move when it arrives.
  if (status === 'unknown')
    return (
      <span aria-hidden="true" className={`invisible ${BUTTON_BOX}`}>
        关注
      </span>
    );
  const following = status === 'following';

  async function toggle() {
    setBusy(true);
    try {
      const state = following ? await api.unfollowPost(postId) : await api.followPost(postId);
      setStatus(state.following ? 'following' : 'not-following');
    } catch {
      // The request layer has said why; the button keeps its state.
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      aria-pressed={following}
      disabled={busy}
      onClick={() => void toggle()}
      title={following ? '有新回复时会通知你；再按一次取消关注' : '关注后，有新回复时会通知你'}
      className={`${BUTTON_BOX} ${
        following
          ? 'border-gray-300 text-gray-700 hover:border-primary'
          : 'border-primary text-primary hover:bg-blue-50'
      } disabled:opacity-60`}
    >
      {following ? '已关注' : '关注'}
    </button>
  );
}
