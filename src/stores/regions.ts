import { atom } from 'nanostores';
import type { AreaIndex } from '../lib/shared/area-index';

/** China's regions for the place filters, null until loaded: chunks of their own, fetched on demand. */
export const $areaIndex = atom<AreaIndex | null>(null);

let loading: Promise<void> | null = null;

/** Loads the regions once (again after a failure); a picker calls it on first focus or pointer. */
export function loadAreaIndex(): Promise<void> {
  // Two imports side by side: the data set is the delivery form's chunk too, so neither waits.
  loading ??= Promise.all([import('../lib/shared/area-index'), import('@vant/area-data')]).then(
    ([{ areaIndex }, { areaList }]) => $areaIndex.set(areaIndex(areaList)),
    () => {
      loading = null;
    },
  );
  return loading;
}
