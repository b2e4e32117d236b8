import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import type { User } from '../../../lib/shared/contract';
import { $account, loadAccount } from '../../../stores/account';
import LoadFailure from '../../shared/LoadFailure';

interface AccountLoaderProps {
  children: (user: User) => ReactNode;
  /**
   * An account of typical shape: while loading, the children are laid out with it, unseen and
   * inert, under 载入中..., so the real account takes exactly their room and nothing below moves.
   */
  placeholder?: User;
}

/** The account once loaded: 载入中... until then, the failure with 重试 if it did not come. */
export default function AccountLoader({ children, placeholder }: AccountLoaderProps) {
  const account = useStore($account);

  useEffect(() => {
    void loadAccount();
  }, []);

  if (placeholder && account.status !== 'failed') {
    const loading = account.status === 'loading';
    // One tree for both states: the children stay mounted when the account replaces the placeholder.
    return (
      <div className="relative">
        <div className={loading ? 'invisible' : undefined} aria-hidden={loading || undefined} inert={loading}>
          {children(account.status === 'ready' ? account.data : placeholder)}
        </div>
        {loading && (
          <p role="status" className="absolute inset-x-0 top-0 py-6 text-sm text-gray-500">
            载入中...
          </p>
        )}
      </div>
    );
  }
  if (account.status === 'ready') return <>{children(account.data)}</>;
  if (account.status === 'loading')
    return (
      <p role="status" className="py-6 text-sm text-gray-500">
        载入中...
      </p>
    );
  return <LoadFailure error={account.error} onRetry={() => void loadAccount()} />;
}
