import BusyButton from '../../shared/BusyButton';

interface Props {
  busy: boolean;
  /** After a conflict (10604) the choices are to save over the newer text or to discard one's own. */
  conflicted: boolean;
  onOverwrite: () => void;
  onDiscard: () => void;
  onCancel: () => void;
}

const PRIMARY =
  'h-9 rounded-md bg-primary px-4 text-sm font-medium text-white hover:bg-primary-hover disabled:opacity-60';
const SECONDARY =
  'h-9 rounded-md border border-gray-300 px-4 text-sm text-gray-700 hover:border-primary hover:text-primary';

/** The edit form's buttons: 保存 and 取消, or after a conflict 用我的内容覆盖 and 放弃我的修改. */
export default function EditActions({ busy, conflicted, onOverwrite, onDiscard, onCancel }: Props) {
  return (
    <div className="flex gap-3">
      {conflicted ? (
        <>
          <BusyButton busy={busy} busyText="保存中..." onClick={onOverwrite} className={PRIMARY}>
            用我的内容覆盖
          </BusyButton>
          <button type="button" onClick={onDiscard} disabled={busy} className={SECONDARY}>
            放弃我的修改
          </button>
        </>
      ) : (
        <>
          <BusyButton busy={busy} busyText="保存中..." className={PRIMARY}>
            保存
          </BusyButton>
          <button type="button" onClick={onCancel} disabled={busy} className={SECONDARY}>
            取消
          </button>
        </>
      )}
    </div>
  );
}
