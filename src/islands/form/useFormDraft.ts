/** The one draft of a described form: restored, kept as typed, sent once per key, cleared on success. */
import { useStore } from '@nanostores/react';
import { atom, type ReadableAtom } from 'nanostores';
import { useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from '../../lib/request/api';
import { ErrorCodes } from '../../lib/shared/contract/error-codes';
import { RequestError } from '../../lib/request/errors';
import type { DraftKind } from '../../lib/form/drafts';
import type { Load } from '../../lib/request/load';
import type { FormValues } from '../../lib/form/form';
import { draftStore, loadDraft } from '../../stores/draft';
import type { FormStore } from '../../stores/form';
import { loading } from '../../stores/load';

/** What a form's draft holds: every value, and the Idempotency-Key its submission goes with. */
export interface KeptDraft<N extends string> {
  values: FormValues<N>;
  idempotencyKey: string;
}

/** A draft the server will not let be made (a shipment no longer a draft): 重试 cannot mend it. */
export class DraftRefused extends Error {}

export interface FormDraft<D> {
  /** The draft being read; no `retry` for a `DraftRefused`. */
  load: Load<D> & { retry?: (() => void) | undefined };
  /**
   * Sends with the draft's key (`request`) and removes the draft once the server has it; a key the
   * server already saw with another body (a submission meant as another one) is renewed and refused
   * in the words of `conflictText`.
   */
  send: <R>(request: (draft: D) => Promise<R>, conflictText: string) => Promise<R>;
}

/** Until the user and the target are known. */
const unopened = atom<Load<never>>(loading());

/**
 * The draft of `userId` for `target` (the draft store, src/stores/draft.ts): the one kept in
 * localStorage, else what `start` makes (empty, or the saved item's fields). Once read it fills
 * `form`, and every change is written back at once (even half done), so a failed send, a reload or an
 * expired login loses nothing; `send` removes it once the server has the submission. Nothing is
 * read while `userId` is null or `target` not known yet (undefined).
 */
export function useFormDraft<N extends string, Target, D extends KeptDraft<N>>(
  form: FormStore<N>,
  kind: DraftKind<Target, D>,
  userId: number | null,
  target: Target | undefined,
  start: (target: Target) => D | Promise<D>,
): FormDraft<D> {
  const latest = useRef<D | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [$load, setLoad] = useState<ReadableAtom<Load<D>>>(unopened);
  const kept = userId === null || target === undefined ? null : draftStore(kind, userId, target);
  const key = userId === null || target === undefined ? null : kind.key(userId, target);
  const keep = (draft: D) => {
    latest.current = draft;
    kept?.keep(draft);
  };
  useEffect(() => {
    if (kept && target !== undefined) setLoad(loadDraft(kept, () => start(target)));
  }, [key, attempt]);
  const load = useStore($load);

  useEffect(() => {
    if (load.status !== 'ready') return;
    latest.current = load.data;
    form.reset(load.data.values);
    return form.$state.listen((state) => {
      const current = latest.current;
      // The form may hold fewer fields than the draft (a kind's): the others stay as they were.
      if (state.status !== 'done' && current)
        keep({ ...current, values: { ...current.values, ...state.values } });
    });
  }, [load.status, key]);

  return {
    load: {
      ...load,
      retry: load.error instanceof DraftRefused ? undefined : () => setAttempt((n) => n + 1),
    },
    async send(request, conflictText) {
      const draft = latest.current;
      if (!draft) throw new Error('no draft');
      try {
        const result = await request(draft);
        kept?.clear();
        return result;
      } catch (error) {
        if (error instanceof RequestError && error.errorCode === ErrorCodes.idempotencyConflict) {
          keep({ ...draft, idempotencyKey: newIdempotencyKey() });
          throw new RequestError({ kind: 'business', errorMessage: conflictText, fromServer: true });
        }
        throw error;
      }
    },
  };
}
