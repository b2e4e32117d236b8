import AccountLoader from './parts/AccountLoader';
import ProfileForm from './parts/ProfileForm';
import { formatDateTime } from '../../lib/shared/format';
import { maskPhone } from '../../lib/shared/phone';
import type { User } from '../../lib/shared/contract';

/** Lays the page out while the account loads: every value one line, as a real account's are. */
const PLACEHOLDER: User = {
  id: 0,
  account: '—',
  role: 'user',
  nickname: '',
  realName: '',
  company: '',
  email: '',
  mobile: '—',
  createdAt: '2000-01-01T00:00:00.000Z',
  lastLoginAt: '2000-01-01T00:00:00.000Z',
  blocking: false,
};

/** 个人资料: what cannot be edited here, then the form for what can. */
export default function AccountProfile() {
  return (
    <AccountLoader placeholder={PLACEHOLDER}>
      {(user) => (
        <div className="flex flex-col gap-6">
          <dl className="grid grid-cols-[6rem_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-gray-500">账号</dt>
            <dd className="text-gray-900">{user.account}</dd>
            <dt className="text-gray-500">手机号</dt>
            <dd className="text-gray-900">{maskPhone(user.mobile)}</dd>
            <dt className="text-gray-500">注册时间</dt>
            <dd className="text-gray-900">{formatDateTime(user.createdAt)}</dd>
            <dt className="text-gray-500">上次登录</dt>
            <dd className="text-gray-900">{formatDateTime(user.lastLoginAt)}</dd>
          </dl>
          <ProfileForm user={user} />
        </div>
      )}
    </AccountLoader>
  );
}
