import { useState } from 'react';
import type { DeskVerification, VerificationApproved } from '../../../lib/shared/contract';
import { FormRefusal } from '../../../lib/request/refusal';
import { checkValue } from '../../../lib/shared/rules/rule';
import { verificationRejectionRules } from '../../../lib/shared/rules/verification';
import { approveVerification, rejectVerification } from '../../../lib/verification/api';
import ConfirmDialog from '../../shared/ConfirmDialog';
import RejectionReason from './RejectionReason';

export type Decision = 'approve' | 'reject';

export interface DecisionDialogProps {
  decision: Decision;
  application: DeskVerification;
  onClose: () => void;
  /** After the decision: the approval's answer (what is left to complete), or null for a rejection. */
  onDecided: (approved: VerificationApproved | null) => void;
}

/**
 * 通过 or 驳回 one application, asked first. 通过 says which enterprise it links (the one with the
 * credit code, or a new draft to complete); 驳回 needs the reason the applicant will read.
 */
export default function DecisionDialog({ decision, application, onClose, onDecided }: DecisionDialogProps) {
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const approving = decision === 'approve';
  const linked = application.matchingEnterprise;

  // A refusal (the reason missing, or the server's) is said in the dialog, which stays open.
  async function confirm() {
    if (!approving) {
      const problem = checkValue(verificationRejectionRules.shape.reason, reason, '驳回原因');
      setInvalid(problem !== null);
      if (problem) throw new FormRefusal(problem);
    }
    if (approving) onDecided(await approveVerification(application.id, {}, { hideMessage: true }));
    else {
      await rejectVerification(application.id, { reason }, { hideMessage: true });
      onDecided(null);
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => !next && onClose()}
      tone={approving ? 'primary' : 'danger'}
      title={`${approving ? '通过' : '驳回'}「${application.companyName}」的认证申请`}
      question={
        approving
          ? linked
            ? `申请人将成为「${linked.name}」的认证成员。`
            : '内容台中还没有此信用代码的企业：将新建企业草稿。申请人可立即撰写并提交企业公告；企业页面在您补充资料并发布后公开。'
          : '申请人会收到通知并看到驳回原因，可修改后重新提交。'
      }
      confirmText={approving ? '确定通过' : '确定驳回'}
      busyText="提交中..."
      onConfirm={confirm}
    >
      {!approving && <RejectionReason value={reason} invalid={invalid} onChange={setReason} />}
    </ConfirmDialog>
  );
}
