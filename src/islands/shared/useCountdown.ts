import { useCallback, useEffect, useState } from 'react';
import { browserSessionStorage, readJSON, removeKey, writeJSON } from '../../lib/request/storage';

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Seconds left until `start(seconds)` runs out; measured against the clock so it never drifts.
 * With `storageKey` the deadline is kept in sessionStorage, so the countdown survives a reload.
 */
export function useCountdown(storageKey?: string): { remaining: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState(0);
  const [remaining, setRemaining] = useState(0);

  // Read after hydration: the static HTML always shows the idle button.
  useEffect(() => {
    if (!storageKey) return;
    const stored = readJSON(browserSessionStorage(), storageKey, 0, isTime);
    if (stored > Date.now()) setEndsAt(stored);
    else removeKey(browserSessionStorage(), storageKey);
  }, [storageKey]);

  useEffect(() => {
    if (endsAt === 0) return undefined;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(0);
    };
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(
    (seconds: number) => {
      const deadline = Date.now() + seconds * 1000;
      setEndsAt(deadline);
      if (storageKey) writeJSON(browserSessionStorage(), storageKey, deadline);
    },
    [storageKey],
  );
  return { remaining, start };
}
