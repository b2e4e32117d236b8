import '../../stores/shell/request-effects';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { getWaybill } from '../../lib/waybills/api';
import { formatPrice, formatVehicle } from '../../lib/waybills/waybill-text';
import { type WaybillDetail, type WaybillRole } from '../../lib/shared/contract';
import { WAYBILL_STATE_LABELS } from '../../lib/shared/waybill-labels';
import { formatDate, formatDateTime } from '../../lib/shared/format';
import { $currentUser } from '../../stores/shell/session';
import LoadPending from '../shared/LoadPending';
import { useLoad } from '../shared/useLoad';
import type { WaybillRatingsProps } from './parts/WaybillRatings';
import WaybillActions from './parts/WaybillActions';
import WaybillTimeline from './parts/WaybillTimeline';
import { useOnDemand } from '../shared/useOnDemand';
import WaybillComplaints from './parts/WaybillComplaints';

/** 评价 comes beside the waybill's own read (its forms are for a waybill that has ended only). */
const loadRatings = () => import('./parts/WaybillRatings');

const roleOf = (waybill: WaybillDetail, userId: number | null): WaybillRole | null =>
  waybill.shipper.id === userId ? 'shipper' : waybill.carrier.id === userId ? 'carrier' : null;

/**
 * /basic/portal/waybill?id=N (运单详情): the terms, both parties and their phones, the timeline, the
 * step the viewer may take next and, for the two parties, the complaints about it (投诉). Printed, only the waybill remains (global.css, `@media print`).
 */
export default function WaybillPage() {
  const [id, setId] = useState<number | null>(null);
  useEffect(() => setId(Number(new URLSearchParams(window.location.search).get('id')) || 0), []);
  const userId = useStore($currentUser, { ssr: () => null })?.id ?? null;
  const load = useLoad(id === null ? null : String(id), () =>
    getWaybill(id ?? 0, { skipErrorHandler: true }),
  );
  const ratings = useOnDemand<WaybillRatingsProps>(loadRatings);
  useEffect(ratings.load, []);
  if (load.status !== 'ready') return <LoadPending load={load} mendable={id !== 0} />;
  const waybill = load.data;
  const { mayRate, byShipper, byCarrier } = waybill.ratings;
  // The page shows at once with its ratings, so nothing below them moves when they arrive.
  if ((mayRate || byShipper || byCarrier) && !ratings.Component)
    return (
      <LoadPending
        load={{ status: ratings.failed ? 'failed' : 'loading', error: null, retry: ratings.load }}
      />
    );
  const terms: [string, string][] = [
    ['运单号', waybill.waybillNo],
    ['状态', WAYBILL_STATE_LABELS[waybill.state]],
    ['线路', `${waybill.origin} → ${waybill.destination}`],
    ['货物', waybill.cargoName],
    ['重量', waybill.weightTons === null ? '—' : `${waybill.weightTons} 吨`],
    ['车型', waybill.vehicleType || '不限'],
    ['车辆', formatVehicle(waybill.agreedVehicle)],
    ['运费', formatPrice(waybill.price)],
    ['装货日期', formatDate(waybill.loadingAt)],
    ['货主', `${waybill.shipper.nickname}　${waybill.shipper.mobile}`],
    ['承运方', `${waybill.carrier.nickname}　${waybill.carrier.mobile}`],
    ['备注', waybill.note || '—'],
    ['生成时间', formatDateTime(waybill.createdAt)],
  ];
  return (
    <article className="waybill space-y-6" aria-label={`运单 ${waybill.waybillNo}`}>
      <section aria-labelledby="waybill-terms">
        <h2 id="waybill-terms" className="mb-3 text-base font-semibold text-gray-900">
          运单信息
        </h2>
        <dl className="grid grid-cols-2 gap-x-8 gap-y-2 text-sm">
          {terms.map(([name, value]) => (
            <div key={name} className="flex gap-3">
              <dt className="w-20 shrink-0 text-gray-600">{name}</dt>
              <dd className="text-gray-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <WaybillTimeline events={waybill.events} />
      <WaybillActions waybill={waybill} role={roleOf(waybill, userId)} onChanged={load.replace} />
      {ratings.Component && (
        <ratings.Component
          waybill={waybill}
          role={roleOf(waybill, userId)}
          onChanged={(changed) => load.replace({ ...waybill, ratings: changed })}
        />
      )}
      {userId !== null && roleOf(waybill, userId) !== null && (
        <WaybillComplaints waybillId={waybill.id} userId={userId} />
      )}
    </article>
  );
}
