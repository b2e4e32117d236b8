import type { FormView } from '../../form/useForm';
import { FieldMessage } from '../../form/FieldShell';
import PlacePicker from '../../form/PlacePicker';
import { destinationList, type OfferFieldName } from '../../../lib/offers/offer-form';
import type { RegionData } from '../../../lib/shared/regions';
import { OfferLimits } from '../../../lib/shared/rules/offer';

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
    <PlacePicker
      name="目的地"
      legend={`目的地（1～${OfferLimits.destinations} 个省或市）`}
      className="md:col-span-2"
      levels={[
        {
          value: province,
          id: form.fieldId('destinationCodes'),
          invalid: Boolean(error),
        },
        // 全省: the whole province is a destination.
        {
          value: city,
          placeholder: '全省',
          id: form.fieldId('destinationCity'),
        },
      ]}
      onChoose={(level, code) => {
        form.store.change(level === 0 ? 'destinationProvince' : 'destinationCity', code);
        if (level === 0) form.store.change('destinationCity', '');
      }}
      regions={regions}
      describedBy={error ? messageId : undefined}
      action={
        <button
          type="button"
          onClick={add}
          // Not disabled: the focus stays on it after adding, for the next destination.
          className="h-10 shrink-0 rounded-md border border-primary px-4 text-sm text-primary hover:bg-primary/5"
        >
          添加目的地
        </button>
      }
    >
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
      <FieldMessage
        id={messageId}
        error={error}
        hint={regions ? (full ? '已达上限' : '') : '地区数据载入中...'}
      />
    </PlacePicker>
  );
}
