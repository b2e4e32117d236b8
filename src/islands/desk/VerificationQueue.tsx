import '../../stores/request-effects';
import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useState } from 'react';
import {
  VERIFICATION_STATES,
  type DeskVerification,
  type Paged,
  type VerificationState,
} from '../../lib/contract';
import { formatDateTime } from '../../lib/format';
import { personLabel } from '../../lib/person';
import { verificationStateLabels } from '../../lib/verification';
import { listVerifications } from '../../lib/verification-api';
import LoadFailure from '../shared/LoadFailure';
import TabTrigger from '../shared/TabTrigger';
import EditorOnly from './parts/EditorOnly';
import DecisionDialog, { type Decision } from './parts/DecisionDialog';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; page: Paged<DeskVerification> }
  | { status: 'failed'; error: unknown };

function Rows({ state }: { state: VerificationState }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [open, setOpen] = useState<{ decision: Decision; application: DeskVerification } | null>(null);
  useEffect(() => {
    let current = true;
    listVerifications(state, 1, { hideMessage: true }).then(
      (page) => current && setLoad({ status: 'ready', page }),
      (error: unknown) => current && setLoad({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [state, attempt]);
  const reload = () => setAttempt((n) => n + 1);
  if (load.status === 'loading') return <p className="py-10 text-center text-gray-600">载入中...</p>;
  if (load.status === 'failed') return <LoadFailure error={load.error} onRetry={reload} />;
  const { list, total } = load.page;
  if (list.length === 0)
    return <p className="py-10 text-center text-gray-600">暂无{verificationStateLabels[state]}的申请</p>;
  return (
    <>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          {verificationStateLabels[state]}的认证申请，共 {total} 条
        </caption>
        <thead className="bg-gray-50 text-gray-600">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              企业名称
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              统一社会信用代码
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              申请人
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              联系电话
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              提交时间
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {state === 'pending' ? '操作' : '结果'}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {list.map((application) => (
            <tr key={application.id}>
              <th scope="row" className="px-3 py-2 font-normal text-gray-900">
                {application.companyName}
                {application.note && <p className="mt-1 text-xs text-gray-600">{application.note}</p>}
              </th>
              <td className="px-3 py-2 font-mono">{application.creditCode}</td>
              <td className="px-3 py-2">{personLabel(application.applicant)}</td>
              <td className="px-3 py-2">{application.contact}</td>
              <td className="px-3 py-2">{formatDateTime(application.createdAt)}</td>
              <td className="px-3 py-2">
                {state === 'pending' ? (
                  <span className="flex gap-2">
                    <button
                      type="button"
                      onClick={() => setOpen({ decision: 'approve', application })}
                      aria-label={`通过「${application.companyName}」`}
                      className="rounded-md bg-primary-active px-3 py-1 text-white hover:bg-primary-active/90"
                    >
                      通过
                    </button>
                    <button
                      type="button"
                      onClick={() => setOpen({ decision: 'reject', application })}
                      aria-label={`驳回「${application.companyName}」`}
                      className="rounded-md border border-red-300 px-3 py-1 text-red-700 hover:bg-red-50"
                    >
                      驳回
                    </button>
                  </span>
                ) : (
                  (application.enterprise?.name ?? application.reason ?? '')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {open && <DecisionDialog {...open} onClose={() => setOpen(null)} onDecided={reload} />}
    </>
  );
}

/** 认证审核: the applications by state, oldest first; 通过 and 驳回 ask first. */
export default function VerificationQueue() {
  const [state, setState] = useState<VerificationState>('pending');
  return (
    <EditorOnly>
      <Tabs.Root value={state} onValueChange={(next) => setState(next as VerificationState)}>
        <Tabs.List aria-label="申请状态" className="mb-3 flex gap-1 border-b border-gray-200">
          {VERIFICATION_STATES.map((key) => (
            <TabTrigger key={key} value={key} className="px-5">
              {verificationStateLabels[key]}
            </TabTrigger>
          ))}
        </Tabs.List>
        {VERIFICATION_STATES.map((key) => (
          <Tabs.Content key={key} value={key} className="rounded-lg bg-white p-4 shadow-sm">
            {key === state && <Rows state={key} />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </EditorOnly>
  );
}
