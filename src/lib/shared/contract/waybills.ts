/**
 * Quotes on a 货源 and the waybills (运单) an accepted quote makes (docs/api.md, Quotes and waybills):
 * their states, the events that move a waybill, and the answers' shapes.
 */
import type { CreditBrief, WaybillRatings } from './ratings.ts';

/** A quote is open until its carrier withdraws it, its offer's owner accepts it, or another is accepted. */
export const QUOTE_STATES = ['open', 'withdrawn', 'accepted', 'closed'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

/** One quote as `GET /logistics-info/:id/quotes` answers it. `price` null: 按货主报价. */
export interface Quote {
  id: number;
  offerId: number;
  carrierId: number;
  /** The carrier's nickname and verified enterprise (已认证), as an offer's page carries its publisher's. */
  carrierNickname: string;
  carrierEnterpriseId: number | null;
  carrierEnterpriseName: string | null;
  /** The carrier's credit in brief (server/queries/credit.ts). */
  carrierCredit: CreditBrief | null;
  price: number | null;
  loadingAt: string;
  note: string;
  state: QuoteState;
  createdAt: string;
  /** Which of the carrier's vehicles the quote names; null: 不指定车辆, or the vehicle was deleted since. */
  vehicle: QuoteVehicle | null;
  /** The waybill an accepted quote made; null otherwise. */
  waybillId: number | null;
}

/**
 * A quote's vehicle: the plate masked as every plate before a waybill (`沪A·***45`), its type and
 * length, and whether it is 车辆已认证 (approved and unexpired, server/queries/marks.ts).
 */
export interface QuoteVehicle {
  id: number;
  plate: string;
  vehicleType: string;
  lengthMeters: number;
  verified: boolean;
}

/** The vehicle a waybill was agreed with, as it was when the quote was accepted: the plate in full. */
export interface AgreedVehicle {
  plate: string;
  vehicleType: string;
  lengthMeters: number;
}

/** `GET /logistics-info/:id/quotes`: whether the reader published the offer (then `list` is every quote), else their own. */
export interface QuoteList {
  owner: boolean;
  list: Quote[];
}

/** `POST /quotes/:id/accept`. */
export interface QuoteAccepted {
  waybillId: number;
}

export const WAYBILL_STATES = [
  'pending',
  'loaded',
  'in_transit',
  'delivered',
  'received',
  'cancelled',
] as const;
export type WaybillState = (typeof WAYBILL_STATES)[number];

/** What `POST /waybills/:id/events` records; `created` is the accept that made the waybill. */
export const WAYBILL_EVENT_TYPES = ['loaded', 'departed', 'delivered', 'received', 'cancelled'] as const;
export type WaybillEventType = (typeof WAYBILL_EVENT_TYPES)[number];
export type WaybillTimelineType = WaybillEventType | 'created';

export const WAYBILL_ROLES = ['shipper', 'carrier'] as const;
export type WaybillRole = (typeof WAYBILL_ROLES)[number];

/** One step of a waybill's timeline: who (null: the server, e.g. the automatic 已签收) and when. */
export interface WaybillEvent {
  id: number;
  type: WaybillTimelineType;
  userId: number | null;
  nickname: string | null;
  note: string;
  /** The photos added with the step (the 电子回单 of 已送达): `GET /files/:id`. */
  fileIds: string[];
  createdAt: string;
}

/** A waybill in `GET /user/waybills`. */
export interface WaybillItem {
  id: number;
  waybillNo: string;
  state: WaybillState;
  origin: string;
  destination: string;
  cargoName: string;
  price: number | null;
  loadingAt: string;
  shipperNickname: string;
  carrierNickname: string;
  createdAt: string;
  updatedAt: string;
}

/** `GET /waybills/:id`: the terms, both parties with their phones, the timeline. */
export interface WaybillDetail extends WaybillItem {
  offerId: number;
  quoteId: number;
  weightTons: number | null;
  volumeCubic: number | null;
  vehicleType: string;
  /** The carrier's vehicle the accepted quote named; null when it named none. */
  agreedVehicle: AgreedVehicle | null;
  note: string;
  shipper: WaybillParty;
  carrier: WaybillParty;
  events: WaybillEvent[];
  /** For the viewer: whether they may rate, and the ratings they may read. */
  ratings: WaybillRatings;
}

export interface WaybillParty {
  id: number;
  nickname: string;
  mobile: string;
}
