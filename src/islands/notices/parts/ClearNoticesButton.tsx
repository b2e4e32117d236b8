import type { NoticeType } from '../../../lib/shared/contract';
import { FormRefusal } from '../../../lib/request/refusal';
import { clearNotices } from '../../../stores/shell/shell';
import ConfirmButton from '../../shared/ConfirmButton';

interface Props {
  type: NoticeType;
  /** The tab's name: `通知`, `消息`, `待办`. */
  title: string;
  count: number;
  unread: number;
}

/** 清空 one tab of the bell, asked first: cleared notices cannot be brought back. */
export default function ClearNoticesButton({ type, title, count, unread }: Props) {
  return (
    <ConfirmButton
      text={`清空${title}`}
      className="rounded px-3 py-1.5 text-gray-600 hover:bg-gray-50 hover:text-primary"
      title={`清空${title}`}
      question={`将删除全部 ${count} 条${title}${unread > 0 ? `（其中 ${unread} 条未读）` : ''}，删除后不能恢复；其他类型的不受影响。`}
      confirmText="确定清空"
      busyText="清空中..."
      onConfirm={async () => {
        if (!(await clearNotices(type))) throw new FormRefusal(`未能清空${title}，请稍后重试`);
      }}
    />
  );
}
