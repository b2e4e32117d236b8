import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import type { DeskVerification, VerificationApproved } from '../../../lib/contract';
import { formErrorText } from '../../../lib/form-error';
import { checkValue } from '../../../lib/rules/rule';
import { verificationRejectionRules } from '../../../lib/rules/verification';
import { approveVerification, rejectVerification } from '../../../lib/verification-api';

export type Decision = 'approve' | 'reject';

interface Props {
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
export default function DecisionDialog({ decision, application, onClose, onDecided }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  const approving = decision === 'approve';
  const linked = application.matchingEnterprise;

  async function confirm() {
    if (!approving) {
      const problem = checkValue(verificationRejectionRules.shape.reason, reason, '驳回原因');
      if (problem) return setError(problem);
    }
    setBusy(true);
    try {
      if (approving) onDecided(await approveVerification(application.id, {}, { hideMessage: true }));
      else {
        await rejectVerification(application.id, { reason }, { hideMessage: true });
        onDecided(null);
      }
      onClose();
    } catch (failure) {
      setError(formErrorText(failure));
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(next) => !next && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[28rem] max-w-[90vw] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-base font-semibold text-gray-900">
            {approving ? '通过' : '驳回'}「{application.companyName}」的认证申请
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-600">
            {approving
              ? linked
                ? `申请人将成为「${linked.name}」的认证成员。`
                : '内容台中还没有此信用代码的企业：将新建企业草稿。申请人可立即撰写并提交企业公告；企业页面在您补充资料并发布后公开。'
              : '申请人会收到通知并看到驳回原因，可修改后重新提交。'}
          </Dialog.Description>
          {!approving && (
            <div className="mt-4 flex flex-col gap-1">
              <label htmlFor={reasonId} className="text-sm text-gray-800">
                驳回原因
              </label>
              <textarea
                id={reasonId}
                rows={3}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                aria-invalid={error ? true : undefined}
                className="rounded-md border border-gray-300 px-3 py-2 text-sm"
              />
            </div>
          )}
          {error && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close asChild>
              <button
                type="button"
                disabled={busy}
                className="rounded-md border border-gray-300 px-4 py-1.5 text-sm text-gray-700 hover:border-primary hover:text-primary"
              >
                取消
              </button>
            </Dialog.Close>
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={busy}
              aria-busy={busy || undefined}
              className={`rounded-md px-4 py-1.5 text-sm font-medium text-white disabled:opacity-60 ${approving ? 'bg-primary-active hover:bg-primary-active/90' : 'bg-red-600 hover:bg-red-500'}`}
            >
              {busy ? '提交中...' : approving ? '确定通过' : '确定驳回'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
