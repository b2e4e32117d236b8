import type { Delivery } from '../../../lib/shared/contract';

/** Where a confirmed shipment is: public in 物流信息 as a 货源, or seen by its shipper alone. */
export default function PublicState({ delivery }: { delivery: Pick<Delivery, 'offerId'> }) {
  return delivery.offerId === null ? (
    <p className="rounded-md bg-gray-50 px-4 py-3 text-sm text-gray-700">
      尚未发布为货源：这张发货单只有你自己可见，承运方看不到。点击「发布为货源」后，它会出现在「物流信息」中。
    </p>
  ) : (
    <p className="rounded-md bg-green-50 px-4 py-3 text-sm text-green-800">
      已发布为货源：承运方可在「物流信息」中找到它并联系你。
    </p>
  );
}
