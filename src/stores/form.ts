/**
 * One store per form on the page, made from the form's description. Components read `$state` and
 * call the actions; checking, sending and placing the server's answer happen here.
 */
import { atom, type ReadableAtom } from 'nanostores';
import {
  fieldMessage,
  fieldNames,
  formReducer,
  hasErrors,
  initialFormState,
  validateForm,
  type CrossCheck,
  type FieldSpecs,
  type FormAction,
  type FormState,
  type FormValues,
} from '../lib/form/form.ts';
import { placeFailure } from '../lib/form/form-error.ts';

export interface FormConfig<N extends string> {
  fields: FieldSpecs<N>;
  /** Starting values; a field left out starts empty. */
  initial?: Partial<FormValues<NoInfer<N>>>;
  /** Checks across fields, after each field's own rule. */
  check?: CrossCheck<NoInfer<N>>;
  /** Business error codes that belong to one field (`{ 10005: 'code' }`). */
  codeFields?: Partial<Record<number, NoInfer<N>>>;
  /** Form-wide text for a failure the server did not explain. */
  failureText?: string;
}

export interface FormStore<N extends string> {
  readonly fields: FieldSpecs<N>;
  readonly $state: ReadableAtom<FormState<N>>;
  /** Sets a field as typed (reduced by the field's `accept`) and clears its message. */
  change(name: N, value: string): void;
  /** Back to editing with these values (the rest empty), no messages. */
  reset(values?: Partial<FormValues<N>>): void;
  /**
   * Checks every field; when all pass, calls `send` with the values and ends `done` with its result,
   * or `failed` with the failure placed on its field. Resolves the result, or undefined when the
   * form was invalid, already in flight, or failed.
   */
  submit<R>(send: (values: FormValues<N>) => Promise<R>): Promise<R | undefined>;
  /** Checks one field with its rule and shows or clears its message; true when it passes. */
  checkField(name: N): boolean;
  /**
   * The field was left: when it holds something, its rule and the cross-field checks (确认密码 that
   * differs) are said at once, without moving the focus; an empty field waits for the submission.
   */
  leave(name: N): void;
  /**
   * Shows the failure of a side request (e.g. sending an SMS code) on its field or above the form;
   * `codeFields` places business codes for this request in place of the form's own.
   */
  report(error: unknown, codeFields?: Partial<Record<number, N>>): void;
}

export function createForm<N extends string>(config: FormConfig<N>): FormStore<N> {
  const names = fieldNames(config.fields);
  const valuesOf = (values: Partial<FormValues<N>> = {}): FormValues<N> =>
    Object.fromEntries(names.map((name) => [name, values[name] ?? ''])) as FormValues<N>;

  const $state = atom<FormState<N>>(initialFormState(valuesOf(config.initial)));
  const dispatch = (action: FormAction<N>) => $state.set(formReducer($state.get(), action));

  return {
    fields: config.fields,
    $state,
    change: (name, value) => {
      const accept = config.fields[name].accept;
      dispatch({ type: 'change', name, value: accept ? accept(value) : value });
    },
    reset: (values) => dispatch({ type: 'reset', values: valuesOf(values) }),
    async submit(send) {
      const state = $state.get();
      if (state.status === 'submitting') return undefined;
      const errors = validateForm(config.fields, state.values, config.check);
      if (hasErrors(errors)) {
        dispatch({ type: 'invalid', errors });
        return undefined;
      }
      dispatch({ type: 'submit' });
      try {
        const result = await send(state.values);
        dispatch({ type: 'succeed' });
        return result;
      } catch (error) {
        const failure = placeFailure(error, names, config.codeFields, config.failureText);
        dispatch({ type: 'fail', ...failure });
        return undefined;
      }
    },
    checkField(name) {
      const spec = config.fields[name];
      const value = $state.get().values[name];
      const message = fieldMessage(spec, value);
      dispatch({ type: 'report', errors: { [name]: message } as Partial<Record<N, string | null>> });
      return message === null;
    },
    leave(name) {
      const { values, status } = $state.get();
      if (values[name] === '' || status === 'submitting') return;
      // Only says a problem: a message already there (the server's) stays until the field is typed in.
      const message = fieldMessage(config.fields[name], values[name]) ?? config.check?.(values)[name] ?? null;
      if (message)
        dispatch({
          type: 'report',
          errors: { [name]: message } as Partial<Record<N, string | null>>,
          quiet: true,
        });
    },
    report(error, codeFields) {
      const failure = placeFailure(error, names, codeFields ?? config.codeFields, config.failureText);
      dispatch({ type: 'report', errors: failure.errors, message: failure.message });
    },
  };
}
