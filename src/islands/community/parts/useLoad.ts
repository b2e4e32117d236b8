import { useEffect, useState } from 'react';
import type { LoadStatus } from '../../../lib/request/load';

export interface Loaded<T> {
  status: LoadStatus;
  data: T | null;
  /** What the load threw, with status 'failed'. */
  error: unknown;
  retry: () => void;
}

/** Loads once per change of `key`; `load` is read when the key changes. */
export function useLoad<T>(key: string | null, load: () => Promise<T>): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<Loaded<T>, 'retry'>>({
    status: 'loading',
    data: null,
    error: null,
  });
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState((current) => ({ ...current, status: 'loading', error: null }));
    load().then(
      (data) => live && setState({ status: 'ready', data, error: null }),
      (error: unknown) => live && setState({ status: 'failed', data: null, error }),
    );
    return () => {
      live = false;
    };
    // `load` is a new function each render; the key says when it asks for something else.
  }, [key, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
