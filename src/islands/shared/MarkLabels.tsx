import type { Mark } from '../../lib/shared/contract/documents';
import type { CreditBrief } from '../../lib/shared/contract/ratings';
import { MARK_EXPLANATIONS, MARK_LABELS } from '../../lib/shared/mark-labels';

/**
 * The marks of an offer's publisher as small labels, each explained in a tooltip shown on hover and on
 * keyboard focus (and read as the label's description). No hooks: static pages render it too. The
 * tooltip is placed by the nearest positioned ancestor outside the cell, so a truncated table cell
 * does not clip it. `idPrefix` keeps the tooltips' ids unique on the page.
 */
export default function MarkLabels({ marks, idPrefix }: { marks: readonly Mark[]; idPrefix: string }) {
  if (marks.length === 0) return null;
  return (
    <span className="ml-2 inline-flex gap-1 align-middle font-normal" data-testid="marks">
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

/** 信用 A · 32 单 · 4.8 分, or 新用户, as offers, lists and quotes show a user's credit. */
export const creditWords = (credit: CreditBrief): string =>
  credit.level === 'new'
    ? '新用户'
    : `信用 ${credit.level} · ${credit.waybills} 单${credit.average === null ? '' : ` · ${credit.average} 分`}`;

/**
 * A user's credit in brief (docs/api.md, Ratings and credit), shown wherever the marks are (and on
 * quotes): beside them in this file, so the pages that show both load one chunk.
 */
export function CreditBadge({ credit }: { credit: CreditBrief | null }) {
  if (!credit) return null;
  return (
    <span
      className="ml-2 align-middle text-xs font-normal whitespace-nowrap text-gray-600"
      data-testid="credit"
    >
      {creditWords(credit)}
    </span>
  );
}
