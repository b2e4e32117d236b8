import type { ReactNode } from 'react';
import FieldShell from './FieldShell';
import type { FormView } from './useForm';
import type { FieldKind } from '../../lib/form';

interface FormFieldProps<N extends string> {
  form: FormView<N>;
  name: N;
  /** Replaces the description's hint (e.g. a live strength meter). */
  hint?: ReactNode;
  /** Content to the right of the control (e.g. 获取验证码). */
  addon?: ReactNode;
}

const inputTypes: Record<
  Exclude<FieldKind, 'textarea' | 'select'>,
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
export default function FormField<N extends string>({ form, name, hint, addon }: FormFieldProps<N>) {
  const spec = form.store.fields[name];
  const kind = spec.kind ?? 'text';
  const common = {
    name,
    value: form.state.values[name],
    placeholder: spec.placeholder,
    autoComplete: spec.autoComplete ?? (kind === 'code' ? 'one-time-code' : undefined),
    maxLength: spec.maxLength,
    onChange: (event: { target: { value: string } }) => form.store.change(name, event.target.value),
  };
  return (
    <FieldShell
      id={form.fieldId(name)}
      label={spec.label}
      error={form.state.errors[name]}
      hint={hint ?? spec.hint}
      addon={addon}
      control={({ className, ...control }) => {
        if (kind === 'textarea')
          return <textarea {...control} {...common} rows={4} className={`py-2 ${className}`} />;
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
        return <input {...control} {...common} {...inputTypes[kind]} className={`h-10 ${className}`} />;
      }}
    />
  );
}
