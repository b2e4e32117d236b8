/**
 * One tab of 认证审核: the applications in a state as a table, the 营业执照 photo beside the typed
 * fields (未上传 for applications sent before it was asked for), 通过 / 驳回 on each pending one.
 */
import type { DeskVerification, VerificationState } from '../../../lib/shared/contract';
import { formatDateTime } from '../../../lib/shared/format';
import { personLabel } from '../../../lib/shared/person';
import { verificationStateLabels } from '../../../lib/verification/verification';
import PrivateImage from '../../shared/PrivateImage';
import TableHead from '../../shared/TableHead';
import CallBackPhones from './CallBackPhones';
import DecisionButtons from './DecisionButtons';
import type { Decision } from './DecisionDialog';

interface VerificationTableProps {
  state: VerificationState;
  list: DeskVerification[];
  total: number;
  /** A pointer or the focus on 通过 or 驳回: the moment to fetch the dialog's code. */
  onInterest: () => void;
  onDecide: (decision: Decision, application: DeskVerification) => void;
}

const HEADINGS = ['企业名称', '统一社会信用代码', '营业执照', '申请人', '回访电话', '提交时间'];

export default function VerificationTable({
  state,
  list,
  total,
  onInterest,
  onDecide,
}: VerificationTableProps) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">
        {verificationStateLabels[state]}的认证申请，共 {total} 条
      </caption>
      <TableHead headings={[...HEADINGS, state === 'pending' ? '操作' : '结果']} />
      <tbody className="divide-y divide-gray-100">
        {list.map((application) => (
          <tr key={application.id}>
            <th scope="row" className="px-3 py-2 font-normal text-gray-900">
              {application.companyName}
              {application.note && <p className="mt-1 text-xs text-gray-600">{application.note}</p>}
            </th>
            <td className="px-3 py-2 font-mono">{application.creditCode}</td>
            <td className="px-3 py-2">
              {application.licenceFileId ? (
                <PrivateImage
                  fileId={application.licenceFileId}
                  alt={`${application.companyName}的营业执照`}
                />
              ) : (
                <span className="text-gray-600">未上传</span>
              )}
            </td>
            <td className="px-3 py-2">{personLabel(application.applicant)}</td>
            <td className="px-3 py-2">
              <CallBackPhones application={application} />
            </td>
            <td className="px-3 py-2">{formatDateTime(application.createdAt)}</td>
            <td className="px-3 py-2">
              {state === 'pending' ? (
                <DecisionButtons
                  companyName={application.companyName}
                  onInterest={onInterest}
                  onDecide={(decision) => onDecide(decision, application)}
                />
              ) : (
                (application.enterprise?.name ?? application.reason ?? '')
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
