import { useEffect, useState, type ComponentType, type SubmitEvent } from 'react';
import type { AreaFilterField, FilterField } from '../../lib/list/list-definition';

type Values = Readonly<Record<string, string>>;

/** What the filter bar gives the field of a place (`kind: 'area'`), which its list supplies. */
export interface AreaFieldProps {
  field: AreaFilterField;
  /** The bar's values before 查询 (the place's code, and the text of an old link). */
  values: Values;
  set: (name: string, value: string) => void;
  disabled: boolean;
}

export interface FilterBarProps {
  fields: readonly FilterField[];
  /** The filters the list shows now (from the URL); the fields follow them (back button, 重置). */
  values: Values;
  onSubmit: (values: Values) => void;
  onReset: () => void;
  /** Names the search landmark, e.g. 政策筛选. */
  label: string;
  disabled?: boolean;
  /**
   * Draws the place fields; only a list that has them passes it, so the other lists' pages do not
   * carry the picker.
   */
  Area?: ComponentType<AreaFieldProps> | undefined;
}

const inputClass =
  'h-9 rounded-md border border-gray-300 bg-white px-3 text-sm focus:border-primary disabled:bg-gray-50';

/**
 * A filter bar driven by its field description: text, select (with 全部), date range and place. Enter or
 * 查询 submits, 重置 clears. It is a GET form (the default method), so its names are the list's query parameters.
 */
export default function FilterBar({
  fields,
  values,
  onSubmit,
  onReset,
  label,
  disabled = false,
  Area,
}: FilterBarProps) {
  const [draft, setDraft] = useState<Values>(values);
  useEffect(() => setDraft(values), [values]);
  const set = (name: string, value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(draft);
  };

  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      className="mb-4 flex flex-wrap items-end gap-x-4 gap-y-3 rounded-lg border border-gray-200 bg-white p-4 text-sm"
    >
      {fields.map((field) => {
        if (field.kind === 'area')
          return Area && <Area key={field.name} field={field} values={draft} set={set} disabled={disabled} />;
        if (field.kind === 'dateRange') {
          return (
            <fieldset key={field.from} className="flex max-w-full min-w-0 flex-col gap-1">
              <legend className="mb-1 text-gray-600">{field.label}</legend>
              {/* On a narrow screen the second date goes under the first. */}
              <div className="flex flex-wrap items-center gap-2">
                {[field.from, field.to].map((name, index) => (
                  <input
                    key={name}
                    type="date"
                    name={name}
                    aria-label={field.label + (index ? '止' : '起')}
                    className={inputClass}
                    value={draft[name] ?? ''}
                    disabled={disabled}
                    onChange={(event) => set(name, event.target.value)}
                  />
                ))}
              </div>
            </fieldset>
          );
        }
        // The label holds its control: named without an id to tie them.
        return (
          <label key={field.name} className="flex flex-col gap-1">
            <span className="text-gray-600">{field.label}</span>
            {field.kind === 'text' ? (
              <input
                type="search"
                name={field.name}
                className={`${inputClass} w-56`}
                placeholder={field.placeholder}
                maxLength={field.maxLength}
                value={draft[field.name] ?? ''}
                disabled={disabled}
                onChange={(event) => set(field.name, event.target.value)}
              />
            ) : (
              <select
                name={field.name}
                className={`${inputClass} w-32`}
                value={draft[field.name] ?? ''}
                disabled={disabled}
                onChange={(event) => set(field.name, event.target.value)}
              >
                <option value="">全部</option>
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </label>
        );
      })}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={disabled}
          className="h-9 rounded-md bg-primary px-5 text-white hover:bg-primary-hover disabled:opacity-50"
        >
          查询
        </button>
        <button
          type="button"
          disabled={disabled}
          onClick={onReset}
          className="h-9 rounded-md border border-gray-300 bg-white px-5 text-gray-700 hover:border-primary hover:text-primary disabled:opacity-50"
        >
          重置
        </button>
      </div>
    </form>
  );
}
