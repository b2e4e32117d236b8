import { closeOffer } from '../../../lib/offers/api';
import type { OwnOffer } from '../../../lib/shared/contract';
import { LOGISTICS_KIND_LABELS } from '../../../lib/shared/kind-labels';
import ConfirmButton from '../../shared/ConfirmButton';

const WORDING = {
  withdraw: {
    button: '撤回',
    className: 'text-red-700 hover:underline',
    question: (kind: string) =>
      `撤回后，这条${kind}会从物流信息列表、搜索和订阅提醒中移除，别人不能再查看您的电话。撤回后不能恢复，只能重新发布为新的一条。`,
    confirmText: '确定撤回',
    busyText: '撤回中...',
    done: '已撤回',
  },
  done: {
    button: '标记成交',
    className: 'text-primary hover:underline',
    question: (kind: string) =>
      `标记成交后，这条${kind}会从物流信息列表和搜索中移除，别人不能再查看您的电话，它将移到“已成交”。此操作不能撤销。`,
    confirmText: '确定成交',
    busyText: '提交中...',
    done: '已标记成交',
  },
} as const;

interface Props {
  offer: OwnOffer;
  action: 'withdraw' | 'done';
  /** Told once the offer is closed, with the sentence to show. */
  onClosed: (said: string) => void;
}

/** 撤回 or 标记成交 of a standing offer, asked first; a refusal keeps the dialog open (its toast says why). */
export default function CloseOfferButton({ offer, action, onClosed }: Props) {
  const wording = WORDING[action];
  return (
    <ConfirmButton
      text={wording.button}
      label={`${wording.button}：${offer.title}`}
      className={wording.className}
      tone={action === 'withdraw' ? 'danger' : 'primary'}
      title={`${wording.button}「${offer.title}」`}
      question={wording.question(LOGISTICS_KIND_LABELS[offer.kind])}
      confirmText={wording.confirmText}
      busyText={wording.busyText}
      onConfirm={async () => {
        await closeOffer(offer.id, action);
        onClosed(`“${offer.title}”${wording.done}`);
      }}
    />
  );
}
