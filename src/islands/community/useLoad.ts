import { useEffect, useState } from 'react';
import { formErrorText } from '../../lib/form-error';

export interface Loaded<T> {
  status: 'loading' | 'ready' | 'failed';
  data: T | null;
  error: string;
  retry(): void;
}

/** Loads once per change of `key`; `load` is read when the key changes. */
export function useLoad<T>(key: string | null, load: () => Promise<T>): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<Loaded<T>, 'retry'>>({ status: 'loading', data: null, error: '' });
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState((current) => ({ ...current, status: 'loading', error: '' }));
    load().then(
      (data) => live && setState({ status: 'ready', data, error: '' }),
      (error: unknown) =>
        live && setState({ status: 'failed', data: null, error: formErrorText(error, '载入失败，请重试') }),
    );
    return () => {
      live = false;
    };
    // `load` is a new function each render; the key says when it asks for something else.
  }, [key, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
