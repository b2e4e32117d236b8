import { useState } from 'react';
import type { ReportTarget } from '../../lib/shared/contract/moderation';
import DialogButton from './DialogButton';
import ReportDialog from './ReportDialog';

/** A quiet text button, as 屏蔽 beside it. */
export const REPORT_BUTTON = 'text-sm text-gray-600 hover:text-red-700 hover:underline';

/** 举报 of someone else's post, reply or offer; once sent, 已举报 for the rest of the visit. */
export default function ReportButton({
  target,
  id,
  what,
}: {
  target: ReportTarget;
  id: number;
  what: string;
}) {
  const [reported, setReported] = useState(false);
  if (reported) return <span className="text-sm text-gray-600">已举报</span>;
  return (
    <DialogButton
      text="举报"
      name={`举报${what}`}
      className={REPORT_BUTTON}
      dialog={ReportDialog}
      props={{ target, id, what, onReported: () => setReported(true) }}
    />
  );
}
