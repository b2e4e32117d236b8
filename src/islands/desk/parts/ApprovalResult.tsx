import type { VerificationApproved } from '../../../lib/shared/contract';
import { deskFormHref } from '../../../lib/desk/desk';
import { appHref } from '../../list/href';

/**
 * What an approval leaves to the editor: nothing when the enterprise is public; otherwise the fields
 * still 待补充 and a link to its draft, to complete and publish (its members' announcements wait for it).
 */
export default function ApprovalResult({ approved }: { approved: VerificationApproved }) {
  const { enterprise } = approved;
  return (
    <div
      role="status"
      className="mb-3 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
    >
      {approved.published ? (
        <p>已通过：申请人已成为「{enterprise.name}」的认证成员。</p>
      ) : (
        <>
          <p>
            已通过：申请人已成为「{enterprise.name}」的认证成员。该企业尚未发布，企业页面显示为“资料补充中”，
            其公告须在企业发布后才能发布。
          </p>
          <p className="mt-1">
            待补充：{approved.toComplete.join('、')}。
            <a
              href={appHref(deskFormHref('enterprises', enterprise.id))}
              className="ml-1 text-primary-active underline"
            >
              补充并发布「{enterprise.name}」
            </a>
          </p>
        </>
      )}
    </div>
  );
}
