import ConfirmButton from '../../shared/ConfirmButton';

interface CancelDialogProps {
  orderNo: string;
  /** Resolves once the shipment is cancelled; a rejection keeps the dialog open. */
  onConfirm: () => Promise<void>;
}

/** 取消 asks first: a cancelled shipment cannot be published again (the dialog's code comes on demand). */
export default function CancelDialog({ orderNo, onConfirm }: CancelDialogProps) {
  return (
    <ConfirmButton
      text="取消"
      className="rounded-md border border-red-300 px-4 py-2 text-sm text-red-600 hover:bg-red-50"
      title="取消发货单"
      question={`确定要取消发货单 ${orderNo} 吗？取消后不能再发布。`}
      confirmText="确定取消"
      busyText="取消中..."
      onConfirm={onConfirm}
    />
  );
}
