import { useState } from 'react';
import type { DeskDocument } from '../../../lib/shared/contract/documents';
import { FormRefusal } from '../../../lib/request/refusal';
import { checkValue } from '../../../lib/shared/rules/rule';
import { documentRejectionRules } from '../../../lib/shared/rules/documents';
import { documentDescription } from '../../../lib/documents/documents';
import { approveDocument, rejectDocument } from '../../../lib/documents/api';
import ConfirmDialog from '../../shared/ConfirmDialog';
import RejectionReason from './RejectionReason';
import type { Decision } from './DecisionDialog';

export interface DocumentDecisionDialogProps {
  decision: Decision;
  document: DeskDocument;
  onClose: () => void;
  onDecided: () => void;
}

/** 通过 or 驳回 one carrier's document, asked first; 驳回 needs the reason the owner will read. */
export default function DocumentDecisionDialog({
  decision,
  document,
  onClose,
  onDecided,
}: DocumentDecisionDialogProps) {
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const approving = decision === 'approve';
  const { title } = documentDescription(document);

  // A refusal (the reason missing, or the server's) is said in the dialog, which stays open.
  async function confirm() {
    if (approving) await approveDocument(document.id, { hideMessage: true });
    else {
      const problem = checkValue(documentRejectionRules.shape.reason, reason, '驳回原因');
      setInvalid(problem !== null);
      if (problem) throw new FormRefusal(problem);
      await rejectDocument(document.id, { reason }, { hideMessage: true });
    }
    onDecided();
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => !next && onClose()}
      tone={approving ? 'primary' : 'danger'}
      title={`${approving ? '通过' : '驳回'}「${title}」`}
      question={
        approving
          ? '请确认照片与填写的信息一致、证件在有效期内。通过后车主发布的信息将显示认证标识。'
          : '车主会收到通知并看到驳回原因，请写明需要修改什么。'
      }
      confirmText={approving ? '确定通过' : '确定驳回'}
      busyText="提交中..."
      onConfirm={confirm}
    >
      {!approving && <RejectionReason value={reason} invalid={invalid} onChange={setReason} />}
    </ConfirmDialog>
  );
}
