import '../../../stores/shell/request-effects';
import { useEffect } from 'react';
import Form from '../../form/Form';
import FormFields from '../../form/FormFields';
import { useForm } from '../../form/useForm';
import { updateProfile } from '../../../lib/account/api';
import type { ProfileUpdate, User } from '../../../lib/shared/contract';
import type { FieldSpecs } from '../../../lib/form/form';
import { profileRules } from '../../../lib/shared/rules/account';
import { accountSaved } from '../../../stores/account';
import { showToast } from '../../../stores/shell/feedback';

const rules = profileRules.shape;
const fields = {
  nickname: {
    label: '昵称',
    rule: rules.nickname,
    maxLength: 20,
    autoComplete: 'nickname',
    hint: '最多20个字符；不能与他人的昵称或账号相同或形似，不能含“官方”“编辑”等平台用词；显示时附带账号',
  },
  realName: { label: '真实姓名', rule: rules.realName, maxLength: 20, autoComplete: 'name' },
  company: { label: '公司名称', rule: rules.company, maxLength: 50, autoComplete: 'organization' },
  email: { label: '邮箱', kind: 'email', rule: rules.email, maxLength: 100, autoComplete: 'email' },
} satisfies FieldSpecs<keyof ProfileUpdate>;

const profileOf = (user: User): ProfileUpdate => ({
  nickname: user.nickname,
  realName: user.realName,
  company: user.company,
  email: user.email,
});

/** The editable part of the profile, filled with the account as the server has it. */
export default function ProfileForm({ user }: { user: User }) {
  const form = useForm('profile', { fields, initial: profileOf(user), failureText: '保存失败，请稍后重试' });

  // Another tab or a save answered a newer account: start from it.
  useEffect(() => form.store.reset(profileOf(user)), [form.store, user]);

  return (
    <Form
      form={form}
      labelledBy="profile-title"
      send={(values) => updateProfile(values, { hideMessage: true })}
      onDone={(saved) => {
        accountSaved(saved);
        showToast('success', '资料已保存');
      }}
      submitText="保存资料"
      busyText="保存中..."
    >
      <FormFields form={form} />
    </Form>
  );
}
