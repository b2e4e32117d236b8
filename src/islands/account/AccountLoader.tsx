import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import type { User } from '../../lib/contract';
import { $account, loadAccount } from '../../stores/account';

/** The account once loaded: 载入中... until then, the failure with 重试 if it did not come. */
export default function AccountLoader({ children }: { children: (user: User) => ReactNode }) {
  const account = useStore($account);

  useEffect(() => {
    void loadAccount();
  }, []);

  if (account.status === 'ready') return <>{children(account.user)}</>;
  if (account.status === 'loading')
    return (
      <p role="status" className="py-6 text-sm text-gray-500">
        载入中...
      </p>
    );
  return (
    <div role="alert" className="flex items-center gap-3 py-6 text-sm text-red-600">
      <span>{account.message}</span>
      <button
        type="button"
        onClick={() => void loadAccount()}
        className="rounded-md border border-gray-300 px-3 py-1 text-gray-700 hover:border-primary hover:text-primary"
      >
        重试
      </button>
    </div>
  );
}
