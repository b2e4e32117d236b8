import type { ReactNode } from 'react';
import type { FormView } from './useForm';

/** What the control inside a field needs to be labelled and described. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

interface FieldShellProps {
  id: string;
  label: string;
  /** Message shown under the control and announced; marks the control invalid. */
  error?: string | null | undefined;
  /** Neutral text under the control while there is no error. */
  hint?: ReactNode;
  /** Content placed to the right of the control (e.g. a send-code button). */
  addon?: ReactNode;
  /** Renders the control with the props that tie it to its label and message. */
  control: (props: ControlProps) => ReactNode;
}

interface FieldMessageProps {
  /** The id the control's `aria-describedby` names while the line has words. */
  id: string;
  error?: string | null | undefined;
  hint?: ReactNode;
}

/**
 * The line under a field: its error (announced) or a neutral hint, always there, so a message
 * appearing or going never moves the fields below.
 */
export function FieldMessage({ id, error, hint }: FieldMessageProps) {
  if (error)
    return (
      <p key="error" id={id} role="alert" className="min-h-5 text-xs text-red-700">
        {error}
      </p>
    );
  const described = hint !== undefined && hint !== null && hint !== '';
  return (
    <p key="hint" id={described ? id : undefined} className="min-h-5 text-xs text-gray-500">
      {hint}
    </p>
  );
}

const base =
  'min-w-0 flex-1 rounded-md border bg-white px-3 text-sm transition-colors placeholder:text-gray-400 focus:border-primary';

/** The shell's id, label and message for a field of a described form. */
export const shellOf = <N extends string>(form: FormView<N>, name: N) => ({
  id: form.fieldId(name),
  label: form.store.fields[name].label,
  error: form.state.errors[name],
});

/** A label, a control and its message: the frame every form field of the portal shares. */
export default function FieldShell({ id, label, error, hint, addon, control }: FieldShellProps) {
  const messageId = `${id}-message`;
  const hasMessage = Boolean(error) || (hint !== undefined && hint !== '');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        {label}
      </label>
      <div className="flex gap-2">
        {control({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': hasMessage ? messageId : undefined,
          className: `${base} ${error ? 'border-red-400' : 'border-gray-300 hover:border-primary-hover'}`,
        })}
        {addon}
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
