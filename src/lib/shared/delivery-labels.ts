/** Words for a shipment's state, for the pages that show one (its payment method's: freight-choices.ts). */
import type { DeliveryStatus } from './contract.ts';

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  draft: '草稿',
  confirmed: '已确认',
  cancelled: '已取消',
};
