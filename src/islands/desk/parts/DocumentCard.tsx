/** One document of 证件审核: the typed fields beside the photos, whose it is, and 通过 / 驳回 on a pending one. */
import type { DeskDocument } from '../../../lib/shared/contract/documents';
import { formatDateTime } from '../../../lib/shared/format';
import { personLabel } from '../../../lib/shared/person';
import { documentDescription, documentStateLabels } from '../../../lib/documents/documents';
import PrivateImage from '../../shared/PrivateImage';
import type { Decision } from './DecisionDialog';

interface DocumentCardProps {
  document: DeskDocument;
  /** A pointer or the focus on 通过 or 驳回: the moment to fetch the dialog's code. */
  onInterest: () => void;
  onDecide: (decision: Decision) => void;
}

export default function DocumentCard({ document, onInterest, onDecide }: DocumentCardProps) {
  const { title, fields, photos } = documentDescription(document);
  const reviewed = document.kind === 'vehicle' ? document.vehicle : document.identity;
  const button = (decision: Decision, text: string, className: string) => (
    <button
      type="button"
      onClick={() => onDecide(decision)}
      onPointerEnter={onInterest}
      onFocus={onInterest}
      className={`rounded-md px-3 py-1 text-sm ${className}`}
    >
      {text}
    </button>
  );
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
          {button('approve', '通过', 'bg-primary-active text-white hover:bg-primary-active/90')}
          {button('reject', '驳回', 'border border-red-300 text-red-700 hover:bg-red-50')}
        </div>
      )}
    </article>
  );
}
