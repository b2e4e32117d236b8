import type { FormView } from '../../form/useForm';
import { destinationList, type OfferFieldName } from '../../../lib/offers/offer-form';
import { citiesOf, provinces, type RegionData } from '../../../lib/shared/regions';
import { OfferLimits } from '../../../lib/shared/rules/offer';

const SELECT_CLASS =
  'h-10 min-w-0 flex-1 rounded-md border bg-white px-2 text-sm focus:border-primary disabled:bg-gray-50';

/** `广东省`, `成都市` for a province or city code. */
const areaName = (regions: RegionData | null, code: string) =>
  regions?.city_list[code] ?? regions?.province_list[code] ?? code;

/**
 * A truck's destinations: a province, optionally one of its cities, 添加 puts it on the list (up to
 * five); each listed one has its 移除. The list is the form's `destinationCodes` (`a,b`), its message
 * shown under the picker; the province select carries the field's id, so a refusal focuses it.
 */
export default function DestinationsField({
  form,
  regions,
}: {
  form: FormView<OfferFieldName>;
  regions: RegionData | null;
}) {
  const { values, errors } = form.state;
  const chosen = destinationList(values.destinationCodes);
  const province = values.destinationProvince;
  const city = values.destinationCity;
  const pick = city || province;
  const error = errors.destinationCodes;
  const messageId = `${form.fieldId('destinationCodes')}-message`;
  const full = chosen.length >= OfferLimits.destinations;

  const setList = (codes: string[]) => form.store.change('destinationCodes', codes.join(','));
  const add = () => {
    if (!pick || chosen.includes(pick) || full) return;
    setList([...chosen, pick]);
    form.store.change('destinationProvince', '');
    form.store.change('destinationCity', '');
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5 md:col-span-2">
      <legend className="mb-1.5 text-sm font-medium text-gray-700">
        目的地（1～{OfferLimits.destinations} 个省或市）
      </legend>
      <div className="flex gap-2">
        <label htmlFor={form.fieldId('destinationCodes')} className="sr-only">
          目的地省份
        </label>
        <select
          id={form.fieldId('destinationCodes')}
          value={province}
          disabled={!regions}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          onChange={(event) => {
            form.store.change('destinationProvince', event.target.value);
            form.store.change('destinationCity', '');
          }}
          className={`${SELECT_CLASS} ${error ? 'border-red-400' : 'border-gray-300'}`}
        >
          <option value="">请选择省份</option>
          {(regions ? provinces(regions) : []).map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
        <label htmlFor={form.fieldId('destinationCity')} className="sr-only">
          目的地城市
        </label>
        <select
          id={form.fieldId('destinationCity')}
          value={city}
          disabled={!regions || !province}
          onChange={(event) => form.store.change('destinationCity', event.target.value)}
          className={`${SELECT_CLASS} border-gray-300`}
        >
          <option value="">全省</option>
          {(regions && province ? citiesOf(regions, province) : []).map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          onClick={add}
          // Not disabled: the focus stays on it after adding, for the next destination.
          className="h-10 shrink-0 rounded-md border border-primary px-4 text-sm text-primary hover:bg-primary/5"
        >
          添加目的地
        </button>
      </div>
      <ul aria-label="已选目的地" className="flex min-h-8 flex-wrap gap-2">
        {chosen.map((code) => (
          <li
            key={code}
            className="flex items-center gap-1 rounded bg-gray-100 px-2 py-1 text-sm text-gray-800"
          >
            {areaName(regions, code)}
            <button
              type="button"
              aria-label={`移除目的地：${areaName(regions, code)}`}
              onClick={() => setList(chosen.filter((other) => other !== code))}
              className="px-1 text-gray-600 hover:text-red-700"
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <p key="error" id={messageId} role="alert" className="min-h-5 text-xs text-red-600">
          {error}
        </p>
      ) : (
        <p key="status" className="min-h-5 text-xs text-gray-500">
          {regions ? (full ? '已达上限' : '') : '地区数据载入中...'}
        </p>
      )}
    </fieldset>
  );
}
