import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $areaIndex, loadAreaIndex } from '../../stores/regions';
import PlacePicker, { PLACE_LEVELS, type PlaceLook } from '../form/PlacePicker';
import type { AreaFieldProps } from './FilterBar';

const load = () => void loadAreaIndex();
/** Fixed widths: the bar's fields keep their places whatever the options. */
const FILTER_LOOK: PlaceLook = {
  fieldset: 'gap-1',
  legend: 'mb-1 text-gray-600',
  row: 'flex flex-wrap gap-2',
  select: 'h-9 w-32',
};

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
    <PlacePicker
      name={field.label}
      look={FILTER_LOOK}
      onWanted={load}
      levels={PLACE_LEVELS.map((label, level) => ({
        value: levels?.[level]?.code ?? '',
        options: levels?.[level]?.options ?? [],
        placeholder: `全部${label}`,
      }))}
      onChoose={(level, code) => {
        set(field.name, index?.choose(prefix, level, code) ?? '');
        if (field.text) set(field.text, '');
      }}
      disabled={disabled}
    />
  );
}
