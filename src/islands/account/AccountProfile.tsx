import AccountLoader from './AccountLoader';
import ProfileForm from './ProfileForm';
import { formatDateTime, maskMobile } from '../../lib/format';

/** 个人资料: what cannot be edited here, then the form for what can. */
export default function AccountProfile() {
  return (
    <AccountLoader>
      {(user) => (
        <div className="flex flex-col gap-6">
          <dl className="grid grid-cols-[6rem_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-gray-500">账号</dt>
            <dd className="text-gray-900">{user.account}</dd>
            <dt className="text-gray-500">手机号</dt>
            <dd className="text-gray-900">{maskMobile(user.mobile)}</dd>
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
