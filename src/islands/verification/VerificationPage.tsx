import '../../stores/shell/request-effects';
import { BASE_URL } from '../../lib/site/config';
import type { Verification } from '../../lib/shared/contract';
import { formatDateTime } from '../../lib/shared/format';
import { detailsHref } from '../../lib/list/list-definition';
import { ENTERPRISE_DETAILS_PATH, MEMBER_ANNOUNCEMENTS_PATH, withBase } from '../../lib/shared/routes';
import { mayApply, verificationStateLabels } from '../../lib/verification/verification';
import { getMyVerification } from '../../lib/verification/api';
import LoadPending from '../shared/LoadPending';
import { useLoad } from '../shared/useLoad';
import VerificationForm from './parts/VerificationForm';

/** The latest application's state in words, with what the user can do next. */
function StateCard({ latest }: { latest: Verification }) {
  const label = verificationStateLabels[latest.state];
  return (
    <section
      aria-labelledby="verification-state"
      data-state={latest.state}
      className="rounded-lg border border-gray-200 bg-white p-6"
    >
      <h2 id="verification-state" className="text-base font-semibold text-gray-900">
        认证状态：{label}
      </h2>
      <dl className="mt-3 grid grid-cols-[8rem_1fr] gap-y-2 text-sm text-gray-700">
        <dt className="text-gray-600">企业名称</dt>
        <dd>{latest.companyName}</dd>
        <dt className="text-gray-600">统一社会信用代码</dt>
        <dd>{latest.creditCode}</dd>
        <dt className="text-gray-600">提交时间</dt>
        <dd>{formatDateTime(latest.createdAt)}</dd>
        {latest.decidedAt && (
          <>
            <dt className="text-gray-600">审核时间</dt>
            <dd>{formatDateTime(latest.decidedAt)}</dd>
          </>
        )}
        {latest.state === 'rejected' && (
          <>
            <dt className="text-gray-600">未通过原因</dt>
            <dd className="text-red-700">{latest.reason}</dd>
          </>
        )}
      </dl>
      {latest.state === 'pending' && (
        <p className="mt-3 text-sm text-gray-600">编辑审核后会以通知告诉您结果。</p>
      )}
      {latest.state === 'approved' && latest.enterprise && (
        <p className="mt-3 flex flex-wrap gap-4 text-sm">
          <a
            className="text-blue-700 hover:underline"
            href={withBase(BASE_URL, detailsHref(ENTERPRISE_DETAILS_PATH, latest.enterprise.id))}
          >
            查看{latest.enterprise.name}的企业页面
          </a>
          <a className="text-blue-700 hover:underline" href={withBase(BASE_URL, MEMBER_ANNOUNCEMENTS_PATH)}>
            撰写本企业公告
          </a>
        </p>
      )}
    </section>
  );
}

/** 企业认证: the state of the latest application (审核中 / 已认证 / 未通过 with the reason) and the form. */
export default function VerificationPage() {
  const load = useLoad('verification', () => getMyVerification({ hideMessage: true }));
  if (load.status !== 'ready') return <LoadPending load={load} />;
  const latest = load.data;
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      {latest && <StateCard latest={latest} />}
      {mayApply(latest) && (
        <section
          aria-labelledby="verification-form-title"
          className="rounded-lg border border-gray-200 bg-white p-6"
        >
          <h2 id="verification-form-title" className="mb-4 text-base font-semibold text-gray-900">
            {latest === null ? '申请企业认证' : '重新提交认证申请'}
          </h2>
          <div className="max-w-md">
            <VerificationForm onSent={load.replace} />
          </div>
        </section>
      )}
    </div>
  );
}
