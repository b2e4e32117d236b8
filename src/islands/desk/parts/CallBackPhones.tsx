import type { DeskVerification } from '../../../lib/shared/contract';

/**
 * The phones of an application: the enterprise's registered one (when the portal has it), which
 * reaches the enterprise, and the applicant's own, which reaches only the claimant.
 */
export default function CallBackPhones({ application }: { application: DeskVerification }) {
  return (
    <dl className="space-y-0.5">
      <div>
        <dt className="inline text-gray-600">企业登记电话：</dt>
        <dd className="inline">{application.registeredPhone ?? '平台暂无，请自行查询'}</dd>
      </div>
      <div>
        <dt className="inline text-gray-600">申请人电话：</dt>
        <dd className="inline">{application.contact}</dd>
      </div>
    </dl>
  );
}
