import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { acceptQuote } from '../../../lib/waybills/api';
import { formatPrice, formatVehicle } from '../../../lib/waybills/waybill-text';
import { type Quote } from '../../../lib/shared/contract';
import { QUOTE_STATE_LABELS } from '../../../lib/shared/waybill-labels';
import { formatDate, formatDateTime } from '../../../lib/shared/format';
import { WAYBILL_PATH, withBase } from '../../../lib/shared/routes';
import { $global } from '../../../stores/shell/shell';
import ConfirmButton from '../../shared/ConfirmButton';
import CreditBadge from '../../shared/CreditBadge';
import MarkLabels from '../../shared/MarkLabels';
import type { QuotedOffer } from '../../../lib/waybills/api';
import ColumnHeads from './ColumnHeads';

const base = import.meta.env.BASE_URL;

/**
 * The publisher's quotes, oldest first, read again whenever a notice arrives (a new quote is one):
 * 接受 asks first, since it closes the others and marks the offer 已成交; then opens the waybill.
 */
export default function QuoteList({
  offer,
  quotes,
  refresh,
}: {
  offer: QuotedOffer;
  quotes: Quote[];
  refresh: () => void;
}) {
  const newest = useStore($global).notices[0]?.id ?? 0;
  useEffect(() => {
    if (newest) refresh();
  }, [newest]);
  if (quotes.length === 0)
    return <p className="text-sm text-gray-600">还没有承运方报价，有新报价时会通知您。</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">收到的报价（共 {quotes.length} 条）</caption>
        <ColumnHeads names={['承运方', '报价', '车辆', '可装货日期', '说明', '报价时间', '状态']} />
        <tbody>
          {quotes.map((quote) => (
            <tr key={quote.id} className="border-b border-gray-100">
              <td className="py-2 pr-3">
                {quote.carrierNickname}
                {quote.carrierEnterpriseName && <span className="ml-1 text-xs text-green-700">已认证</span>}
                <CreditBadge credit={quote.carrierCredit} />
              </td>
              <td className="py-2 pr-3">{formatPrice(quote.price)}</td>
              <td className="relative py-2 pr-3">
                {formatVehicle(quote.vehicle)}
                <MarkLabels
                  marks={quote.vehicle?.verified ? ['vehicle'] : []}
                  idPrefix={`quote-${quote.id}`}
                />
              </td>
              <td className="py-2 pr-3">{formatDate(quote.loadingAt)}</td>
              <td className="py-2 pr-3">{quote.note || '—'}</td>
              <td className="py-2 pr-3">{formatDateTime(quote.createdAt)}</td>
              <td className="py-2">
                {quote.state === 'open' ? (
                  <ConfirmButton
                    text="接受"
                    label={`接受 ${quote.carrierNickname} 的报价`}
                    className="text-primary hover:underline"
                    title={`接受 ${quote.carrierNickname} 的报价`}
                    question={`接受后生成运单，「${offer.title}」标记为已成交，其他报价将关闭并通知对方。此操作不能撤销。`}
                    confirmText="确定接受"
                    busyText="提交中..."
                    tone="primary"
                    onConfirm={async () => {
                      const { waybillId } = await acceptQuote(quote.id, { skipErrorHandler: true });
                      window.location.assign(withBase(base, `${WAYBILL_PATH}?id=${waybillId}`));
                    }}
                  />
                ) : quote.waybillId !== null ? (
                  <a
                    className="text-primary hover:underline"
                    href={withBase(base, `${WAYBILL_PATH}?id=${quote.waybillId}`)}
                  >
                    查看运单
                  </a>
                ) : (
                  QUOTE_STATE_LABELS[quote.state]
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
