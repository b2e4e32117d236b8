/** Words for a shipment's coded values, for the pages that show one (kept apart from the form's rules). */
import type { DeliveryStatus, PaymentMethod } from './contract.ts';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  prepaid: '现付',
  collect: '到付',
  monthly: '月结',
};

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  draft: '草稿',
  confirmed: '已确认',
  cancelled: '已取消',
};
