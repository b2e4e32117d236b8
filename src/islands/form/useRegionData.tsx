import { useEffect, useState, type ReactNode } from 'react';
import { loadRegionData, type RegionData } from '../../lib/shared/regions';
import LoadFailure from '../shared/LoadFailure';

const REGION_FAILURE = new Error('地区数据载入失败');

/**
 * China's regions for a form's place pickers, loaded on demand as their own chunk. `failure` is what
 * to show when they could not be loaded (with 重试), else null.
 */
export function useRegionData(): { regions: RegionData | null; failure: ReactNode } {
  const [regions, setRegions] = useState<RegionData | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (regions || failed) return;
    loadRegionData().then(setRegions, () => setFailed(true));
  }, [regions, failed]);
  const failure = failed ? <LoadFailure error={REGION_FAILURE} onRetry={() => setFailed(false)} /> : null;
  return { regions, failure };
}
