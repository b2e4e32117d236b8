import Form from '../../form/Form';
import FormField from '../../form/FormField';
import { useForm } from '../../form/useForm';
import ImageUpload from '../../shared/ImageUpload';
import { type Verification } from '../../../lib/shared/contract';
import { ErrorCodes } from '../../../lib/shared/contract/error-codes';
import type { FieldSpecs } from '../../../lib/form/form';
import { verificationFieldRules, VerificationLimits } from '../../../lib/shared/rules/verification';
import { applyForVerification } from '../../../lib/verification/api';

type Name = 'companyName' | 'creditCode' | 'contact' | 'note' | 'licenceFileId';

const fields = {
  companyName: {
    label: '企业名称',
    rule: verificationFieldRules.companyName,
    maxLength: VerificationLimits.companyName,
  },
  creditCode: {
    label: '统一社会信用代码',
    rule: verificationFieldRules.creditCode,
    hint: '营业执照上的18位代码',
    autoComplete: 'off',
  },
  contact: {
    label: '联系电话',
    kind: 'tel',
    rule: verificationFieldRules.contact,
    hint: '审核时编辑会拨打此电话核实',
  },
  note: { label: '补充说明', kind: 'textarea', rule: verificationFieldRules.note, rows: 3 },
  // Drawn by the photo field below, not as text; its value is the uploaded photo's id.
  licenceFileId: { label: '营业执照照片', rule: verificationFieldRules.licenceFileId },
} satisfies FieldSpecs<Name>;

const TYPED: readonly Name[] = ['companyName', 'creditCode', 'contact', 'note'];

/** The application: company, credit code (checked as the server checks it), a phone, a note, the licence photo. */
export default function VerificationForm({ onSent }: { onSent: (sent: Verification) => void }) {
  const form = useForm('verification', {
    fields,
    codeFields: { [ErrorCodes.verificationPending]: 'companyName' },
    failureText: '提交失败，请稍后重试',
  });
  return (
    <Form
      form={form}
      labelledBy="verification-form-title"
      send={(values) => applyForVerification(values, { hideMessage: true })}
      onDone={onSent}
      submitText="提交认证申请"
      busyText="提交中..."
    >
      {TYPED.map((name) => (
        <FormField key={name} form={form} name={name} />
      ))}
      <ImageUpload
        id={form.fieldId('licenceFileId')}
        label={fields.licenceFileId.label}
        hint="JPEG、PNG 或 WebP；照片上的位置等信息会被去除"
        error={form.state.errors.licenceFileId}
        onChange={(fileId) => form.store.change('licenceFileId', fileId)}
      />
    </Form>
  );
}
