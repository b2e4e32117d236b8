import { useCallback, useRef, useState, type ComponentType } from 'react';

export interface OnDemand<P> {
  /** The component once its chunk has arrived; null before. */
  Component: ComponentType<P> | null;
  /** Its chunk could not be loaded (offline, or stale HTML after a redeploy). */
  failed: boolean;
  /** Starts loading (again after a failure); call it on the first sign of interest (hover, focus, click). */
  load: () => void;
}

/**
 * A component whose code is fetched on first interaction instead of with the page (a dropdown's
 * contents, for example), so the pages that never open it do not carry it. A failed load is reported
 * rather than thrown: the caller shows a message with 重试 and the island keeps working.
 */
export function useOnDemand<P>(
  loader: () => Promise<{ default: ComponentType<P> } | undefined>,
): OnDemand<P> {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const [failed, setFailed] = useState(false);
  const pending = useRef(false);
  const load = useCallback(() => {
    if (pending.current || Component) return;
    pending.current = true;
    setFailed(false);
    loader().then(
      (module) => {
        pending.current = false;
        // Vite resolves to undefined when a page-wide handler took over a failed preload.
        if (module?.default) setComponent(() => module.default);
        else setFailed(true);
      },
      () => {
        pending.current = false;
        setFailed(true);
      },
    );
  }, [Component, loader]);
  return { Component, failed, load };
}
