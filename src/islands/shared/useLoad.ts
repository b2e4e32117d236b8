/** The one way an island loads what it shows: `Load` states (src/lib/request/load.ts), 重试 and replace. */
import { useEffect, useRef, useState } from 'react';
import type { Load } from '../../lib/request/load';
import { loading, ready, settle } from '../../stores/load';

/** A load as an island holds it. */
export type Loaded<T> = Load<T> & {
  /** Loads again (重试, or after a change the page made). */
  retry: () => void;
  /** Takes an answer the page got otherwise (what a save returned) as the loaded one. */
  replace: (data: T) => void;
};

/**
 * Loads once per change of `key` (nothing while it is null), and again on `retry`; `load` is read
 * when the key changes. A new key is `loading` (with the last answer in `data`); a retry of a ready
 * load is a refresh and stays `ready` on what is shown until the new answer comes, so nothing on the
 * page is taken away meanwhile. An answer that arrives after the key changed is dropped.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Load<T>>(loading);
  const loadedKey = useRef<string | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const refresh = loadedKey.current === key;
    loadedKey.current = key;
    setState((current) => (refresh && current.status === 'ready' ? current : loading(current.data)));
    void settle(load()).then((settled) => live && setState(settled));
    return () => {
      live = false;
    };
    // `load` is a new function each render; the key says when it asks for something else.
  }, [key, attempt]);
  return {
    ...state,
    retry: () => setAttempt((n) => n + 1),
    replace: (data) => setState(ready(data)),
  };
}
