import Form from '../../form/Form';
import FormField from '../../form/FormField';
import { useForm } from '../../form/useForm';
import ImageUpload from '../../shared/ImageUpload';
import { type VehicleType } from '../../../lib/shared/contract';
import { ErrorCodes } from '../../../lib/shared/contract/error-codes';
import { type PlateColor, type Vehicle } from '../../../lib/shared/contract/documents';
import type { FieldSpecs, FormValues } from '../../../lib/form/form';
import { vehicleTypeOptions } from '../../../lib/shared/freight-choices';
import { vehicleFieldRules, vehicleProblems } from '../../../lib/shared/rules/documents';
import { plateColorOptions } from '../../../lib/documents/documents';
import { addVehicle } from '../../../lib/documents/api';

type Name =
  | 'plate'
  | 'plateColor'
  | 'vehicleType'
  | 'lengthMeters'
  | 'loadTons'
  | 'transportPermitNo'
  | 'expiresAt'
  | 'licenseFileId'
  | 'permitFileId';

// Optional fields carry no rule here: empty is allowed, and the checks across fields say when one is needed.
const fields = {
  plate: { label: '车牌号', rule: vehicleFieldRules.plate, hint: '如 沪A12345，新能源车如 沪AD12345' },
  plateColor: {
    label: '号牌颜色',
    kind: 'select',
    options: plateColorOptions,
    rule: vehicleFieldRules.plateColor,
  },
  vehicleType: {
    label: '车型',
    kind: 'select',
    options: vehicleTypeOptions,
    rule: vehicleFieldRules.vehicleType,
  },
  lengthMeters: { label: '车长（米）', kind: 'number', rule: vehicleFieldRules.lengthMeters },
  loadTons: { label: '核定载质量（吨）', kind: 'number', rule: vehicleFieldRules.loadTons, hint: '见行驶证' },
  transportPermitNo: { label: '道路运输证号', hint: '核定载质量超过 4.5 吨的车辆必填', autoComplete: 'off' },
  expiresAt: { label: '证件有效期至', kind: 'date', hint: '选填；到期前 30 天和 7 天会提醒您' },
  // Drawn by the photo fields below; their values are the uploaded photos' ids.
  licenseFileId: { label: '行驶证照片', rule: vehicleFieldRules.licenseFileId },
  permitFileId: { label: '道路运输证照片' },
} satisfies FieldSpecs<Name>;

const TYPED: readonly Name[] = [
  'plate',
  'plateColor',
  'vehicleType',
  'lengthMeters',
  'loadTons',
  'transportPermitNo',
  'expiresAt',
];

const optional = (value: string) => (value.trim() === '' ? undefined : value);

const requestOf = (values: FormValues<Name>) => ({
  plate: values.plate,
  plateColor: values.plateColor as PlateColor,
  vehicleType: values.vehicleType as VehicleType,
  lengthMeters: Number(values.lengthMeters),
  loadTons: Number(values.loadTons),
  transportPermitNo: optional(values.transportPermitNo),
  permitFileId: optional(values.permitFileId),
  expiresAt: optional(values.expiresAt),
  licenseFileId: values.licenseFileId,
});

/** 添加车辆: the plate and its colour, type, length, mass, the 道路运输证 where needed, the photos. */
export default function VehicleForm({ onSent }: { onSent: (sent: Vehicle) => void }) {
  const form = useForm('vehicle', {
    fields,
    check: (values) =>
      Object.fromEntries(
        vehicleProblems({ ...requestOf(values), loadTons: Number(values.loadTons) }).map(
          ([field, message]) => [field, message.replace('${label}', fields[field as Name].label)],
        ),
      ),
    codeFields: { [ErrorCodes.vehicleExists]: 'plate', [ErrorCodes.vehicleLimit]: 'plate' },
    failureText: '提交失败，请稍后重试',
  });
  const photo = (name: 'licenseFileId' | 'permitFileId') => (
    <ImageUpload
      id={form.fieldId(name)}
      label={fields[name].label}
      hint="JPEG、PNG 或 WebP；照片上的位置等信息会被去除"
      error={form.state.errors[name]}
      onChange={(fileId) => form.store.change(name, fileId)}
    />
  );
  return (
    <Form
      form={form}
      labelledBy="vehicle-form-title"
      send={(values) => addVehicle(requestOf(values), { hideMessage: true })}
      onDone={onSent}
      submitText="提交审核"
      busyText="提交中..."
    >
      {TYPED.map((name) => (
        <FormField key={name} form={form} name={name} />
      ))}
      {photo('licenseFileId')}
      {photo('permitFileId')}
    </Form>
  );
}
