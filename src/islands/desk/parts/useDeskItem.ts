import { useEffect, useState } from 'react';
import { getDeskItem } from '../../../lib/desk/api';
import type { DeskItem, DeskKind } from '../../../lib/shared/contract';

export type DeskItemLoad<K extends DeskKind> =
  | { status: 'loading' }
  | { status: 'ready'; item: DeskItem<K> | null }
  | { status: 'failed'; error: unknown };

/** The desk item `id` of `kind` (null for a new one, nothing to load); `reload` reads it again. */
export function useDeskItem<K extends DeskKind>(kind: K, id: number | null) {
  const [load, setLoad] = useState<DeskItemLoad<K>>(
    id === null ? { status: 'ready', item: null } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (id === null) return;
    let current = true;
    getDeskItem(kind, id, { hideMessage: true }).then(
      (item) => current && setLoad({ status: 'ready', item }),
      (error: unknown) => current && setLoad({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [kind, id, attempt]);

  return { load, reload: () => setAttempt((n) => n + 1) };
}
