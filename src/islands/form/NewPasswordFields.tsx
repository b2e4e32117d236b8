/** A new password with its strength, then its confirmation: registration, the reset and 修改密码. */
import FormField from './FormField';
import type { FormView } from './useForm';
import PasswordStrength from '../shared/PasswordStrength';

interface NewPasswordFieldsProps<N extends string> {
  form: FormView<N>;
  /** The password field and the one that repeats it. */
  names: readonly [N, N];
}

export default function NewPasswordFields<N extends string>({ form, names }: NewPasswordFieldsProps<N>) {
  const [password, confirm] = names;
  return (
    <>
      <FormField
        form={form}
        name={password}
        hint={<PasswordStrength password={form.state.values[password]} />}
      />
      <FormField form={form} name={confirm} />
    </>
  );
}
