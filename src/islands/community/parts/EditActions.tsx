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
  const label = (text: string) => (busy ? '保存中...' : text);
  return (
    <div className="flex gap-3">
      {conflicted ? (
        <>
          <button
            type="button"
            onClick={onOverwrite}
            disabled={busy}
            aria-busy={busy || undefined}
            className={PRIMARY}
          >
            {label('用我的内容覆盖')}
          </button>
          <button type="button" onClick={onDiscard} disabled={busy} className={SECONDARY}>
            放弃我的修改
          </button>
        </>
      ) : (
        <>
          <button type="submit" disabled={busy} aria-busy={busy || undefined} className={PRIMARY}>
            {label('保存')}
          </button>
          <button type="button" onClick={onCancel} disabled={busy} className={SECONDARY}>
            取消
          </button>
        </>
      )}
    </div>
  );
}
