import '../../stores/shell/request-effects';
import type { Identity } from '../../lib/shared/contract/documents';
import { formatDateTime } from '../../lib/shared/format';
import { documentStateLabels } from '../../lib/documents/documents';
import { getMyIdentity } from '../../lib/documents/api';
import LoadPending from '../shared/LoadPending';
import { useLoad } from '../shared/useLoad';
import IdentityForm from './parts/IdentityForm';

/** What the platform keeps and why (个人信息保护法: only what is needed, for this purpose). */
function WhatIsKept() {
  return (
    <section
      aria-labelledby="identity-kept"
      className="rounded-lg border border-gray-200 bg-white p-6 text-sm text-gray-700"
    >
      <h2 id="identity-kept" className="mb-2 text-base font-semibold text-gray-900">
        我们保存什么、为什么
      </h2>
      <p>
        依照《个人信息保护法》，平台只收集核实身份所必需的信息：真实姓名、身份证号，以及选填的驾驶证照片、从业资格证号和有效期。
        这些信息仅用于平台编辑审核，审核通过后您发布的信息显示“实名认证”标识；除编辑外，任何人（包括您本人在页面上）看到的证件号码都经过遮挡。
        证件到期后标识自动取消，到期前会提醒您更新。
      </p>
    </section>
  );
}

function StateCard({ identity }: { identity: Identity }) {
  return (
    <section
      aria-labelledby="identity-state"
      data-state={identity.state}
      className="rounded-lg border border-gray-200 bg-white p-6"
    >
      <h2 id="identity-state" className="text-base font-semibold text-gray-900">
        认证状态：{documentStateLabels[identity.state]}
      </h2>
      <dl className="mt-3 grid grid-cols-[8rem_1fr] gap-y-2 text-sm text-gray-700">
        <dt className="text-gray-600">真实姓名</dt>
        <dd>{identity.realName}</dd>
        <dt className="text-gray-600">身份证号</dt>
        <dd className="font-mono">{identity.idNumber}</dd>
        {identity.qualificationNo && (
          <>
            <dt className="text-gray-600">从业资格证号</dt>
            <dd className="font-mono">{identity.qualificationNo}</dd>
          </>
        )}
        <dt className="text-gray-600">有效期至</dt>
        <dd>{identity.expiresAt ?? '未填写'}</dd>
        <dt className="text-gray-600">提交时间</dt>
        <dd>{formatDateTime(identity.createdAt)}</dd>
        {identity.state === 'rejected' && (
          <>
            <dt className="text-gray-600">未通过原因</dt>
            <dd className="text-red-700">{identity.reason}</dd>
          </>
        )}
      </dl>
      {identity.state === 'pending' && (
        <p className="mt-3 text-sm text-gray-600">编辑审核后会以通知告诉您结果。</p>
      )}
    </section>
  );
}

/** 实名认证: what is kept and why, the state of what was sent (masked), and the form when it may be sent. */
export default function IdentityPage() {
  const load = useLoad('identity', () => getMyIdentity({ hideMessage: true }));
  if (load.status !== 'ready') return <LoadPending load={load} />;
  const identity = load.data;
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <WhatIsKept />
      {identity && <StateCard identity={identity} />}
      {identity?.state !== 'pending' && (
        <section
          aria-labelledby="identity-form-title"
          className="rounded-lg border border-gray-200 bg-white p-6"
        >
          <h2 id="identity-form-title" className="mb-4 text-base font-semibold text-gray-900">
            {identity === null ? '申请实名认证' : '重新提交实名认证'}
          </h2>
          <div className="max-w-md">
            <IdentityForm onSent={load.replace} />
          </div>
        </section>
      )}
    </div>
  );
}
