import type { FormView } from './useForm';
import { citiesOf, districtsOf, provinces, type RegionData, type RegionOption } from '../../lib/shared/regions';

interface PlaceFieldProps<N extends string> {
  form: FormView<N>;
  /** The province, city and district fields; the district's label names the place. */
  names: readonly [N, N, N];
  /** Null while the division data is still loading. */
  regions: RegionData | null;
}

const SELECT_CLASS =
  'h-10 min-w-0 flex-1 rounded-md border bg-white px-2 text-sm focus:border-primary disabled:bg-gray-50';

/**
 * A place as province / city / district selects from the GB/T 2260 data set, bound to three fields of
 * a form (the delivery form, the publish forms); changing a level clears the levels below it. The place's message is shown once
 * under the three and ties to the select it is about.
 */
export default function PlaceField<N extends string>({ form, names, regions }: PlaceFieldProps<N>) {
  const [province, city, code] = names.map((name) => form.state.values[name]) as [string, string, string];
  const legend = form.store.fields[names[2]].label;
  const error = names.map((name) => form.state.errors[name]).find(Boolean);
  const messageId = `${form.fieldId(names[2])}-message`;
  const levels: { name: N; label: string; options: RegionOption[]; enabled: boolean }[] = [
    { name: names[0], label: `${legend}省份`, options: regions ? provinces(regions) : [], enabled: true },
    {
      name: names[1],
      label: `${legend}城市`,
      options: regions && province ? citiesOf(regions, province) : [],
      enabled: Boolean(province),
    },
    {
      name: names[2],
      label: `${legend}区县`,
      options: regions && city ? districtsOf(regions, city) : [],
      enabled: Boolean(city),
    },
  ];

  function choose(level: number, value: string) {
    form.store.change(names[level] ?? names[2], value);
    for (const below of names.slice(level + 1)) form.store.change(below, '');
  }

  return (
    // min-w-0: a fieldset is at least as wide as its content by default, which the options change.
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-gray-700">{legend}</legend>
      <div className="flex gap-2">
        {levels.map((level, index) => {
          const invalid = Boolean(form.state.errors[level.name]);
          return (
            <div key={level.name} className="flex min-w-0 flex-1">
              <label htmlFor={form.fieldId(level.name)} className="sr-only">
                {level.label}
              </label>
              <select
                id={form.fieldId(level.name)}
                name={level.name}
                value={[province, city, code][index]}
                disabled={!regions || !level.enabled}
                aria-invalid={invalid || undefined}
                aria-describedby={error ? messageId : undefined}
                onChange={(event) => choose(index, event.target.value)}
                className={`${SELECT_CLASS} ${invalid ? 'border-red-400' : 'border-gray-300'}`}
              >
                <option value="">{`请选择${level.label.slice(-2)}`}</option>
                {level.options.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.name}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      {/* One message line, always there (as FieldShell): loading, an error or nothing, never a jump. */}
      {error ? (
        <p key="error" id={messageId} role="alert" className="min-h-5 text-xs text-red-600">
          {error}
        </p>
      ) : (
        <p key="status" className="min-h-5 text-xs text-gray-500">
          {regions ? '' : '地区数据载入中...'}
        </p>
      )}
    </fieldset>
  );
}
