import { citiesOf, districtsOf, provinces, type RegionData, type RegionOption } from '../../lib/regions';

export interface RegionValue {
  province: string;
  city: string;
  /** The district's GB/T 2260 code: what the shipment keeps. */
  code: string;
}

interface RegionSelectProps {
  id: string;
  legend: string;
  value: RegionValue;
  /** Null while the division data is still loading. */
  data: RegionData | null;
  error?: string | null | undefined;
  onChange: (value: RegionValue) => void;
}

const SELECT_CLASS =
  'h-10 min-w-0 flex-1 rounded-md border bg-white px-2 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/20 disabled:bg-gray-50';

function Choice(props: {
  id: string;
  label: string;
  value: string;
  options: RegionOption[];
  disabled: boolean;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (code: string) => void;
}) {
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <select
        id={props.id}
        value={props.value}
        disabled={props.disabled}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        onChange={(event) => props.onChange(event.target.value)}
        className={`${SELECT_CLASS} ${props.invalid ? 'border-red-400' : 'border-gray-300'}`}
      >
        <option value="">
          {props.disabled && props.options.length === 0 ? '—' : `请选择${props.label.slice(-2)}`}
        </option>
        {props.options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A place as province / city / district, from the GB/T 2260 data set. Changing a level clears the
 * levels below it. The district select carries the field's message (the code is what is checked).
 */
export default function RegionSelect({ id, legend, value, data, error, onChange }: RegionSelectProps) {
  const messageId = `${id}-message`;
  const cities = data && value.province ? citiesOf(data, value.province) : [];
  const districts = data && value.city ? districtsOf(data, value.city) : [];
  const loading = data === null;
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-gray-700">{legend}</legend>
      <div className="flex gap-2">
        <Choice
          id={`${id}-province`}
          label={`${legend}省份`}
          value={value.province}
          options={data ? provinces(data) : []}
          disabled={loading}
          invalid={Boolean(error) && !value.province}
          describedBy={error ? messageId : undefined}
          onChange={(province) => onChange({ province, city: '', code: '' })}
        />
        <Choice
          id={`${id}-city`}
          label={`${legend}城市`}
          value={value.city}
          options={cities}
          disabled={loading || !value.province}
          invalid={Boolean(error) && Boolean(value.province) && !value.city}
          describedBy={error ? messageId : undefined}
          onChange={(city) => onChange({ ...value, city, code: '' })}
        />
        <Choice
          id={id}
          label={`${legend}区县`}
          value={value.code}
          options={districts}
          disabled={loading || !value.city}
          invalid={Boolean(error) && Boolean(value.city)}
          describedBy={error ? messageId : undefined}
          onChange={(code) => onChange({ ...value, code })}
        />
      </div>
      {loading && <p className="text-xs text-gray-500">地区数据载入中...</p>}
      {error && (
        <p id={messageId} className="min-h-5 text-xs text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
