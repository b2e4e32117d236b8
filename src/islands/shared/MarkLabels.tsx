import type { Mark } from '../../lib/shared/contract/documents';
import { MARK_EXPLANATIONS, MARK_LABELS } from '../../lib/shared/mark-labels';

/**
 * The marks an editor checked (an offer's publisher's, a post's or a reply's author's) as small labels,
 * each explained in a tooltip shown on hover and on keyboard focus (and read as the label's
 * description): the one way every page draws them. No hooks: static pages render it too. The
 * tooltip is placed by the nearest positioned ancestor outside the cell, so a truncated table cell
 * does not clip it. `idPrefix` keeps the tooltips' ids unique on the page.
 */
export default function MarkLabels({ marks, idPrefix }: { marks: readonly Mark[]; idPrefix: string }) {
  if (marks.length === 0) return null;
  return (
    <span className="ml-2 inline-flex gap-1 align-middle font-normal">
      {marks.map((mark) => {
        const tip = `${idPrefix}-${mark}`;
        return (
          <span key={mark} className="group">
            <span
              tabIndex={0}
              aria-describedby={tip}
              className="cursor-help rounded border border-emerald-600 px-1 text-xs text-emerald-800"
            >
              {MARK_LABELS[mark]}
            </span>
            <span
              id={tip}
              role="tooltip"
              className="invisible absolute z-10 ml-1 rounded bg-gray-800 px-2 py-1 text-xs whitespace-nowrap text-white group-focus-within:visible group-hover:visible"
            >
              {MARK_EXPLANATIONS[mark]}
            </span>
          </span>
        );
      })}
    </span>
  );
}
