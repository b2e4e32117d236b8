/** Logistics information (货源 / 车源 / 专线). */
import type { Mark } from './documents.ts';
import type { CreditBrief } from './ratings.ts';

export const LOGISTICS_KINDS = ['cargo', 'vehicle', 'line'] as const;
export type LogisticsKind = (typeof LOGISTICS_KINDS)[number];

export interface LogisticsInfoItem {
  id: number;
  kind: LogisticsKind;
  title: string;
  origin: string;
  destination: string;
  /** Cargo name for 货源, empty otherwise. */
  cargoName: string;
  weightTons: number | null;
  volumeCubic: number | null;
  vehicleType: string;
  vehicleLengthMeters: number | null;
  /** Freight in 元; null means 面议. */
  price: number | null;
  companyName: string;
  publishedAt: string;
  views: number;
  /** The day loading is offered or wanted, `YYYY-MM-DD`; null for a line (专线), which runs on. */
  loadingDate: string | null;
  /**
   * The loading date has passed (China's day when the server answered): the offer is stale, listed
   * after the current ones and shown as 已过期.
   */
  expired: boolean;
  /** The marks its publisher has earned, checked by an editor and unexpired (contract/documents.ts). */
  marks: Mark[];
  /** Its publisher's credit in brief (信用 A · 32 单 · 4.8 分); null for the portal's own offers. */
  credit: CreditBrief | null;
  /**
   * The publisher's id, to link to their profile (用户主页); null for an offer of no account and once
   * the account is closed (注销), which has no profile.
   */
  publisherProfileId: number | null;
}

/** What an offer says beyond its row in a list: its words, contact, state, places, a truck's plate and days. */
interface OfferContent extends LogisticsInfoItem {
  content: string;
  contactName: string;
  contactPhone: string;
  /** 发布中, 已成交, 已撤回 or 已过期 (an offer still 发布中 after its last day). */
  state: OfferViewState;
  /** Six-digit GB/T 2260 codes; null for an offer whose place has no known code. */
  originCode: string | null;
  /** Every destination (a truck may name several provinces or cities). */
  destinationCodes: string[];
  /** A truck's plate; empty for other offers. */
  plate: string;
  /** A truck's first and last available days; null for other offers. */
  availableFrom: string | null;
  availableTo: string | null;
}

/**
 * An offer's page: its `contactPhone` masked (`138****8000`) when the request carries no valid token,
 * its `plate` always masked (`沪A·***12`).
 */
export interface LogisticsInfoDetail extends OfferContent {
  contactMasked: boolean;
  enterpriseId: number | null;
  /** Whether the signed-in account published it. */
  mine: boolean;
  /** The publisher's account id (常用车辆/常用货主 keeps it); null for an offer of no account. */
  publisherId: number | null;
  /**
   * The publisher's nickname, which links to their profile (用户主页); null for an offer of no
   * account and once the account is closed (注销), which has no profile.
   */
  publisherName: string | null;
  /** How many accounts were shown the phone (`POST …/contact`): for its publisher only, else null. */
  contactReveals: number | null;
  /** The publisher's verified enterprise (企业认证) once published: 已认证 links to its page. */
  authorEnterpriseId?: number | null;
  authorEnterpriseName?: string | null;
}

/** `POST /logistics-info/:id/contact`: the offer's phone, in full. */
export interface RevealedContact {
  contactPhone: string;
  contactName: string;
  /** How many accounts were shown the phone: for the offer's publisher; null for anyone else. */
  contactReveals: number | null;
}

/** `POST /logistics-info` and a re-publication answer the new offer's id and state. */
export interface OfferCreated {
  id: number;
  state: OfferViewState;
}

/**
 * One of the account's own offers (`GET /user/offers`): everything it needs to edit or re-publish,
 * the plate and the phone in full.
 */
export interface OwnOffer extends Omit<OfferContent, 'marks' | 'credit' | 'publisherProfileId'> {
  /** How many times signed-in visitors were shown the contact phone. */
  contactReveals: number;
  updatedAt: string | null;
  /** Carriers' quotes still open on it (a 货源's; 0 for the others), to accept on its page. */
  openQuotes: number;
}

/**
 * What a published offer (货源 / 车源) goes through: 发布中 until its publisher marks it 已成交 or
 * 已撤回. 已过期 is not stored: an offer still 发布中 after its loading day (货源) or its last
 * available day (车源) is expired and leaves the lists by itself.
 */
export const OFFER_STATES = ['published', 'done', 'withdrawn'] as const;
export type OfferState = (typeof OFFER_STATES)[number];
/** The states `GET /user/offers?state` lists by, 已过期 included. */
export const OFFER_VIEW_STATES = ['published', 'done', 'withdrawn', 'expired'] as const;
export type OfferViewState = (typeof OFFER_VIEW_STATES)[number];

/** What became of an offer, as its page, its publisher's list and the server's messages say it. */
export const OFFER_STATE_LABELS: Readonly<Record<OfferViewState, string>> = {
  published: '发布中',
  done: '已成交',
  withdrawn: '已撤回',
  expired: '已过期',
};

/**
 * Why an offer no longer gives its phone (`POST …/contact` refused with 10710, and the details page
 * in place of the contact): `该信息已撤回，不再提供联系方式`.
 */
export const contactClosedText = (state: OfferViewState): string =>
  `该信息${OFFER_STATE_LABELS[state]}，不再提供联系方式`;
