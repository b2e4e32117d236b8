import PlacePicker from '../../form/PlacePicker';
import { provinceCodeOf, type RegionData } from '../../../lib/shared/regions';

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
    <PlacePicker
      name={legend}
      className="flex-1"
      levels={[{ value: province }, { value: city, placeholder: '全省' }]}
      onChoose={(level, code) => onChange(level === 0 ? code : code || province)}
      regions={regions}
    />
  );
}
