import { useEffect, useState } from 'react';
import * as api from '../../lib/api';
import type { Paged, PostDetail, Reply } from '../../lib/contract';
import { formErrorText } from '../formError';

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

const quiet = { skipErrorHandler: true } as const;

export const usePost = (postId: number | null): Loaded<PostDetail> =>
  useLoad(postId === null ? null : `post-${postId}`, () => api.getPost(postId!, quiet));

export const useReplies = (postId: number | null, page: number, pageSize: number): Loaded<Paged<Reply>> =>
  useLoad(postId === null ? null : `replies-${postId}-${page}-${pageSize}`, () =>
    api.listReplies(postId!, { page, pageSize }, quiet),
  );
