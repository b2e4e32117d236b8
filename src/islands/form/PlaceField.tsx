import type { FormView } from './useForm';
import { FieldMessage } from './FieldShell';
import PlacePicker from './PlacePicker';
import type { RegionData } from '../../lib/shared/regions';

interface PlaceFieldProps<N extends string> {
  form: FormView<N>;
  /** The province, city and district fields; the district's label names the place. */
  names: readonly [N, N, N];
  /** Null while the division data is still loading. */
  regions: RegionData | null;
}

/**
 * A place as province / city / district from the GB/T 2260 data set, bound to three fields of a form
 * (the delivery form, the publish forms); changing a level clears the levels below it. The place's
 * message is shown once under the three and describes them.
 */
export default function PlaceField<N extends string>({ form, names, regions }: PlaceFieldProps<N>) {
  const codes = names.map((name) => form.state.values[name]);
  const legend = form.store.fields[names[2]].label;
  const error = names.map((name) => form.state.errors[name]).find(Boolean);
  const messageId = `${form.fieldId(names[2])}-message`;

  function choose(level: number, value: string) {
    form.store.change(names[level] ?? names[2], value);
    for (const below of names.slice(level + 1)) form.store.change(below, '');
  }

  return (
    <PlacePicker
      name={legend}
      levels={names.map((name, index) => ({
        value: codes[index] ?? '',
        id: form.fieldId(name),
        invalid: Boolean(form.state.errors[name]),
      }))}
      onChoose={choose}
      regions={regions}
      describedBy={error ? messageId : undefined}
    >
      <FieldMessage id={messageId} error={error} hint={regions ? '' : '地区数据载入中...'} />
    </PlacePicker>
  );
}
