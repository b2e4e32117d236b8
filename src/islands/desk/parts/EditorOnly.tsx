import { useEffect, useState, type ReactNode } from 'react';
import type { DeskKind } from '../../../lib/shared/contract';
import { readDeskTarget } from '../../../lib/desk/desk';
import { FORBIDDEN_PATH } from '../../../lib/shared/routes';
import { navigate } from '../../../stores/shell/navigation';
import { checkRole } from '../../../stores/role';
import LoadFailure from '../../shared/LoadFailure';

type Check = { status: 'checking' } | { status: 'allowed' } | { status: 'failed'; error: unknown };

/**
 * The content desk's pages show their content to an editor only: the role is asked from the server
 * (the session's copy may be older than a change of role), anyone else goes to /exception/403. A
 * visitor without a login is sent to the login by the page's session check. With `memberKind`, a
 * verified enterprise member may open the page too when its address names that kind (their own
 * enterprise's announcements; the server keeps them to those).
 */
export default function EditorOnly({ children, memberKind }: { children: ReactNode; memberKind?: DeskKind }) {
  const [check, setCheck] = useState<Check>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    void checkRole().then((result) => {
      if (!current) return;
      if (result.kind === 'failed') setCheck({ status: 'failed', error: result.error });
      else if (result.kind === 'user' && result.role === 'editor') setCheck({ status: 'allowed' });
      else if (
        result.kind === 'user' &&
        result.enterprise &&
        memberKind === readDeskTarget(location.search)?.kind
      )
        setCheck({ status: 'allowed' });
      else if (result.kind === 'user') navigate(FORBIDDEN_PATH);
    });
    return () => {
      current = false;
    };
  }, [attempt]);
  if (check.status === 'failed')
    return <LoadFailure error={check.error} onRetry={() => setAttempt((n) => n + 1)} />;
  if (check.status === 'checking') return <p className="py-10 text-center text-gray-600">载入中...</p>;
  return children;
}
