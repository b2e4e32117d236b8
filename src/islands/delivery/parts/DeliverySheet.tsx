import type { Delivery, DeliveryStatus } from '../../../lib/shared/contract';
import { DELIVERY_STATUS_LABELS } from '../../../lib/shared/delivery-labels';
import { PAYMENT_METHOD_LABELS } from '../../../lib/shared/freight-choices';
import { LENGTH_ANY_TEXT } from '../../../lib/shared/freight-choices';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../../lib/shared/format';
import { placeText } from '../../../lib/shared/regions';

const STATUS_STYLE: Record<DeliveryStatus, string> = {
  draft: 'bg-amber-50 text-amber-700 ring-amber-600/20',
  confirmed: 'bg-green-50 text-green-700 ring-green-600/20',
  cancelled: 'bg-gray-100 text-gray-600 ring-gray-500/20',
};

export function StatusBadge({ status }: { status: DeliveryStatus }) {
  return (
    <span
      className={`inline-flex rounded px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS_STYLE[status]}`}
    >
      {DELIVERY_STATUS_LABELS[status]}
    </span>
  );
}

type Row = [label: string, value: string];

function Section({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <section className="border-t border-gray-100 pt-4">
      <h2 className="mb-3 text-base font-semibold text-gray-900">{title}</h2>
      <dl className="grid grid-cols-1 gap-x-8 gap-y-2 text-sm md:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex gap-3">
            <dt className="w-24 shrink-0 text-gray-500">{label}</dt>
            <dd className="min-w-0 break-words text-gray-900">{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A shipment as the shipper reviews it. */
export default function DeliverySheet({ delivery }: { delivery: Delivery }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3 text-sm text-gray-600">
        <span>
          订单号 <strong className="font-mono text-gray-900">{delivery.orderNo}</strong>
        </span>
        <StatusBadge status={delivery.status} />
        <span>创建于 {formatDateTime(delivery.createdAt)}</span>
      </div>
      <Section
        title="发货人与收货人"
        rows={[
          ['发货人', delivery.shipperName],
          ['发货人电话', delivery.shipperPhone],
          ['发货地址', delivery.shipperAddress],
          ['收货人', delivery.consigneeName],
          ['收货人电话', delivery.consigneePhone],
          ['收货地址', delivery.consigneeAddress],
        ]}
      />
      <Section
        title="线路"
        rows={[
          ['出发地', placeText(delivery.origin)],
          ['目的地', placeText(delivery.destination)],
          ['装货日期', formatDate(delivery.loadingDate)],
          ['预计到达日期', formatDate(delivery.expectedArrivalDate)],
        ]}
      />
      <Section
        title="货物与车辆"
        rows={[
          ['货物名称', delivery.cargoName],
          ['货物类型', delivery.cargoType],
          ['重量', formatNumber(delivery.weightTons, '吨')],
          ['体积', formatNumber(delivery.volumeCubic, '方')],
          ['件数', formatNumber(delivery.pieces, '件')],
          ['车型', delivery.vehicleType],
          [
            '车长',
            delivery.vehicleLengthMeters === null
              ? LENGTH_ANY_TEXT
              : formatNumber(delivery.vehicleLengthMeters, '米'),
          ],
        ]}
      />
      <Section
        title="费用"
        rows={[
          ['运费', delivery.freightNegotiable ? '面议' : formatMoney(delivery.freight)],
          ['付款方式', PAYMENT_METHOD_LABELS[delivery.paymentMethod]],
          ['备注', delivery.remarks],
        ]}
      />
    </div>
  );
}
