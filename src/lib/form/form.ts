/**
 * Forms described by their fields. A description names each field's label, kind, rule and hint;
 * the state moves through `editing → submitting → done | failed` by the pure `formReducer`, which
 * the form store (src/stores/form.ts) drives.
 */
import { formatMessage } from '../shared/messages.ts';
import { CHOOSE_REQUIRED, checkValue, type Rule } from '../shared/rules/rule.ts';
import type { FieldOption } from '../shared/freight-choices.ts';

/** `checkbox` holds `'1'` when ticked and `''` when not. */
export type FieldKind =
  'text' | 'password' | 'tel' | 'email' | 'number' | 'date' | 'code' | 'textarea' | 'select' | 'checkbox';

export interface FieldSpec {
  label: string;
  /** How the field is typed and shown; `text` when left out. */
  kind?: FieldKind;
  /** The shared rule (src/lib/rules) its value must pass; none means anything goes. */
  rule?: Rule;
  /** Neutral text under the field while it has no error. */
  hint?: string;
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  /** Visible lines of a `textarea`; 4 when left out. */
  rows?: number;
  /** The choices of a `select`. */
  options?: readonly FieldOption[];
  /** Reduces what is typed to what the field takes (digits only, at most six). */
  accept?: (value: string) => string;
}

export type FieldSpecs<N extends string> = Readonly<Record<N, FieldSpec>>;
export type FormValues<N extends string> = Record<N, string>;
export type FieldErrors<N extends string> = Partial<Record<N, string>>;

/** Checks across fields (the confirmation equals the password): a message per failing field. */
export type CrossCheck<N extends string> = (values: FormValues<N>) => Partial<Record<N, string | null>>;

export type FormStatus = 'editing' | 'submitting' | 'failed' | 'done';

export interface FormState<N extends string> {
  status: FormStatus;
  values: FormValues<N>;
  errors: FieldErrors<N>;
  /** A failure that belongs to no field (shown above the form). */
  message: string;
  /** Counts the times errors were shown, so the view moves the focus to the first one each time. */
  attempt: number;
}

export type FormAction<N extends string> =
  | { type: 'change'; name: N; value: string }
  | { type: 'invalid'; errors: FieldErrors<N> }
  | { type: 'submit' }
  | { type: 'succeed'; values?: FormValues<N> | undefined }
  | { type: 'fail'; errors: FieldErrors<N>; message: string }
  /** `quiet`: said where it is, without taking the focus (a field checked as it is left). */
  | { type: 'report'; errors: Partial<Record<N, string | null>>; message?: string; quiet?: boolean }
  | { type: 'reset'; values: FormValues<N> };

/** What the rule checks: the text as typed, or for a number field a number (empty is `undefined`). */
export function ruleInput(kind: FieldKind | undefined, value: string): unknown {
  if (kind !== 'number') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/**
 * The message of one field, or null. A select left empty that its rule refuses says 请选择…
 * (the rule, shared with the server, cannot tell a select from a text box; the form can).
 */
export function fieldMessage(spec: FieldSpec, value: string): string | null {
  if (!spec.rule) return null;
  const message = checkValue(spec.rule, ruleInput(spec.kind, value), spec.label);
  if (message && spec.kind === 'select' && value === '') {
    return formatMessage(CHOOSE_REQUIRED, { label: spec.label });
  }
  return message;
}

/** The first message of every field that fails its rule, then the cross-field checks. */
export function validateForm<N extends string>(
  fields: FieldSpecs<N>,
  values: FormValues<N>,
  cross?: CrossCheck<N>,
): FieldErrors<N> {
  const errors: FieldErrors<N> = {};
  for (const name of fieldNames(fields)) {
    const message = fieldMessage(fields[name], values[name]);
    if (message) errors[name] = message;
  }
  const crossErrors: Partial<Record<N, string | null>> = cross?.(values) ?? {};
  for (const name of fieldNames(fields)) {
    const message = crossErrors[name];
    if (message && !errors[name]) errors[name] = message;
  }
  return errors;
}

/** Field names in the order of the description (the order the focus looks for the first error). */
export const fieldNames = <N extends string>(fields: FieldSpecs<N>): N[] => Object.keys(fields) as N[];

export const hasErrors = (errors: FieldErrors<string>): boolean => Object.values(errors).some(Boolean);

/** The state of a fresh form. */
export function initialFormState<N extends string>(values: FormValues<N>): FormState<N> {
  return { status: 'editing', values, errors: {}, message: '', attempt: 0 };
}

/**
 * The one place the status changes. A submission in flight ignores a second `submit`; `succeed`
 * and `fail` count only while submitting (a late answer after a reset changes nothing); typing
 * after a failure or success is editing again, and clears that field's message.
 */
export function formReducer<N extends string>(state: FormState<N>, action: FormAction<N>): FormState<N> {
  switch (action.type) {
    case 'change': {
      if (state.status === 'submitting') return state;
      const errors = { ...state.errors };
      delete errors[action.name];
      return {
        ...state,
        status: 'editing',
        values: { ...state.values, [action.name]: action.value },
        errors,
      };
    }
    case 'invalid':
      if (state.status === 'submitting') return state;
      return { ...state, status: 'editing', errors: action.errors, message: '', attempt: state.attempt + 1 };
    case 'submit':
      if (state.status === 'submitting') return state;
      return { ...state, status: 'submitting', errors: {}, message: '' };
    case 'succeed':
      if (state.status !== 'submitting') return state;
      return { ...state, status: 'done', values: action.values ?? state.values };
    case 'fail':
      if (state.status !== 'submitting') return state;
      return {
        ...state,
        status: 'failed',
        errors: action.errors,
        message: action.message,
        attempt: state.attempt + 1,
      };
    case 'report': {
      // Messages while editing (a field checked on its own, a side request such as 获取验证码).
      if (state.status === 'submitting') return state;
      const errors = { ...state.errors };
      for (const name of Object.keys(action.errors) as N[]) {
        const message = action.errors[name];
        if (message) errors[name] = message;
        else delete errors[name];
      }
      const shown = hasErrors(errors) || Boolean(action.message);
      const moveFocus = shown && !action.quiet;
      return {
        ...state,
        errors,
        message: action.message ?? '',
        attempt: state.attempt + (moveFocus ? 1 : 0),
      };
    }
    case 'reset':
      return initialFormState(action.values);
  }
}
