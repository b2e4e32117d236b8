import { RATING_DIMENSION_LABELS, type Credit } from '../../lib/shared/contract/ratings';
import { CREDIT_FORMULA as F } from '../../lib/shared/rules/credit';

const LEVEL_WORDS = { A: '信用 A', B: '信用 B', C: '信用 C', D: '信用 D', new: '新用户' } as const;

/**
 * How a user's credit is computed, with their own numbers (src/lib/shared/rules/credit.ts): no black
 * box. Takes the `GET /users/:id/credit` answer; no hooks, so a static page can render it.
 */
export default function CreditExplained({ credit }: { credit: Credit }) {
  const tried = credit.waybills + credit.cancellations;
  return (
    <section aria-labelledby="credit-explained" className="space-y-2 text-sm text-gray-800">
      <h3 id="credit-explained" className="font-medium text-gray-900">
        {LEVEL_WORDS[credit.level]} · 信用分 {credit.score}：怎么算的
      </h3>
      <ol className="list-decimal space-y-1 pl-5">
        <li>
          评分均值：先按 {F.PRIOR_WEIGHT} 条 {F.PRIOR_MEAN} 分的中性评价起算，再加上已公开的 {credit.ratings}{' '}
          条评价（每条取三项的平均），评价越多越接近真实水平：{credit.weightedAverage} 分。
        </li>
        <li>
          扣减：取消的运单占比（{credit.cancellations}/{tried}）× {F.CANCELLATION_WEIGHT}，加上成立的投诉{' '}
          {credit.complaintsUpheld} 件 × {F.COMPLAINT_PENALTY}：共 {credit.deduction} 分。
        </li>
        <li>
          信用分 =（{credit.weightedAverage} − {credit.deduction} − 1）÷ 4 × 100 = {credit.score}（限
          0–100）。
        </li>
        <li>
          等级：{F.A_MIN} 分及以上且完成 {F.A_WAYBILLS} 单以上为 A，{F.B_MIN} 分及以上为 B，{F.C_MIN}{' '}
          分及以上为 C，其余为 D；尚无运单、评价、取消和投诉的为“新用户”（中性，不是低分）。
        </li>
      </ol>
      <p>
        已完成 {credit.waybills} 单；按时率{' '}
        {credit.onTimeRate === null ? '暂无' : `${Math.round(credit.onTimeRate * 100)}%`}
        （“准时”或“按时结算”评 4 分及以上的占比）。
      </p>
      {credit.averages.length > 0 && (
        <ul className="flex flex-wrap gap-4">
          {credit.averages.map((row) => (
            <li key={row.dimension}>
              {RATING_DIMENSION_LABELS[row.dimension]} {row.average} 分（{row.count} 条）
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
