/** A user's credit in brief (docs/api.md, Ratings and credit), as offers, lists and quotes show it beside the marks. */
import type { CreditBrief } from '../../lib/shared/contract/ratings';

/** 信用 A · 32 单 · 4.8 分, or 新用户, as offers, lists and quotes show a user's credit. */
export const creditWords = (credit: CreditBrief): string =>
  credit.level === 'new'
    ? '新用户'
    : `信用 ${credit.level} · ${credit.waybills} 单${credit.average === null ? '' : ` · ${credit.average} 分`}`;

export default function CreditBadge({ credit }: { credit: CreditBrief | null }) {
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
