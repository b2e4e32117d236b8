import '../../stores/request-effects';
import { useEffect, useState } from 'react';
import { detailsHref } from '../../lib/list-definition';
import { DELIVERY_DETAILS_PATH, DELIVERY_FORM_PATH, HOME_PATH, withBase } from '../../lib/routes';
import { DELIVERY_STATUS_LABELS } from '../../lib/delivery-labels';
import LoadFailure from '../shared/LoadFailure';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from './parts/styles';
import { deliveryIdFromUrl, useDelivery } from './parts/useDelivery';
import PublishOffer from './parts/PublishOffer';

const link = (path: string) => withBase(import.meta.env.BASE_URL, path);

/**
 * 发货成功, only for a shipment the server says is confirmed: the page asks every time it opens, so a
 * reload, an old link or a shipment that is still a draft never shows a false success.
 */
function Result({ id }: { id: number }) {
  const { load, retry } = useDelivery(id);
  if (load.status === 'loading') return <p className="py-10 text-center text-gray-600">载入中...</p>;
  if (load.status === 'failed')
    return <LoadFailure error={load.error} onRetry={load.missing ? undefined : retry} />;
  const { delivery } = load;
  const details = link(detailsHref(DELIVERY_DETAILS_PATH, delivery.id));
  if (delivery.status !== 'confirmed') {
    return (
      <div role="status" className="rounded-lg bg-white px-6 py-10 text-center shadow-sm">
        <p className="text-gray-700">
          发货单 {delivery.orderNo} 当前状态为「{DELIVERY_STATUS_LABELS[delivery.status]}」，尚未发布成功。
        </p>
        <a href={details} className={`mt-4 inline-block ${SECONDARY_BUTTON}`}>
          查看发货单
        </a>
      </div>
    );
  }
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center rounded-xl bg-white px-8 py-12 text-center shadow-sm">
      <div
        aria-hidden="true"
        className="mb-5 flex size-20 items-center justify-center rounded-full bg-green-50 text-4xl text-green-600"
      >
        ✓
      </div>
      <h2 className="text-xl font-semibold text-gray-900">发布成功</h2>
      <p className="mt-3 text-sm text-gray-600">
        订单号 <strong className="font-mono text-gray-900">{delivery.orderNo}</strong>
      </p>
      <nav aria-label="下一步" className="mt-8 flex flex-wrap justify-center gap-3">
        <a href={details} className={SECONDARY_BUTTON}>
          查看发货单
        </a>
        <PublishOffer deliveryId={delivery.id} />
        <a href={link(DELIVERY_FORM_PATH)} className={SECONDARY_BUTTON}>
          继续发货
        </a>
        <a href={link(HOME_PATH)} className={PRIMARY_BUTTON}>
          返回首页
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
