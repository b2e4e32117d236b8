/** The portal's one place picker: province, then city, then district, as a row of native selects. */
import type { ReactNode } from 'react';
import {
  citiesOf,
  districtsOf,
  provinces,
  type RegionData,
  type RegionOption,
} from '../../lib/shared/regions';

/** The names of the picker's levels, province first. */
export const PLACE_LEVELS = ['省份', '城市', '区县'] as const;

/** One select of the picker, named by the picker's name and its level (`出发地省份`). */
export interface PlaceLevel {
  /** The code it shows; '' for its first option. */
  value: string;
  /** Left out, the division data's list for the levels chosen above. */
  options?: readonly RegionOption[];
  /** The first option: `请选择省份` unless told (`全省`, the whole province; `全部城市`). */
  placeholder?: string | undefined;
  /** The form field's id, so a refusal can focus it. */
  id?: string | undefined;
  invalid?: boolean | undefined;
}

interface PlacePickerProps {
  /** The legend and the start of each select's name: `出发地`. */
  name: string;
  /** The legend when it says more than the name (`目的地（1～5 个省或市）`). */
  legend?: ReactNode;
  levels: readonly PlaceLevel[];
  /** A select of `level` (0 province, 1 city, 2 district) now shows `code`. */
  onChoose: (level: number, code: string) => void;
  /** The division data the options come from; null while it loads (the selects wait). */
  regions?: RegionData | null;
  disabled?: boolean | undefined;
  /** The message the selects are described by while there is one. */
  describedBy?: string | undefined;
  look?: PlaceLook;
  className?: string;
  /** First focus or pointer inside: the moment to load the division data. */
  onWanted?: (() => void) | undefined;
  /** In the row after the selects (添加目的地). */
  action?: ReactNode;
  /** Under the row: a list, the message line. */
  children?: ReactNode;
}

/** The classes of the picker's parts: a form's by default, the filter bar gives its own. */
export interface PlaceLook {
  fieldset: string;
  legend: string;
  row: string;
  select: string;
}

const FORM_LOOK: PlaceLook = {
  fieldset: 'gap-1.5',
  legend: 'mb-1.5 text-sm font-medium text-gray-700',
  row: 'flex gap-2',
  select: 'h-10 min-w-0 flex-1',
};

/** The provinces, the chosen province's cities and the chosen city's districts (none while the data loads). */
function regionOptions(regions: RegionData | null, [province, city]: readonly string[]): RegionOption[][] {
  if (!regions) return [[], [], []];
  return [
    provinces(regions),
    province ? citiesOf(regions, province) : [],
    city ? districtsOf(regions, city) : [],
  ];
}

/** A level can be chosen once the level above it is; each select is named, its legend groups them. */
export default function PlacePicker({
  name,
  legend,
  levels,
  onChoose,
  regions,
  disabled,
  describedBy,
  look: styles = FORM_LOOK,
  className = '',
  onWanted,
  action,
  children,
}: PlacePickerProps) {
  const listed =
    regions === undefined
      ? []
      : regionOptions(
          regions,
          levels.map((level) => level.value),
        );
  return (
    // min-w-0: a fieldset is at least as wide as its content by default, which the options change.
    <fieldset
      className={`flex min-w-0 flex-col ${styles.fieldset} ${className}`}
      onFocus={onWanted}
      onPointerDown={onWanted}
    >
      <legend className={styles.legend}>{legend ?? name}</legend>
      <div className={styles.row}>
        {levels.map((level, index) => (
          <select
            key={index}
            id={level.id}
            aria-label={name + PLACE_LEVELS[index]}
            value={level.value}
            disabled={disabled || regions === null || (index > 0 && !levels[index - 1]?.value)}
            aria-invalid={level.invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChoose(index, event.target.value)}
            className={`${styles.select} rounded-md border bg-white px-2 text-sm focus:border-primary disabled:bg-gray-50 ${level.invalid ? 'border-red-400' : 'border-gray-300'}`}
          >
            <option value="">{level.placeholder ?? `请选择${PLACE_LEVELS[index]}`}</option>
            {(level.options ?? listed[index] ?? []).map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        ))}
        {action}
      </div>
      {children}
    </fieldset>
  );
}
