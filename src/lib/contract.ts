/**
 * The API contract between the portal and its server, all under `/logistics/api`.
 * The server imports it at run time; islands import its types and its few constants.
 * Dates are ISO 8601 strings (`2026-11-22T08:00:00.000Z`); calendar days are `YYYY-MM-DD`.
 *
 * Every enumeration is one `as const` list here: its type is read from it, and so are the server's
 * query parsing, the schema's CHECK constraints (server/schema.ts) and the seed.
 */

/** Envelope of every response. `errorCode` is 0 and `errorMsg` '' on success. */
export interface Envelope<T> {
  success: boolean;
  errorCode: number;
  errorMsg: string;
  data: T;
  /** How the portal should show a failure (see the error catalogue); absent means the default. */
  showType?: number;
}

/** A paged answer. `page` starts at 1; `pageSize` defaults to 10, at most 100. */
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PageQuery {
  page?: number;
  pageSize?: number;
}

export const ErrorCodes = {
  ok: 0,
  invalidInput: 10001,
  tokenMissingOrExpired: 10002,
  wrongCredentials: 10003,
  tooManyAttempts: 10004,
  smsCodeInvalid: 10005,
  notFound: 10404,
  idempotencyConflict: 10409,
  unsupportedMediaType: 10415,
  /** The server cannot keep data now (its database file is gone, the disk is full or read-only). */
  storageUnavailable: 10503,
} as const;
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;
/** The last page a list may ask for, far beyond any real list (`page=1e400` names none). */
export const PAGE_MAX = 100_000;

// ---------- auth and account ----------

export interface User {
  id: number;
  account: string;
  nickname: string;
  realName: string;
  company: string;
  email: string;
  /** Always masked, e.g. `138****8000`. */
  mobile: string;
  createdAt: string;
  lastLoginAt: string | null;
}

export interface LoginRequest {
  account: string;
  password: string;
}
export interface LoginResult {
  token: string;
  expiresAt: string;
  user: User;
}

export const SMS_PURPOSES = ['reset', 'bind'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
export interface SmsCodeRequest {
  mobile: string;
  purpose: SmsPurpose;
}
export interface SmsCodeResult {
  cooldownSeconds: number;
}
export interface PasswordResetRequest {
  mobile: string;
  code: string;
  newPassword: string;
}
/** One message in the development SMS outbox (`GET /dev/outbox?mobile=`, PORTAL_DEMO=1 only). */
export interface OutboxMessage {
  mobile: string;
  purpose: SmsPurpose;
  code: string;
  text: string;
  sentAt: string;
}

/** `GET /site/info`: how the server runs. `demo` is true when the SMS outbox is readable (PORTAL_DEMO=1). */
export interface SiteInfo {
  demo: boolean;
}

export interface ProfileUpdate {
  nickname: string;
  realName: string;
  company: string;
  email: string;
}
export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}
export interface MobileChange {
  mobile: string;
  code: string;
  /** The account's current password. */
  password: string;
}

export const LOGIN_ACTIONS = ['login', 'logout'] as const;
export type LoginAction = (typeof LOGIN_ACTIONS)[number];

export interface LoginRecord {
  id: number;
  action: LoginAction;
  at: string;
  ip: string;
  userAgent: string;
}

// ---------- logistics information ----------

export const LOGISTICS_KINDS = ['cargo', 'vehicle', 'line'] as const;
export type LogisticsKind = (typeof LOGISTICS_KINDS)[number];

/** The vehicle types of logistics information: what the seed writes and the list's filter offers. */
export const VEHICLE_TYPES = [
  '厢式货车',
  '平板车',
  '高栏车',
  '冷藏车',
  '集装箱车',
  '危险品车',
  '飞翼车',
] as const;

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
}

export interface LogisticsInfoDetail extends LogisticsInfoItem {
  content: string;
  contactName: string;
  /** Masked (`138****8000`) when the request carries no valid token. */
  contactPhone: string;
  contactMasked: boolean;
  enterpriseId: number | null;
}

export interface LogisticsInfoQuery extends PageQuery {
  kind?: LogisticsKind;
  origin?: string;
  destination?: string;
  vehicleType?: string;
  keyword?: string;
}

// ---------- policies and announcements ----------

export const POLICY_LEVELS = ['national', 'province', 'city'] as const;
export type PolicyLevel = (typeof POLICY_LEVELS)[number];

export interface PolicyItem {
  id: number;
  title: string;
  authority: string;
  documentNo: string;
  level: PolicyLevel;
  region: string;
  publishedAt: string;
  effectiveAt: string;
  summary: string;
}
export interface PolicyDetail extends PolicyItem {
  /** Paragraphs separated by a blank line. */
  content: string;
}
export interface PolicyQuery extends PageQuery {
  keyword?: string;
  level?: PolicyLevel;
  /** Published on or after, `YYYY-MM-DD`. */
  from?: string;
  /** Published on or before, `YYYY-MM-DD`. */
  to?: string;
}

export interface AnnouncementItem {
  id: number;
  title: string;
  enterpriseId: number;
  enterpriseName: string;
  publishedAt: string;
  views: number;
}
export interface AnnouncementLink {
  id: number;
  title: string;
}
export interface AnnouncementDetail extends AnnouncementItem {
  content: string;
  previous: AnnouncementLink | null;
  next: AnnouncementLink | null;
}
export interface AnnouncementQuery extends PageQuery {
  keyword?: string;
  enterpriseId?: number;
}

// ---------- enterprises and routes ----------

export interface EnterpriseItem {
  id: number;
  name: string;
  creditCode: string;
  city: string;
  businessScope: string;
  routeCount: number;
}
export interface EnterpriseDetail extends EnterpriseItem {
  legalRepresentative: string;
  /** 万元 */
  registeredCapital: number;
  foundedAt: string;
  address: string;
  contactName: string;
  /** Masked (`138****8000`, `021-****5678`) when the request carries no valid token. */
  contactPhone: string;
  contactMasked: boolean;
  introduction: string;
}
export interface EnterpriseQuery extends PageQuery {
  keyword?: string;
}

export interface RouteItem {
  id: number;
  enterpriseId: number;
  enterpriseName: string;
  origin: string;
  destination: string;
  /** 元/公斤 */
  heavyPrice: number;
  /** 元/方 */
  lightPrice: number;
  /** 元 */
  minimumCharge: number;
  transitHours: number;
  /** e.g. `每日 2 班` */
  departures: string;
  vehicleType: string;
}
export interface RouteDetail extends RouteItem {
  contactName: string;
  /** Masked (`138****8000`, `021-****5678`) when the request carries no valid token. */
  contactPhone: string;
  contactMasked: boolean;
  address: string;
  remarks: string;
}
export interface RouteQuery extends PageQuery {
  origin?: string;
  destination?: string;
  enterpriseId?: number;
}

// ---------- community ----------

export interface Circle {
  id: number;
  name: string;
  description: string;
  postCount: number;
  replyCount: number;
}

export interface PostItem {
  id: number;
  circleId: number;
  circleName: string;
  title: string;
  authorId: number;
  /** The author's nickname; shown with `authorAccount` beside it (src/lib/person.ts). */
  authorName: string;
  authorAccount: string;
  createdAt: string;
  views: number;
  replyCount: number;
  lastReplyAt: string | null;
}
export interface PostDetail extends PostItem {
  content: string;
}
export interface PostQuery extends PageQuery {
  circleId?: number;
  keyword?: string;
}
/**
 * Lengths of what users write in the community, in characters of the stored text (code points after
 * normalisation: an emoji counts 1, invisible edges 0; src/lib/rules/length.ts). The server's
 * rules and the composer's counters read the same numbers (src/lib/rules/community.ts).
 */
export const COMMUNITY_LIMITS = { titleMax: 100, contentMax: 10_000 } as const;

export interface NewPost {
  circleId: number;
  title: string;
  content: string;
}

export interface ReplyQuote {
  id: number;
  floor: number;
  authorName: string;
  authorAccount: string;
  content: string;
}
export interface Reply {
  id: number;
  postId: number;
  /** 1-based position in the post's thread. */
  floor: number;
  authorId: number;
  authorName: string;
  authorAccount: string;
  content: string;
  createdAt: string;
  quote: ReplyQuote | null;
}
export interface NewReply {
  content: string;
  quoteReplyId?: number;
}
/** A reply as listed under the user's own replies. */
export interface UserReply extends Reply {
  postTitle: string;
}

// ---------- notices ----------

export const NOTICE_TYPES = ['notice', 'message', 'todo'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
export interface Notice {
  id: number;
  type: NoticeType;
  title: string;
  description: string;
  read: boolean;
  createdAt: string;
}

// ---------- portal home ----------

export interface PortalCounts {
  logisticsInfo: number;
  enterprises: number;
  routes: number;
  policies: number;
  announcements: number;
  posts: number;
}
export interface PortalHome {
  cargo: LogisticsInfoItem[];
  vehicle: LogisticsInfoItem[];
  line: LogisticsInfoItem[];
  policies: PolicyItem[];
  announcements: AnnouncementItem[];
  hotCircles: Circle[];
  counts: PortalCounts;
}

// ---------- shipments ----------

export const DELIVERY_STATUSES = ['draft', 'confirmed', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const PAYMENT_METHODS = ['prepaid', 'collect', 'monthly'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface DeliveryInput {
  shipperName: string;
  shipperPhone: string;
  shipperAddress: string;
  consigneeName: string;
  consigneePhone: string;
  consigneeAddress: string;
  /** GB/T 2260 code of the district (县级) loaded at, e.g. `320508` */
  originCode: string;
  /** GB/T 2260 code of the district delivered to */
  destinationCode: string;
  cargoName: string;
  cargoType: string;
  weightTons: number;
  volumeCubic: number;
  pieces: number;
  vehicleType: string;
  vehicleLengthMeters: number;
  /** `YYYY-MM-DD` */
  loadingDate: string;
  /** `YYYY-MM-DD` */
  expectedArrivalDate: string;
  /** 元; null when 面议 */
  freight: number | null;
  freightNegotiable: boolean;
  paymentMethod: PaymentMethod;
  remarks: string;
}
/** A district by its code and names, as stored with the shipment (names as of the day it was saved). */
export interface Place {
  code: string;
  province: string;
  city: string;
  district: string;
}
export interface Delivery extends DeliveryInput {
  id: number;
  orderNo: string;
  status: DeliveryStatus;
  origin: Place;
  destination: Place;
  createdAt: string;
  updatedAt: string;
}
/** One row of the user's shipment list (`GET /deliveries`), newest first. */
export interface DeliverySummary {
  id: number;
  orderNo: string;
  status: DeliveryStatus;
  origin: Place;
  destination: Place;
  cargoName: string;
  loadingDate: string;
  createdAt: string;
}
export interface DeliveryCreated {
  id: number;
  orderNo: string;
  status: DeliveryStatus;
}
