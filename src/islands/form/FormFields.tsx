/** A form's fields drawn all alike, apart from the form chunk: only the forms that use it load it. */
import FormField from './FormField';
import type { FormView } from './useForm';

/**
 * Every field of a described form, in the order its description lists them. Object.keys rather than
 * fieldNames: importing it from the form chunk makes that chunk export it, a byte on every form page.
 */
export default function FormFields<N extends string>({ form }: { form: FormView<N> }) {
  return (Object.keys(form.store.fields) as N[]).map((name) => (
    <FormField key={name} form={form} name={name} />
  ));
}
