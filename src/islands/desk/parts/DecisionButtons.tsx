import type { Decision } from './DecisionDialog';

/** 通过 and 驳回 of one application; each opens the dialog that asks first. */
export default function DecisionButtons({
  companyName,
  onDecide,
  onInterest,
}: {
  companyName: string;
  onDecide: (decision: Decision) => void;
  /** The first hover or focus: the dialog's code can start loading. */
  onInterest: () => void;
}) {
  return (
    <span className="flex gap-2">
      <button
        type="button"
        onClick={() => onDecide('approve')}
        onPointerEnter={onInterest}
        onFocus={onInterest}
        aria-label={`通过「${companyName}」`}
        className="rounded-md bg-primary-active px-3 py-1 text-white hover:bg-primary-active/90"
      >
        通过
      </button>
      <button
        type="button"
        onClick={() => onDecide('reject')}
        onPointerEnter={onInterest}
        onFocus={onInterest}
        aria-label={`驳回「${companyName}」`}
        className="rounded-md border border-red-300 px-3 py-1 text-red-700 hover:bg-red-50"
      >
        驳回
      </button>
    </span>
  );
}
