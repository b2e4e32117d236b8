import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $areaIndex, loadAreaIndex } from '../../stores/regions';
import type { AreaFieldProps } from './FilterBar';

const LEVELS = ['省份', '城市', '区县'];
const load = () => void loadAreaIndex();

/**
 * A place filter: province, then optionally city, then district, as three native selects of a fixed
 * width. The regions, with the picker's logic, are a chunk of their own, loaded when the field holds
 * a code or on its first focus or pointer; until then each select shows its 全部 and nothing moves
 * when the options come. Choosing a place replaces the text of an old link (`?origin=上海`).
 */
export default function AreaFilter({ field, values, set, disabled }: AreaFieldProps) {
  const index = useStore($areaIndex);
  const prefix = values[field.name] ?? '';
  useEffect(() => {
    if (prefix) load();
  }, [prefix]);
  const levels = index?.levels(prefix);
  return (
    <fieldset className="flex min-w-0 flex-col gap-1" onFocus={load} onPointerDown={load}>
      <legend className="mb-1 text-gray-600">{field.label}</legend>
      <div className="flex flex-wrap gap-2">
        {LEVELS.map((label, level) => (
          <select
            key={label}
            aria-label={field.label + label}
            className="h-9 w-32 rounded-md border border-gray-300 bg-white px-2 text-sm focus:border-primary disabled:bg-gray-50"
            value={levels?.[level]?.code ?? ''}
            disabled={disabled || (level > 0 && !levels?.[level - 1]?.code)}
            onChange={(event) => {
              set(field.name, index?.choose(prefix, level, event.target.value) ?? '');
              if (field.text) set(field.text, '');
            }}
          >
            <option value="">全部{label}</option>
            {levels?.[level]?.options.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        ))}
      </div>
    </fieldset>
  );
}
