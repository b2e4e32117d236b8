import '../../stores/shell/request-effects';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import {
  VERIFICATION_STATES,
  type DeskVerification,
  type VerificationApproved,
  type VerificationState,
} from '../../lib/shared/contract';
import { verificationStateLabels } from '../../lib/verification/verification';
import { listVerifications } from '../../lib/verification/api';
import LoadPending from '../shared/LoadPending';
import { useLoad } from '../shared/useLoad';
import TabList from '../shared/TabList';
import EditorOnly from './parts/EditorOnly';
import ApprovalResult from './parts/ApprovalResult';
import type { Decision, DecisionDialogProps } from './parts/DecisionDialog';
import VerificationTable from './parts/VerificationTable';
import { useOnDemand } from '../shared/useOnDemand';

/** The dialog (Radix Dialog) comes with the first hover, focus or click of 通过 or 驳回. */
const loadDecisionDialog = () => import('./parts/DecisionDialog');

function Rows({ state }: { state: VerificationState }) {
  const load = useLoad(state, () => listVerifications(state, 1, { hideMessage: true }));
  const [open, setOpen] = useState<{ decision: Decision; application: DeskVerification } | null>(null);
  const dialog = useOnDemand<DecisionDialogProps>(loadDecisionDialog);
  const [approved, setApproved] = useState<VerificationApproved | null>(null);
  if (load.status !== 'ready') return <LoadPending load={load} />;
  const { list, total } = load.data;
  const result = approved && <ApprovalResult approved={approved} />;
  if (list.length === 0)
    return (
      <>
        {result}
        <p className="py-10 text-center text-gray-600">暂无{verificationStateLabels[state]}的申请</p>
      </>
    );
  return (
    <>
      {result}
      {state === 'pending' && (
        <p className="mb-3 text-sm text-gray-700">
          审核要点：核对营业执照上的企业名称与统一社会信用代码（可在国家企业信用信息公示系统查询），并拨打企业登记电话（而非仅申请人所留电话）确认申请人确为该企业员工。
        </p>
      )}
      <VerificationTable
        state={state}
        list={list}
        total={total}
        onInterest={dialog.load}
        onDecide={(decision, application) => {
          dialog.load();
          setOpen({ decision, application });
        }}
      />
      {open && dialog.failed && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          确认框加载失败，请检查网络后再点一次
        </p>
      )}
      {open && dialog.Component && (
        <dialog.Component
          {...open}
          onClose={() => setOpen(null)}
          onDecided={(answer) => {
            setApproved(answer);
            load.retry();
          }}
        />
      )}
    </>
  );
}

/** 认证审核: the applications by state, oldest first; 通过 and 驳回 ask first. */
export default function VerificationQueue() {
  const [state, setState] = useState<VerificationState>('pending');
  return (
    <EditorOnly>
      <Tabs.Root value={state} onValueChange={(next) => setState(next as VerificationState)}>
        <TabList label="申请状态" tabs={VERIFICATION_STATES} labels={verificationStateLabels} look="queue" />
        {VERIFICATION_STATES.map((key) => (
          <Tabs.Content key={key} value={key} className="rounded-lg bg-white p-4 shadow-sm">
            {key === state && <Rows state={key} />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </EditorOnly>
  );
}
