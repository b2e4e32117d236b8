/**
 * One document of 证件审核: the typed fields beside the photos, whose it is, and on a pending one
 * 通过 and 驳回 (with the reason the owner will read), each asked first.
 */
import { useId, useState } from 'react';
import type { DeskDocument } from '../../../lib/shared/contract';
import { FormRefusal } from '../../../lib/request/refusal';
import { formatDateTime } from '../../../lib/shared/format';
import { personLabel } from '../../../lib/shared/person';
import { checkValue } from '../../../lib/shared/rules/rule';
import { documentRejectionRules } from '../../../lib/shared/rules/documents';
import { documentDescription, documentStateLabels } from '../../../lib/documents/documents';
import { approveDocument, rejectDocument } from '../../../lib/documents/api';
import ConfirmDialog from '../../shared/ConfirmDialog';
import PrivateImage from '../../shared/PrivateImage';

export default function DocumentCard({
  document,
  onDecided,
}: {
  document: DeskDocument;
  onDecided: () => void;
}) {
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const reasonId = useId();
  const { title, fields, photos } = documentDescription(document);
  const reviewed = document.kind === 'vehicle' ? document.vehicle : document.identity;

  async function reject() {
    const problem = checkValue(documentRejectionRules.shape.reason, reason, '驳回原因');
    setInvalid(problem !== null);
    if (problem) throw new FormRefusal(problem);
    await rejectDocument(document.id, { reason }, { hideMessage: true });
    onDecided();
  }

  return (
    <article aria-label={title} className="rounded-lg border border-gray-200 p-4" data-state={reviewed.state}>
      <h3 className="mb-2 font-semibold text-gray-900">{title}</h3>
      <div className="flex flex-wrap gap-6">
        <dl className="grid grid-cols-[7rem_1fr] gap-y-1 text-sm text-gray-700">
          {fields.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-gray-600">{label}</dt>
              <dd className="font-mono">{value}</dd>
            </div>
          ))}
          <dt className="text-gray-600">提交人</dt>
          <dd>{personLabel(document.owner)}</dd>
          <dt className="text-gray-600">提交时间</dt>
          <dd>{formatDateTime(reviewed.createdAt)}</dd>
          <dt className="text-gray-600">状态</dt>
          <dd>
            {documentStateLabels[reviewed.state]}
            {reviewed.reason && `：${reviewed.reason}`}
          </dd>
        </dl>
        {photos.map(([label, fileId]) => (
          <figure key={label} className="text-sm text-gray-600">
            <figcaption className="mb-1">{label}</figcaption>
            {fileId ? <PrivateImage fileId={fileId} alt={`${title}的${label}照片`} /> : '未上传'}
          </figure>
        ))}
      </div>
      {reviewed.state === 'pending' && (
        <div className="mt-3 flex gap-2">
          <ConfirmDialog
            tone="primary"
            title={`通过「${title}」`}
            question="请确认照片与填写的信息一致、证件在有效期内。通过后车主发布的信息将显示认证标识。"
            confirmText="确定通过"
            busyText="提交中..."
            onConfirm={async () => {
              await approveDocument(document.id, { hideMessage: true });
              onDecided();
            }}
            trigger={
              <button
                type="button"
                className="rounded-md bg-primary-active px-3 py-1 text-sm text-white hover:bg-primary-active/90"
              >
                通过
              </button>
            }
          />
          <ConfirmDialog
            tone="danger"
            title={`驳回「${title}」`}
            question="车主会收到通知并看到驳回原因，请写明需要修改什么。"
            confirmText="确定驳回"
            busyText="提交中..."
            onConfirm={reject}
            trigger={
              <button
                type="button"
                className="rounded-md border border-red-300 px-3 py-1 text-sm text-red-700 hover:bg-red-50"
              >
                驳回
              </button>
            }
          >
            <div className="mt-4 flex flex-col gap-1">
              <label htmlFor={reasonId} className="text-sm text-gray-800">
                驳回原因
              </label>
              <textarea
                id={reasonId}
                rows={3}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                aria-invalid={invalid || undefined}
                className="rounded-md border border-gray-300 px-3 py-2 text-sm"
              />
            </div>
          </ConfirmDialog>
        </div>
      )}
    </article>
  );
}
