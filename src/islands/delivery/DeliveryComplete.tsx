import '../../stores/shell/request-effects';
import { useEffect, useRef, useState } from 'react';
import { detailsHref } from '../../lib/list/list-definition';
import { DELIVERY_DETAILS_PATH, DELIVERY_FORM_PATH, MY_DELIVERIES_PATH, withBase } from '../../lib/shared/routes';
import { DELIVERY_STATUS_LABELS } from '../../lib/shared/delivery-labels';
import LoadFailure from '../shared/LoadFailure';
import { SECONDARY_BUTTON } from './parts/styles';
import { deliveryIdFromUrl, useDelivery } from './parts/useDelivery';
import PublishOffer from './parts/PublishOffer';

const link = (path: string) => withBase(import.meta.env.BASE_URL, path);

/**
 * 发货结果: what the server says the shipment is now, asked every time the page opens, so a reload or
 * an old link never shows a false success. Public (发布为货源 done): 已发布为货源 and the offer. Only
 * confirmed: 发货单已确认，尚未公开, how to publish it, and 发布为货源 right here.
 */
function Result({ id }: { id: number }) {
  const { load, retry, replace } = useDelivery(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const offerId = load.status === 'ready' ? load.delivery.offerId : null;
  const [published, setPublished] = useState(false);
  useEffect(() => {
    if (published) heading.current?.focus();
  }, [published, offerId]);

  if (load.status === 'loading') return <p className="py-10 text-center text-gray-600">载入中...</p>;
  if (load.status === 'failed')
    return <LoadFailure error={load.error} onRetry={load.missing ? undefined : retry} />;
  const { delivery } = load;
  const details = link(detailsHref(DELIVERY_DETAILS_PATH, delivery.id));
  if (delivery.status !== 'confirmed') {
    return (
      <div role="status" className="rounded-lg bg-white px-6 py-10 text-center shadow-sm">
        <p className="text-gray-700">
          发货单 {delivery.orderNo} 当前状态为「{DELIVERY_STATUS_LABELS[delivery.status]}
          」，尚未确认，承运方看不到它。
        </p>
        <a href={details} className={`mt-4 inline-block ${SECONDARY_BUTTON}`}>
          查看发货单
        </a>
      </div>
    );
  }
  const isPublic = delivery.offerId !== null;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center rounded-xl bg-white px-8 py-12 text-center shadow-sm">
      <div
        aria-hidden="true"
        className={`mb-5 flex size-20 items-center justify-center rounded-full text-4xl ${
          isPublic ? 'bg-green-50 text-green-600' : 'bg-blue-50 text-blue-700'
        }`}
      >
        {isPublic ? '✓' : 'i'}
      </div>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-gray-900">
        {isPublic ? '已发布为货源' : '发货单已确认，尚未公开'}
      </h2>
      <p className="mt-3 text-sm text-gray-600">
        订单号 <strong className="font-mono text-gray-900">{delivery.orderNo}</strong>
      </p>
      <p className="mt-3 text-sm text-gray-700">
        {isPublic
          ? '发货单已确认，并已作为货源发布在「物流信息」中，承运方现在可以找到它并联系你。'
          : '这张发货单目前只有你自己可见，承运方看不到。点击「发布为货源」，它会出现在「物流信息」中，承运方即可找到并联系你。'}
      </p>
      <nav aria-label="下一步" className="mt-8 flex flex-wrap justify-center gap-3">
        <PublishOffer
          deliveryId={delivery.id}
          offerId={delivery.offerId}
          onPublished={(offerId) => {
            replace({ ...delivery, offerId });
            setPublished(true);
          }}
        />
        <a href={details} className={SECONDARY_BUTTON}>
          查看发货单
        </a>
        <a href={link(MY_DELIVERIES_PATH)} className={SECONDARY_BUTTON}>
          我的发货单
        </a>
        <a href={link(DELIVERY_FORM_PATH)} className={SECONDARY_BUTTON}>
          继续发货
        </a>
      </nav>
    </section>
  );
}

export default function DeliveryComplete() {
  const [id, setId] = useState<number | null | undefined>(undefined);
  useEffect(() => setId(deliveryIdFromUrl()), []);
  if (id === undefined) return <p className="py-10 text-center text-gray-600">载入中...</p>;
  if (id === null) return <LoadFailure error={new Error('缺少发货单编号')} />;
  return <Result id={id} />;
}
