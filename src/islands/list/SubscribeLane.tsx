import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { SubscriptionInput } from '../../lib/shared/contract';
import { LOGISTICS_KIND_LABELS } from '../../lib/shared/kind-labels';
import { loginUrlFor } from '../../lib/site/redirect';
import { SUBSCRIPTIONS_PATH, withBase } from '../../lib/shared/routes';
import { $currentUser } from '../../stores/shell/session';
import { addSubscription } from '../../stores/subscriptions';

interface SubscribeLaneProps {
  /** The lane the list's filters name (`laneOfFilters`). */
  lane: SubscriptionInput;
  /** The list with its filters, written without the base: where the login leads back to. */
  returnTo: string;
}

const base = import.meta.env.BASE_URL;

type Outcome = { status: 'idle' | 'saving' | 'done' } | { status: 'failed'; message: string };

/**
 * 订阅此线路 beside a list filtered to a lane: one click follows the lane (POST /user/subscriptions),
 * and the answer says so in words, or why not (already followed, the limit reached). A visitor is led
 * to the login, which brings them back to this list. Choosing another lane starts again (keyed by it).
 * The list fetches it once a lane is chosen, into a row of its height.
 */
export default function SubscribeLane({ lane, returnTo }: SubscribeLaneProps) {
  // The build renders the visitor's view; the stored session only applies after hydration.
  const user = useStore($currentUser, { ssr: () => null });
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const words = LOGISTICS_KIND_LABELS[lane.kind];

  if (!user) {
    return (
      <p className="py-2 text-sm text-gray-600">
        <a href={loginUrlFor(returnTo, base)} className="text-primary underline">
          登录后订阅此线路
        </a>
        ，这条线路有新{words}时通知您。
      </p>
    );
  }

  const subscribe = async () => {
    setOutcome({ status: 'saving' });
    const failure = await addSubscription(lane);
    setOutcome(failure === null ? { status: 'done' } : { status: 'failed', message: failure });
  };

  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <button
        type="button"
        onClick={() => void subscribe()}
        disabled={outcome.status === 'saving' || outcome.status === 'done'}
        className="h-9 rounded-md border border-primary bg-white px-4 text-primary hover:bg-primary-soft disabled:opacity-50"
      >
        {outcome.status === 'done' ? '已订阅此线路' : '订阅此线路'}
      </button>
      <p role="status" className={outcome.status === 'failed' ? 'text-red-600' : 'text-gray-600'}>
        {outcome.status === 'done' ? (
          <>
            已订阅：这条线路有新{words}时，会在通知中告诉您。
            <a href={withBase(base, SUBSCRIPTIONS_PATH)} className="ml-1 text-primary underline">
              管理订阅线路
            </a>
          </>
        ) : outcome.status === 'failed' ? (
          `订阅失败：${outcome.message}`
        ) : (
          `这条线路有新${words}时通知我`
        )}
      </p>
    </div>
  );
}
