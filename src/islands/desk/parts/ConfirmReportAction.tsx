import { handleReport } from '../../../lib/desk/api';
import type { ReportAction } from '../../../lib/shared/contract/moderation';
import { showToast } from '../../../stores/shell/feedback';
import ConfirmButton from '../../shared/ConfirmButton';

const WORDING: Record<ReportAction, { button: string; question: string; confirm: string; done: string }> = {
  hide: {
    button: '屏蔽',
    question:
      '屏蔽后，除作者本人外所有人都将看到“该内容已被屏蔽”，帖子将从列表和搜索中移除；作者和举报人会收到通知。',
    confirm: '确定屏蔽',
    done: '已屏蔽',
  },
  dismiss: {
    button: '驳回',
    question: '驳回后内容保持原样，举报人会收到“未发现违规”的通知。',
    confirm: '确定驳回',
    done: '已驳回',
  },
};

/** Hiding an offer withdraws it (docs/api.md, Moderation): it is not shown as 该内容已被屏蔽. */
const HIDE_OFFER_QUESTION = '屏蔽后该物流信息将被撤回，从列表和搜索中移除；发布者和举报人会收到通知。';

interface Props {
  reportId: number;
  /** Whether the report is about an offer (its 屏蔽 is told otherwise). */
  offer: boolean;
  action: ReportAction;
  /** What the report is about, in the button's name and the title: `帖子`, `#3 的回复`. */
  what: string;
  onDone: () => void;
}

/** 屏蔽 / 驳回 of one report, each asked first (the dialog's code comes on demand; focus returns on cancel). */
export default function ConfirmReportAction({ reportId, action, what, offer, onDone }: Props) {
  const wording = WORDING[action];

  return (
    <ConfirmButton
      text={wording.button}
      label={`${wording.button}${what}`}
      className={
        action === 'hide'
          ? 'rounded-md bg-red-600 px-4 py-1.5 text-sm font-medium text-white hover:bg-red-500'
          : 'rounded-md border border-gray-300 px-4 py-1.5 text-sm text-gray-700 hover:border-primary hover:text-primary'
      }
      title={`${wording.button}${what}`}
      question={offer && action === 'hide' ? HIDE_OFFER_QUESTION : wording.question}
      confirmText={wording.confirm}
      busyText="处理中..."
      onConfirm={async () => {
        // A refusal (e.g. already handled) is said by the request layer; the dialog stays.
        await handleReport(reportId, action);
        showToast('success', `${wording.done}该${what}的举报`);
        onDone();
      }}
    />
  );
}
