import Form from '../../form/Form';
import FormField from '../../form/FormField';
import { useForm } from '../../form/useForm';
import ImageUpload from '../../shared/ImageUpload';
import { ErrorCodes } from '../../../lib/shared/contract/error-codes';
import { type Identity } from '../../../lib/shared/contract/documents';
import type { FieldSpecs, FormValues } from '../../../lib/form/form';
import { DocumentLimits, identityFieldRules } from '../../../lib/shared/rules/documents';
import { sendIdentity } from '../../../lib/documents/api';

type Name = 'realName' | 'idNumber' | 'qualificationNo' | 'expiresAt' | 'driverLicenseFileId';

const fields = {
  realName: { label: '真实姓名', rule: identityFieldRules.realName, maxLength: DocumentLimits.realName },
  idNumber: {
    label: '身份证号',
    rule: identityFieldRules.idNumber,
    hint: '18 位，末位可为 X',
    autoComplete: 'off',
  },
  qualificationNo: { label: '从业资格证号', hint: '选填；道路货物运输驾驶员须持有', autoComplete: 'off' },
  expiresAt: { label: '证件有效期至', kind: 'date', hint: '选填；到期前 30 天和 7 天会提醒您' },
  // Drawn by the photo field below; its value is the uploaded photo's id.
  driverLicenseFileId: { label: '驾驶证照片' },
} satisfies FieldSpecs<Name>;

const TYPED: readonly Name[] = ['realName', 'idNumber', 'qualificationNo', 'expiresAt'];

const optional = (value: string) => (value.trim() === '' ? undefined : value);

const requestOf = (values: FormValues<Name>) => ({
  realName: values.realName,
  idNumber: values.idNumber,
  qualificationNo: optional(values.qualificationNo),
  expiresAt: optional(values.expiresAt),
  driverLicenseFileId: optional(values.driverLicenseFileId),
});

/** 实名认证: real name, 身份证号 (its check digit checked as the server checks it), 从业资格证号, the 驾驶证 photo. */
export default function IdentityForm({ onSent }: { onSent: (sent: Identity) => void }) {
  const form = useForm('identity', {
    fields,
    codeFields: { [ErrorCodes.identityPending]: 'realName' },
    failureText: '提交失败，请稍后重试',
  });
  return (
    <Form
      form={form}
      labelledBy="identity-form-title"
      send={(values) => sendIdentity(requestOf(values), { hideMessage: true })}
      onDone={onSent}
      submitText="提交审核"
      busyText="提交中..."
    >
      {TYPED.map((name) => (
        <FormField key={name} form={form} name={name} />
      ))}
      <ImageUpload
        id={form.fieldId('driverLicenseFileId')}
        label={fields.driverLicenseFileId.label}
        hint="选填；JPEG、PNG 或 WebP，照片上的位置等信息会被去除"
        error={form.state.errors.driverLicenseFileId}
        onChange={(fileId) => form.store.change('driverLicenseFileId', fileId)}
      />
    </Form>
  );
}
