import { citiesOf, provinces, provinceCodeOf, type RegionData } from '../../../lib/shared/regions';

const SELECT_CLASS =
  'h-10 min-w-0 flex-1 rounded-md border border-gray-300 bg-white px-2 text-sm focus:border-primary disabled:bg-gray-50';

interface LaneEndFieldProps {
  /** 出发地 or 目的地. */
  legend: string;
  /** A six-digit province or city code, '' before a choice. */
  value: string;
  onChange: (code: string) => void;
  /** Null while the division data is loading. */
  regions: RegionData | null;
}

/**
 * One end of a lane: a province and, if the user wants it narrower, one of its cities (全省 keeps the
 * whole province). The value is the code of the narrowest choice.
 */
export default function LaneEndField({ legend, value, onChange, regions }: LaneEndFieldProps) {
  const province = value ? provinceCodeOf(value) : '';
  const city = value && value !== province ? value : '';
  return (
    <fieldset className="flex min-w-0 flex-1 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-gray-700">{legend}</legend>
      <div className="flex gap-2">
        <select
          aria-label={`${legend}省份`}
          value={province}
          disabled={!regions}
          onChange={(event) => onChange(event.target.value)}
          className={SELECT_CLASS}
        >
          <option value="">请选择省份</option>
          {(regions ? provinces(regions) : []).map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
        <select
          aria-label={`${legend}城市`}
          value={city}
          disabled={!regions || !province}
          onChange={(event) => onChange(event.target.value || province)}
          className={SELECT_CLASS}
        >
          <option value="">全省</option>
          {(regions && province ? citiesOf(regions, province) : []).map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
