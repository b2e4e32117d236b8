import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { fieldNames, type FormState } from '../../lib/form/form';
import { createForm, type FormConfig, type FormStore } from '../../stores/form';

/** A form's store and state as its island sees them. */
export interface FormView<N extends string> {
  /** Prefix of the fields' element ids (`${id}-${name}`). */
  id: string;
  store: FormStore<N>;
  state: FormState<N>;
  /** False until hydrated: the submit button stays disabled so no form sends itself without script. */
  ready: boolean;
  fieldId: (name: N) => string;
}

/** Makes the form's store once and follows it (`useFormView`). */
export function useForm<N extends string>(id: string, config: FormConfig<N>): FormView<N> {
  const [store] = useState(() => createForm(config));
  return useFormView(id, store);
}

/**
 * Follows a form's store, made here (`useForm`) or by a feature's store that keeps it (the composer);
 * each time errors are shown (a failed check or a refused submission) the first field with a message,
 * in the description's order, gets the focus.
 */
export function useFormView<N extends string>(id: string, store: FormStore<N>): FormView<N> {
  const state = useStore(store.$state);
  const [ready, setReady] = useState(false);
  const fieldId = (name: N) => `${id}-${name}`;

  useEffect(() => setReady(true), []);

  useEffect(() => {
    if (state.attempt === 0) return;
    const first = fieldNames(store.fields).find((name) => state.errors[name]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
    // Only a new attempt moves the focus; typing clears messages without moving it.
  }, [state.attempt]);

  return { id, store, state, ready, fieldId };
}
