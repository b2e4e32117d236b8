/**
 * The API client: one typed function per endpoint of the contract (docs/api.md). Each resolves the
 * envelope's `data`; failures are `RequestError`s, already shown per the error catalogue unless the
 * options say otherwise.
 */
import type * as C from '../shared/contract.ts';
import { request, type RequestOptions } from './request.ts';

/** Per-call choices a page may make; method, body and URL belong to the endpoint. */
export type ApiOptions = Pick<
  RequestOptions,
  'skipErrorHandler' | 'hideMessage' | 'timeout' | 'signal' | 'useCache' | 'cacheLifetime' | 'keepalive'
>;

type Query = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** A query whose fields may also be `undefined` (an empty filter); such fields are not sent. */
type Filter<Q> = { [K in keyof Q]?: Q[K] | undefined };

/** What a list asks a paged endpoint for: its filters, `page` and `pageSize` (docs/api.md, Paging). */
export type ListParams = Readonly<Record<string, string | number | undefined>>;

/**
 * The endpoints whose content the build prints too (src/build/content.ts) carry their path beside
 * the call: the build reads them through the same contract without the browser's request layer
 * (no token, no toasts), and list and details descriptions name them instead of writing URLs.
 */
export interface ReadEndpoint<T> {
  (options?: ApiOptions): Promise<T>;
  /** Under `/logistics/api`, e.g. `/portal/home`. */
  readonly path: string;
}
/** A paged list endpoint (`GET /policies?page&pageSize&…`). */
export interface PagedEndpoint<T> {
  (query?: ListParams, options?: ApiOptions): Promise<C.Paged<T>>;
  readonly path: string;
}
/** One item of a list endpoint (`GET /policies/:id`). */
export interface ItemEndpoint<T> {
  (itemId: number | string, options?: ApiOptions): Promise<T>;
  readonly path: (itemId: number | string) => string;
}

const get = <T>(
  url: string,
  params?: Query,
  options?: ApiOptions & { headers?: Record<string, string> },
): Promise<T> =>
  request.get<C.Envelope<T>>(url, { ...options, ...(params ? { params } : {}) }).then((body) => body.data);
const post = <T>(url: string, data?: unknown, options?: ApiOptions & { headers?: Record<string, string> }) =>
  request.post<C.Envelope<T>>(url, data, options).then((body) => body.data);
const put = <T>(url: string, data: unknown, options?: ApiOptions) =>
  request.put<C.Envelope<T>>(url, data, options).then((body) => body.data);
const del = <T>(url: string, params?: Query, options?: ApiOptions) =>
  request.delete<C.Envelope<T>>(url, { ...options, ...(params ? { params } : {}) }).then((body) => body.data);

const id = (value: number | string): string => encodeURIComponent(String(value));
const idempotent = (key: string) => ({ headers: { 'Idempotency-Key': key } });

const readEndpoint = <T>(path: string): ReadEndpoint<T> =>
  Object.assign((options?: ApiOptions) => get<T>(`/api${path}`, undefined, options), { path });
const pagedEndpoint = <T>(path: string): PagedEndpoint<T> =>
  Object.assign(
    (query: ListParams = {}, options?: ApiOptions) => get<C.Paged<T>>(`/api${path}`, query, options),
    {
      path,
    },
  );
const itemEndpoint = <T>(listPath: string): ItemEndpoint<T> => {
  const path = (itemId: number | string) => `${listPath}/${id(itemId)}`;
  return Object.assign(
    (itemId: number | string, options?: ApiOptions) => get<T>(`/api${path(itemId)}`, undefined, options),
    {
      path,
    },
  );
};

/** A details item's contact as the API answers it: full for a signed-in user, masked otherwise. */
export interface Contact {
  contactPhone: string;
  contactMasked: boolean;
}
/** The contact of the item at `path` (`/routes/12`), read with the user's token; no toast, no redirect. */
export const getContact = (path: string): Promise<Contact> =>
  get<Contact>(`/api${path}`, undefined, { hideMessage: true, skipErrorHandler: true }).then(
    ({ contactPhone, contactMasked }) => ({ contactPhone, contactMasked }),
  );

// ---------- offers (protected) ----------
/** 我的发布: the account's own offers in one state, newest first. */
export const listOwnOffers = (query: { state: C.OfferViewState; page?: number; pageSize?: number }) =>
  get<C.Paged<C.OwnOffer>>('/api/user/offers', query);
/** A confirmed shipment as a cargo offer (the same offer again while it stands). */
export const publishDeliveryOffer = (deliveryId: number, options?: ApiOptions) =>
  post<C.OfferCreated>(`/api/deliveries/${id(deliveryId)}/publish`, undefined, options);
/** One of the account's own offers in any state, for 编辑 and 重新发布. */
export const getOwnOffer = (offerId: number, options?: ApiOptions) =>
  get<C.OwnOffer>(`/api/user/offers/${id(offerId)}`, undefined, options);
/** 发布货源 / 发布车源, exactly once: a replay with the same key answers the original offer. */
export const createOffer = (body: Record<string, unknown>, idempotencyKey: string, options?: ApiOptions) =>
  post<C.OfferCreated>('/api/logistics-info', body, { ...options, ...idempotent(idempotencyKey) });
/** 编辑: only while the offer is 发布中 (10700 otherwise); the kind stays. */
export const updateOffer = (offerId: number, body: Record<string, unknown>, options?: ApiOptions) =>
  put<C.OwnOffer>(`/api/logistics-info/${id(offerId)}`, body, options);
/** 重新发布: a past offer's fields as a new offer, exactly once per key. */
export const republishOffer = (
  offerId: number,
  body: Record<string, unknown>,
  idempotencyKey: string,
  options?: ApiOptions,
) =>
  post<C.OfferCreated>(`/api/logistics-info/${id(offerId)}/republish`, body, {
    ...options,
    ...idempotent(idempotencyKey),
  });
/** 撤回 or 成交 of a standing offer (10700 when it no longer stands). */
export const closeOffer = (offerId: number, action: 'withdraw' | 'done') =>
  post<C.OwnOffer>(`/api/logistics-info/${id(offerId)}/${action}`);

/** 查看电话: the offer's phone in full, counted for its publisher and limited per day; no toast. */
export const revealContact = (infoId: number | string) =>
  post<C.RevealedContact>(`/api/logistics-info/${id(infoId)}/contact`, undefined, {
    hideMessage: true,
    skipErrorHandler: true,
  });

// ---------- auth ----------
/** Sent without the stored token: a login never depends on what an earlier one left behind. */
export const login = (body: C.LoginRequest, options?: ApiOptions) =>
  post<C.LoginResult>('/api/auth/login', body, { ...options, headers: { Authentication: '' } });
/** Ends `token` on the server; sent with `keepalive`, since the page is usually being left. */
export const logout = (token: string, options?: ApiOptions) =>
  post<null>('/api/auth/logout', undefined, {
    ...options,
    headers: { Authentication: token },
    keepalive: true,
  });
/** A proof-of-work challenge to solve (src/lib/account/sms-challenge.ts) before `sendSmsCode` (sms-code.ts). */
export const getSmsChallenge = (options?: ApiOptions) =>
  get<C.SmsChallenge>('/api/sms/challenge', undefined, options);
export const sendSmsCode = (body: C.SmsCodeRequest, options?: ApiOptions) =>
  post<C.SmsCodeResult>('/api/sms/code', body, options);
export const resetPassword = (body: C.PasswordResetRequest, options?: ApiOptions) =>
  post<C.PasswordResetResult>('/api/auth/password/reset', body, options);
/** Sent without the stored token, like the login: the new account's session replaces any other. */
export const register = (body: C.RegistrationRequest, options?: ApiOptions) =>
  post<C.LoginResult>('/api/auth/register', body, { ...options, headers: { Authentication: '' } });
/** How the server runs (public): whether it is in demo mode. */
export const getSiteInfo = (options?: ApiOptions) => get<C.SiteInfo>('/api/site/info', undefined, options);

// ---------- account (protected) ----------
export const getCurrentUser = (options?: ApiOptions) => get<C.User>('/api/user/current', undefined, options);
/** Asks about a token this tab no longer keeps (another tab blanked it): the server says why it ended. */
export const getUserOfToken = (token: string, options?: ApiOptions) =>
  get<C.User>('/api/user/current', undefined, { ...options, headers: { Authentication: token } });
export const updateProfile = (body: C.ProfileUpdate, options?: ApiOptions) =>
  put<C.User>('/api/user/profile', body, options);
/** The server revokes every token of the user afterwards. */
export const changePassword = (body: C.PasswordChange, options?: ApiOptions) =>
  put<null>('/api/user/password', body, options);
export const changeMobile = (body: C.MobileChange, options?: ApiOptions) =>
  put<C.User>('/api/user/mobile', body, options);
export const listLoginRecords = pagedEndpoint<C.LoginRecord>('/user/login-records');
export const listMyPosts = pagedEndpoint<C.PostItem>('/user/posts');
export const listMyReplies = pagedEndpoint<C.UserReply>('/user/replies');

// ---------- portal and content ----------
export const getPortalHome = readEndpoint<C.PortalHome>('/portal/home');

export const listLogisticsInfo = pagedEndpoint<C.LogisticsInfoItem>('/logistics-info');
/** The contact phone is masked when the request carries no valid token. */
export const getLogisticsInfo = itemEndpoint<C.LogisticsInfoDetail>('/logistics-info');

export const listPolicies = pagedEndpoint<C.PolicyItem>('/policies');
export const getPolicy = itemEndpoint<C.PolicyDetail>('/policies');

export const listAnnouncements = pagedEndpoint<C.AnnouncementItem>('/announcements');
export const getAnnouncement = itemEndpoint<C.AnnouncementDetail>('/announcements');

export const listEnterprises = pagedEndpoint<C.EnterpriseItem>('/enterprises');
export const getEnterprise = itemEndpoint<C.EnterpriseDetail>('/enterprises');

export const listRoutes = pagedEndpoint<C.RouteItem>('/routes');
export const getRoute = itemEndpoint<C.RouteDetail>('/routes');

// ---------- community ----------
export const listCircles = (options?: ApiOptions) => get<C.Circle[]>('/api/circles', undefined, options);
export const listPosts = pagedEndpoint<C.PostItem>('/posts');
export const getPost = itemEndpoint<C.PostDetail>('/posts');
export const listReplies = (postId: number | string, query: Filter<C.PageQuery> = {}, options?: ApiOptions) =>
  get<C.Paged<C.Reply>>(`/api/posts/${id(postId)}/replies`, { ...query }, options);
/** One reply of the post (10404 when it belongs to another). */
export const getReply = (postId: number | string, replyId: number | string, options?: ApiOptions) =>
  get<C.Reply>(`/api/posts/${id(postId)}/replies/${id(replyId)}`, undefined, options);
/** Exactly once: a replay with the same key returns the original post. */
export const createPost = (body: C.NewPost, idempotencyKey: string, options?: ApiOptions) =>
  post<C.PostDetail>('/api/posts', body, { ...options, ...idempotent(idempotencyKey) });
export const createReply = (
  postId: number | string,
  body: C.NewReply,
  idempotencyKey: string,
  options?: ApiOptions,
) => post<C.Reply>(`/api/posts/${id(postId)}/replies`, body, { ...options, ...idempotent(idempotencyKey) });

// ---------- notices (protected) ----------
export const getNotices = (options?: ApiOptions) => get<C.Notice[]>('/api/notices', undefined, options);
export const markNoticeRead = (noticeId: number, options?: ApiOptions) =>
  post<unknown>(`/api/notices/${id(noticeId)}/read`, undefined, options);
export const clearNotices = (type: C.NoticeType, options?: ApiOptions) =>
  del<unknown>('/api/notices', { type }, options);

// ---------- lane subscriptions (protected) ----------
export const getSubscriptions = (options?: ApiOptions) =>
  get<C.SubscriptionList>('/api/user/subscriptions', undefined, options);
export const addSubscription = (body: C.SubscriptionInput, options?: ApiOptions) =>
  post<C.Subscription>('/api/user/subscriptions', body, options);
export const removeSubscription = (subscriptionId: number, options?: ApiOptions) =>
  del<unknown>(`/api/user/subscriptions/${id(subscriptionId)}`, undefined, options);

// ---------- shipments (protected) ----------
/** Exactly once: a replay with the same key returns the original draft. */
export const createDelivery = (body: C.DeliveryInput, idempotencyKey: string, options?: ApiOptions) =>
  post<C.DeliveryCreated>('/api/deliveries', body, { ...options, ...idempotent(idempotencyKey) });
/** The user's own shipments, newest first. */
export const listDeliveries = pagedEndpoint<C.DeliverySummary>('/deliveries');
export const getDelivery = (deliveryId: number | string, options?: ApiOptions) =>
  get<C.Delivery>(`/api/deliveries/${id(deliveryId)}`, undefined, options);
/** Only while the shipment is a draft. */
export const updateDelivery = (deliveryId: number | string, body: C.DeliveryInput, options?: ApiOptions) =>
  put<C.Delivery>(`/api/deliveries/${id(deliveryId)}`, body, options);
export const confirmDelivery = (deliveryId: number | string, options?: ApiOptions) =>
  post<C.Delivery>(`/api/deliveries/${id(deliveryId)}/confirm`, undefined, options);
export const cancelDelivery = (deliveryId: number | string, options?: ApiOptions) =>
  post<C.Delivery>(`/api/deliveries/${id(deliveryId)}/cancel`, undefined, options);

/** A fresh key for `createPost` / `createReply` / `createDelivery`; keep it with the draft so a retry reuses it. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
