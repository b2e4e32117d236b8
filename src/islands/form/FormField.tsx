import type { ReactNode } from 'react';
import FieldShell, { FieldMessage, shellOf } from './FieldShell';
import type { FormView } from './useForm';
import type { FieldKind } from '../../lib/form/form';

interface FormFieldProps<N extends string> {
  form: FormView<N>;
  name: N;
  /** Replaces the description's hint (e.g. a live strength meter). */
  hint?: ReactNode;
  /** Content to the right of the control (e.g. 获取验证码). */
  addon?: ReactNode;
  /** Bounds of a `date` or `number` input (e.g. no day before today). */
  min?: string | undefined;
  max?: string | undefined;
}

const inputTypes: Record<
  Exclude<FieldKind, 'textarea' | 'select' | 'checkbox'>,
  { type: string; inputMode?: 'numeric' | 'decimal' }
> = {
  text: { type: 'text' },
  password: { type: 'password' },
  tel: { type: 'tel', inputMode: 'numeric' },
  email: { type: 'email' },
  number: { type: 'text', inputMode: 'decimal' },
  date: { type: 'date' },
  code: { type: 'text', inputMode: 'numeric' },
};

/** One field of a described form, drawn by its kind, bound to the form's store. */
export default function FormField<N extends string>({
  form,
  name,
  hint,
  addon,
  min,
  max,
}: FormFieldProps<N>) {
  const spec = form.store.fields[name];
  const kind = spec.kind ?? 'text';
  const common = {
    name,
    value: form.state.values[name],
    placeholder: spec.placeholder,
    autoComplete: spec.autoComplete ?? (kind === 'code' ? 'one-time-code' : undefined),
    maxLength: spec.maxLength,
    onChange: (event: { target: { value: string } }) => form.store.change(name, event.target.value),
    onBlur: () => form.store.leave(name),
  };
  if (kind === 'checkbox') {
    const error = form.state.errors[name];
    const shown = hint ?? spec.hint;
    const messageId = `${form.fieldId(name)}-message`;
    const described = Boolean(error) || (shown !== undefined && shown !== '');
    const box = (
      <label className="flex items-center gap-2 text-sm text-gray-700">
        <input
          type="checkbox"
          id={form.fieldId(name)}
          name={name}
          checked={form.state.values[name] === '1'}
          onChange={(event) => form.store.change(name, event.target.checked ? '1' : '')}
          aria-invalid={error ? true : undefined}
          aria-describedby={spec.rule && described ? messageId : undefined}
          className="size-4 accent-primary"
        />
        {spec.label}
      </label>
    );
    // Only a checkbox with a rule can be refused: it keeps a line for its message, as fields do.
    if (!spec.rule) return box;
    return (
      <div className="flex flex-col gap-1">
        {box}
        <FieldMessage id={messageId} error={error} hint={shown} />
      </div>
    );
  }
  return (
    <FieldShell
      {...shellOf(form, name)}
      hint={hint ?? spec.hint}
      addon={addon}
      control={({ className, ...control }) => {
        if (kind === 'textarea')
          return <textarea {...control} {...common} rows={spec.rows ?? 4} className={`py-2 ${className}`} />;
        if (kind === 'select')
          return (
            <select {...control} {...common} className={`h-10 ${className}`}>
              <option value="">{spec.placeholder ?? '请选择'}</option>
              {spec.options?.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          );
        return (
          <input
            {...control}
            {...common}
            {...inputTypes[kind]}
            min={min}
            max={max}
            className={`h-10 ${className}`}
          />
        );
      }}
    />
  );
}
