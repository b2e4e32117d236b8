/**
 * How quotes and waybills say a price: the amount in 元, or 按货主报价 when none was named.
 */

export const formatPrice = (price: number | null): string => (price === null ? '按货主报价' : `${price} 元`);
