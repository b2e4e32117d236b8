import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import * as api from '../../../lib/api-own-words';
import { $currentUser } from '../../../stores/session';

type FollowStatus = 'unknown' | 'following' | 'not-following';

/**
 * 关注 / 已关注 for a signed-in reader (a toggle: `aria-pressed`); a follower gets one notice of the
 * post's new replies. Shows nothing to a visitor, or while the state is being read.
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

  if (userId === null || status === 'unknown') return null;
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
      className={`inline-flex h-9 items-center rounded-md border px-4 text-sm ${
        following
          ? 'border-gray-300 text-gray-700 hover:border-primary'
          : 'border-primary text-primary hover:bg-blue-50'
      } disabled:opacity-60`}
    >
      {following ? '已关注' : '关注'}
    </button>
  );
}
