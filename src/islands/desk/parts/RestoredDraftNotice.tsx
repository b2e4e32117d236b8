import type { DeskItem } from '../../../lib/shared/contract';
import { deskPersonText } from '../../../lib/desk/desk';

interface Props {
  /** The revision the kept draft was made on, when a newer one was saved since; null otherwise. */
  staleFrom: { base: number; item: DeskItem } | null;
  onRebase: () => void;
  onDiscard: () => void;
}

/** Says that unsaved changes were restored (and on which revision), with 放弃这些修改. */
export default function RestoredDraftNotice({ staleFrom, onRebase, onDiscard }: Props) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-800"
    >
      <p className="flex-1">
        {staleFrom
          ? `已恢复未保存的修改，但它基于第 ${staleFrom.base} 版，而最新的是第 ${staleFrom.item.revision} 版（${deskPersonText(staleFrom.item.draft.savedBy)}保存）。`
          : '已恢复上次未保存的修改。'}
      </p>
      {staleFrom && (
        <button
          type="button"
          className="rounded border border-amber-300 bg-white px-3 py-1"
          onClick={onRebase}
        >
          在最新版本上保存我的修改
        </button>
      )}
      <button
        type="button"
        className="rounded border border-amber-300 bg-white px-3 py-1"
        onClick={onDiscard}
      >
        放弃这些修改
      </button>
    </div>
  );
}
