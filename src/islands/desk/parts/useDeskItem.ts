import { getDeskItem } from '../../../lib/desk/api';
import { ready } from '../../../stores/load';
import type { DeskKind } from '../../../lib/shared/contract';
import type { ScheduledDeskItem } from '../../../lib/shared/contract/schedules';
import { useLoad, type Loaded } from '../../shared/useLoad';

/** The desk item `id` of `kind` (null for a new one, nothing to load); `retry` reads it again. */
export function useDeskItem<K extends DeskKind>(
  kind: K,
  id: number | null,
): Loaded<ScheduledDeskItem<K> | null> {
  const load = useLoad<ScheduledDeskItem<K> | null>(id === null ? null : `${kind}-${id}`, () =>
    getDeskItem(kind, id ?? 0, { hideMessage: true }),
  );
  if (id !== null) return load;
  return { ...ready<ScheduledDeskItem<K> | null>(null), retry: load.retry, replace: load.replace };
}
