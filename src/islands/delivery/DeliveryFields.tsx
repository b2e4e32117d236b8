import type { ChangeEvent, ReactNode } from 'react';
import TextField from '../TextField';
import { chinaToday } from '../../lib/dates';
import type { DeliveryErrors, DeliveryFieldName } from '../../lib/delivery-issues';
import {
  CARGO_TYPES,
  PAYMENT_METHOD_LABELS,
  VEHICLE_LENGTHS,
  VEHICLE_TYPES,
  type DeliveryFormValues,
} from '../../lib/delivery-form';
import type { RegionData } from '../../lib/regions';
import RegionSelect from './RegionSelect';
import SelectField from './SelectField';

interface DeliveryFieldsProps {
  values: DeliveryFormValues;
  errors: DeliveryErrors;
  regions: RegionData | null;
  onChange: (change: Partial<DeliveryFormValues>, fields: DeliveryFieldName[]) => void;
}

export const fieldId = (name: DeliveryFieldName): string => `delivery-${name}`;

const choices = (list: readonly string[], unit = '') =>
  list.map((value) => ({ value, label: `${value}${unit}` }));
const PAYMENT_CHOICES = Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value, label }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg bg-white p-6 shadow-sm">
      <h2 className="mb-4 text-base font-semibold text-gray-900">{title}</h2>
      <div className="grid grid-cols-1 gap-x-6 gap-y-3 md:grid-cols-2">{children}</div>
    </section>
  );
}

/** The fields of the delivery form, grouped as a shipper reads a waybill. */
export default function DeliveryFields({ values, errors, regions, onChange }: DeliveryFieldsProps) {
  const text = (name: DeliveryFieldName & keyof DeliveryFormValues) => ({
    id: fieldId(name),
    name,
    value: String(values[name]),
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange({ [name]: event.target.value }, [name]),
  });
  const number = { inputMode: 'decimal' as const, autoComplete: 'off' };

  return (
    <div className="flex flex-col gap-4">
      <Section title="发货人与收货人">
        <TextField label="发货人" autoComplete="name" maxLength={50} {...text('shipperName')} />
        <TextField
          label="发货人电话"
          type="tel"
          autoComplete="tel"
          hint="手机号或带区号的固定电话"
          {...text('shipperPhone')}
        />
        <TextField label="收货人" maxLength={50} {...text('consigneeName')} />
        <TextField
          label="收货人电话"
          type="tel"
          hint="手机号或带区号的固定电话"
          {...text('consigneePhone')}
        />
      </Section>
      <Section title="线路">
        <RegionSelect
          id={fieldId('originCode')}
          legend="出发地"
          data={regions}
          value={{ province: values.originProvince, city: values.originCity, code: values.originCode }}
          error={errors.originCode}
          onChange={(place) =>
            onChange({ originProvince: place.province, originCity: place.city, originCode: place.code }, [
              'originCode',
            ])
          }
        />
        <RegionSelect
          id={fieldId('destinationCode')}
          legend="目的地"
          data={regions}
          value={{
            province: values.destinationProvince,
            city: values.destinationCity,
            code: values.destinationCode,
          }}
          error={errors.destinationCode}
          onChange={(place) =>
            onChange(
              {
                destinationProvince: place.province,
                destinationCity: place.city,
                destinationCode: place.code,
              },
              ['destinationCode'],
            )
          }
        />
        <TextField label="发货地址" maxLength={200} placeholder="街道、门牌号" {...text('shipperAddress')} />
        <TextField
          label="收货地址"
          maxLength={200}
          placeholder="街道、门牌号"
          {...text('consigneeAddress')}
        />
        <TextField label="装货日期" type="date" min={chinaToday()} {...text('loadingDate')} />
        <TextField
          label="预计到达日期"
          type="date"
          min={values.loadingDate || chinaToday()}
          {...text('expectedArrivalDate')}
        />
      </Section>
      <Section title="货物与车辆">
        <TextField label="货物名称" maxLength={50} {...text('cargoName')} />
        <SelectField
          label="货物类型"
          placeholder="请选择货物类型"
          options={choices(CARGO_TYPES)}
          {...text('cargoType')}
        />
        <TextField label="重量（吨）" {...number} {...text('weightTons')} />
        <TextField label="体积（方）" {...number} {...text('volumeCubic')} />
        <TextField label="件数" inputMode="numeric" autoComplete="off" {...text('pieces')} />
        <SelectField
          label="车型"
          placeholder="请选择车型"
          options={choices(VEHICLE_TYPES)}
          {...text('vehicleType')}
        />
        <SelectField
          label="车长（米）"
          placeholder="请选择车长"
          options={choices(VEHICLE_LENGTHS, ' 米')}
          {...text('vehicleLengthMeters')}
        />
      </Section>
      <Section title="费用">
        <div className="flex flex-col gap-1.5">
          <TextField
            label="运费（元）"
            {...number}
            {...text('freight')}
            disabled={values.freightNegotiable}
            value={values.freightNegotiable ? '' : values.freight}
          />
          <label className="flex items-center gap-2 text-sm text-gray-700">
            <input
              type="checkbox"
              name="freightNegotiable"
              checked={values.freightNegotiable}
              onChange={(event) => onChange({ freightNegotiable: event.target.checked }, ['freight'])}
              className="size-4 accent-primary"
            />
            面议
          </label>
        </div>
        <SelectField
          label="付款方式"
          placeholder="请选择付款方式"
          options={PAYMENT_CHOICES}
          {...text('paymentMethod')}
        />
        <div className="md:col-span-2">
          <TextField label="备注" maxLength={500} placeholder="选填：装卸要求、温控等" {...text('remarks')} />
        </div>
      </Section>
    </div>
  );
}
