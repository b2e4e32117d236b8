/** 我要发货's endpoints (docs/api.md, Shipments), on the API client's helpers; protected, a user's own. */
import type * as C from '../shared/contract.ts';
import { get, idempotent, pagedEndpoint, post, put, segment, type ApiOptions } from '../request/api.ts';

/** Exactly once: a replay with the same key returns the original draft. */
export const createDelivery = (body: C.DeliveryInput, idempotencyKey: string, options?: ApiOptions) =>
  post<C.DeliveryCreated>('/api/deliveries', body, idempotent(idempotencyKey, options));
/** The user's own shipments, newest first. */
export const listDeliveries = pagedEndpoint<C.DeliverySummary>('/deliveries');
export const getDelivery = (deliveryId: number | string, options?: ApiOptions) =>
  get<C.Delivery>(`/api/deliveries/${segment(deliveryId)}`, undefined, options);
/** Only while the shipment is a draft. */
export const updateDelivery = (deliveryId: number | string, body: C.DeliveryInput, options?: ApiOptions) =>
  put<C.Delivery>(`/api/deliveries/${segment(deliveryId)}`, body, options);
export const confirmDelivery = (deliveryId: number | string, options?: ApiOptions) =>
  post<C.Delivery>(`/api/deliveries/${segment(deliveryId)}/confirm`, undefined, options);
export const cancelDelivery = (deliveryId: number | string, options?: ApiOptions) =>
  post<C.Delivery>(`/api/deliveries/${segment(deliveryId)}/cancel`, undefined, options);
/** A confirmed shipment as a cargo offer (the same offer again while it stands). */
export const publishDeliveryOffer = (deliveryId: number, options?: ApiOptions) =>
  post<C.OfferCreated>(`/api/deliveries/${segment(deliveryId)}/publish`, undefined, options);
