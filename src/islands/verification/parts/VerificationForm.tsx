import Form from '../../form/Form';
import FormFields from '../../form/FormFields';
import { useForm } from '../../form/useForm';
import { ErrorCodes, type Verification } from '../../../lib/shared/contract';
import type { FieldSpecs } from '../../../lib/form/form';
import { verificationFieldRules, VerificationLimits } from '../../../lib/shared/rules/verification';
import { applyForVerification } from '../../../lib/verification/api';

type Name = 'companyName' | 'creditCode' | 'contact' | 'note';

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
} satisfies FieldSpecs<Name>;

/** The application: company, credit code (checked as the server checks it), a phone, a note. */
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
      <FormFields form={form} />
    </Form>
  );
}
