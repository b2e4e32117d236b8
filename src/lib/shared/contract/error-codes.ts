/**
 * Every error code of the API (docs/api.md); new codes are added, never reused. Outside the core chunk
 * every page loads (astro.config.mjs): only the pages that name a code carry the catalogue.
 */
import { ITEM_PENDING_CODE, NOT_FOUND_CODE, SESSION_ENDED_CODE } from './envelope.ts';

export const ErrorCodes = {
  ok: 0,
  invalidInput: 10001,
  tokenMissingOrExpired: SESSION_ENDED_CODE,
  wrongCredentials: 10003,
  tooManyAttempts: 10004,
  smsCodeInvalid: 10005,
  /** An SMS code asked for without a solved challenge, or with a wrong solution (HTTP 400). */
  challengeMissing: 10030,
  /** The challenge's solution is expired or was already used (HTTP 400): solve a new one. */
  challengeSpent: 10031,
  notFound: NOT_FOUND_CODE,
  idempotencyConflict: 10409,
  unsupportedMediaType: 10415,
  /** The server cannot keep data now (its database file is gone, the disk is full or read-only). */
  storageUnavailable: 10503,
  /**
   * The change is saved in the database, but the static site could not be brought up to date with
   * it (the site publisher failed); publishing again retries.
   */
  sitePublishFailed: 10660,
  /** The account's role does not allow this (HTTP 403): a desk endpoint asked with a user's token. */
  roleRefused: 10620,
  /** An edit or publication over a revision older than the item's latest (HTTP 409). */
  revisionConflict: 10621,
  /** The item's state does not allow the action (HTTP 409): withdraw what is not published, … */
  deskStateRefused: 10622,
  /** Published items still point at the one to withdraw (HTTP 409): an enterprise's routes, announcements. */
  stillReferenced: 10623,
  /** Only its author may edit or delete a post or reply (HTTP 403). */
  notAuthor: 10600,
  /** The edit window of a post or reply has closed (HTTP 409); deleting stays possible. */
  editWindowClosed: 10601,
  /** The post was deleted by its author (HTTP 410): nothing more can be read of it or added to it. */
  postDeleted: 10602,
  /** The reply was deleted by its author (HTTP 410): it can no longer be edited or quoted. */
  replyDeleted: 10603,
  /** An edit based on an older revision (HTTP 409): nothing was saved; `data` is the current text. */
  editConflict: 10604,
  /** The user already has an application 审核中 (HTTP 409): one pending application at a time. */
  verificationPending: 10640,
  /** The application was already approved or rejected (HTTP 409): it cannot be decided again. */
  verificationDecided: 10641,
  /** The enterprise chosen for an approval has another credit code than the application (HTTP 409). */
  verificationMismatch: 10642,
  /** An enterprise member may write and submit their enterprise's announcements, never publish or withdraw (HTTP 403). */
  memberCannotPublish: 10643,
  /**
   * The enterprise passed 企业认证 but its profile is still a desk draft an editor completes (HTTP 404 on
   * `GET /enterprises/:id`): `errorMsg` says so and by whom, instead of "does not exist".
   */
  enterprisePending: ITEM_PENDING_CODE,
  /** The user already reported this post or reply and the report is still open (HTTP 409). */
  reportDuplicate: 10630,
  /** The report was already handled (hidden or dismissed): no second action (HTTP 409). */
  reportHandled: 10631,
  /** The post or reply was hidden by an editor (HTTP 403): only its author reads it. */
  contentHidden: 10632,
  /** A user's own post or reply cannot be reported (HTTP 403). */
  reportOwnWords: 10633,
  /**
   * The offer's state does not allow the action (HTTP 409): editing, withdrawing or marking done an
   * offer that is 已成交, 已撤回 or 已过期; re-publishing one still 发布中.
   */
  offerStateRefused: 10700,
  /** The account has been shown as many offers' phones today as it may (HTTP 429, Retry-After). */
  contactRevealLimit: 10701,
  /** Only a confirmed shipment becomes a cargo offer (HTTP 409): a draft or a cancelled one does not. */
  deliveryNotConfirmed: 10702,
  /**
   * The offer is no longer 发布中 (已成交, 已撤回 or 已过期): its phone is given to nobody but its
   * publisher (HTTP 409).
   */
  offerContactClosed: 10710,
  /** The account already follows as many lanes as the server allows (HTTP 409); remove one first. */
  subscriptionLimit: 10730,
  /** The account already follows this lane (HTTP 409). */
  subscriptionExists: 10731,
  /**
   * An upload refused, nothing stored; the HTTP status says the class and `errorMsg` what to do: 415
   * not a whole JPEG, PNG or WebP image (another type, truncated, carrying another file), 413 over the
   * byte or pixel limit (a decompression bomb), 409 the account's quota of files is full.
   */
  fileRefused: 10750,
  /** The account keeps as many vehicles as the server allows (HTTP 409, PORTAL_VEHICLE_LIMIT); delete one first. */
  vehicleLimit: 10760,
  /** The account already has a vehicle with this plate (HTTP 409). */
  vehicleExists: 10761,
  /** The document was already approved or rejected (HTTP 409): it cannot be decided again. */
  documentDecided: 10762,
  /** The identity is 审核中 (HTTP 409): it can be sent again once the desk has decided. */
  identityPending: 10763,
  /**
   * The account keeps as many offers or users, or blocks as many users, as the server allows (HTTP
   * 409); remove one first.
   */
  keptLimit: 10770,
  /**
   * The offer's phone is not available to this account (HTTP 403). Said neutrally: a block is never
   * told to the blocked user.
   */
  contactWithheld: 10771,
  /** The carrier already has an open quote on this offer (HTTP 409): withdraw it to send another. */
  quoteOpenExists: 10780,
  /** A publisher cannot quote on their own offer (HTTP 403). */
  quoteOwnOffer: 10781,
  /** Quotes are taken on a 货源 still 发布中 only (HTTP 409): not on a 车源, nor one 已成交, 已撤回 or 已过期. */
  quoteOfferClosed: 10782,
  /** The quote is no longer open (HTTP 409): withdrawn, accepted, or closed by another's acceptance. */
  quoteStateRefused: 10783,
  /** The portal's own offers (no publisher account) take no quotes (HTTP 409): they are phoned. */
  quoteNoPublisher: 10880,
  /**
   * A body's image line names a file that is neither the saving editor's upload nor another
   * editor's, or no file at all (HTTP 400; told alike, so an id is never confirmed).
   */
  contentImageRefused: 10850,
  /** The step does not follow from the waybill's state (HTTP 409), e.g. 已签收 before 已送达, 取消 after loading. */
  waybillStateRefused: 10784,
  /** The other party of the waybill takes this step (HTTP 403), e.g. a shipper marking it 已装货. */
  waybillPartyRefused: 10785,
  /** 已送达 needs at least one photo of the signed delivery note (电子回单), of the caller's own uploads (HTTP 400). */
  waybillReceiptRequired: 10786,
  /**
   * The offer takes no quote from this account (HTTP 403). Said neutrally: a block is never told to
   * the blocked user.
   */
  quoteWithheld: 10787,
  /** The quote names no vehicle of the caller's (HTTP 400): another's, a deleted one, or an unknown id. */
  quoteVehicleRefused: 10788,
  /** Rating opens once the waybill is 已签收, or cancelled by the other party (HTTP 409). */
  ratingNotOpen: 10790,
  /** The party has rated this waybill already (HTTP 409): a rating is given once. */
  ratingExists: 10791,
  /** The rating window (PORTAL_RATING_WINDOW_DAYS after 已签收 or the cancellation) has closed (HTTP 409). */
  ratingWindowClosed: 10792,
  /** The rating is not published yet (HTTP 409): it is answered once both have rated or after the blind days. */
  ratingNotPublished: 10793,
  /** The rated party has answered this rating already (HTTP 409). */
  ratingAnswered: 10794,
} as const;
