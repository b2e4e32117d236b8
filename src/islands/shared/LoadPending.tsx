import type { ReactNode } from 'react';
import type { LoadStatus } from '../../lib/request/load';
import LoadFailure from './LoadFailure';

interface LoadPendingProps {
  load: { status: LoadStatus; error: unknown; retry?: (() => void) | undefined };
  /** Shown while loading; `载入中...` when left out. */
  loadingText?: ReactNode;
  /** False for a failure that trying again cannot mend (an unknown shipment): no 重试. */
  mendable?: boolean;
}

/**
 * What a load that is not ready shows: `载入中...` while it loads, its failure with 重试 when it
 * failed.
 */
export default function LoadPending({ load, loadingText, mendable = true }: LoadPendingProps) {
  if (load.status === 'failed')
    return <LoadFailure error={load.error} onRetry={mendable ? load.retry : undefined} />;
  if (load.status === 'ready') return null;
  return loadingText ?? <p className="py-10 text-center text-gray-600">载入中...</p>;
}
