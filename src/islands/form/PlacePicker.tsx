/** The portal's one place picker: province, then city, then district, as a row of native selects. */
import type { ReactNode } from 'react';
import type { RegionOption } from '../../lib/shared/regions';

/** The names of the picker's levels, province first. */
export const PLACE_LEVELS = ['省份', '城市', '区县'] as const;

/** One select of the picker. */
export interface PlaceLevel {
  /** `省份`, `城市`, `区县`: the select's name is the picker's name and this. */
  label: string;
  /** The code it shows; '' for its first option. */
  value: string;
  options: readonly RegionOption[];
  /** The first option: `请选择省份`, `全省` (the whole province), `全部城市`. */
  placeholder: string;
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
  /** All selects, e.g. while the division data loads. */
  disabled?: boolean | undefined;
  /** The message the selects are described by while there is one. */
  describedBy?: string | undefined;
  /** `form`: selects sharing the row; `filter`: the filter bar's fixed width. */
  look?: 'form' | 'filter';
  className?: string;
  /** First focus or pointer inside: the moment to load the division data. */
  onWanted?: (() => void) | undefined;
  /** In the row after the selects (添加目的地). */
  action?: ReactNode;
  /** Under the row: a list, the message line. */
  children?: ReactNode;
}

const LOOKS = {
  form: {
    fieldset: 'gap-1.5',
    legend: 'mb-1.5 text-sm font-medium text-gray-700',
    row: 'flex gap-2',
    select: 'h-10 min-w-0 flex-1',
  },
  filter: {
    fieldset: 'gap-1',
    legend: 'mb-1 text-gray-600',
    row: 'flex flex-wrap gap-2',
    select: 'h-9 w-32',
  },
} as const;

/** A level can be chosen once the level above it is; each select is named, its legend groups them. */
export default function PlacePicker({
  name,
  legend,
  levels,
  onChoose,
  disabled,
  describedBy,
  look = 'form',
  className = '',
  onWanted,
  action,
  children,
}: PlacePickerProps) {
  const styles = LOOKS[look];
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
            key={level.label}
            id={level.id}
            aria-label={name + level.label}
            value={level.value}
            disabled={disabled || (index > 0 && !levels[index - 1]?.value)}
            aria-invalid={level.invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChoose(index, event.target.value)}
            className={`${styles.select} rounded-md border bg-white px-2 text-sm focus:border-primary disabled:bg-gray-50 ${level.invalid ? 'border-red-400' : 'border-gray-300'}`}
          >
            <option value="">{level.placeholder}</option>
            {level.options.map((option) => (
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
