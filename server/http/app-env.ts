/** What every handler reads from its context: the server's settings, the signed-in user, the shared limiters. */
import type { Clock } from '../domain/clock.ts';
import type { UserRole } from '../../src/lib/shared/contract.ts';
import type { Store } from '../store/store.ts';
import type { EditTimes } from '../domain/edit-window.ts';
import type { LoginThrottleSettings } from '../limits/login-throttle.ts';
import type { PasswordHashing } from '../domain/password-hashing.ts';
import type { WriteRates } from '../limits/rates.ts';
import type { SitePublisher } from '../site/site-publisher.ts';
import type { SmsLimits } from '../limits/sms-limits.ts';
import type { SmsChallengeSettings } from '../limits/sms-challenge.ts';
import type { NoticeHub, StreamSettings } from './notice-stream.ts';

export interface ServerConfig {
  tokenTtlSeconds: number;
  demo: boolean;
  /** Posts and replies one account may make per minute (PORTAL_POST_RATE). */
  postRatePerMinute?: number;
  /** Shipments one account may create per minute (PORTAL_DELIVERY_RATE). */
  deliveryRatePerMinute?: number;
  /** Reports one account may make per hour (PORTAL_REPORT_RATE; rates.ts). */
  reportRatePerHour?: number;
  /** Offers one account may publish per hour (PORTAL_OFFER_RATE). */
  offerRatePerHour?: number;
  /** Announcement drafts and saves one enterprise member may make per hour (PORTAL_MEMBER_RATE; rates.ts). */
  memberRatePerHour?: number;
  /** Offers' phones one account may be shown per day (PORTAL_CONTACT_REVEALS). */
  contactRevealsPerDay?: number;
  /** How many days ahead a loading day may be (PORTAL_LOADING_HORIZON; rules/delivery.ts). */
  loadingHorizonDays?: number;
  /** Proxies whose X-Forwarded-For / X-Real-IP name the visitor (PORTAL_TRUSTED_PROXIES; client-address.ts). */
  trustedProxies?: readonly string[];
  /** SMS send limits and wrong-guess budgets (PORTAL_SMS_*; sms-limits.ts); defaults for those left out. */
  smsLimits?: Partial<SmsLimits>;
  /** The proof of work before any SMS (PORTAL_SMS_CHALLENGE_*; sms-challenge.ts); defaults for those left out. */
  smsChallenge?: Partial<SmsChallengeSettings>;
  /** The one clock every handler reads (domain/clock.ts): `systemClock` when serving, tests set their own. */
  now: Clock;
  /** Whether reading an announcement counts a view. Default true; false for the static build's reads. */
  countViews?: boolean;
  /** When authors may edit their posts and replies (PORTAL_EDIT_GRACE, PORTAL_EDIT_WINDOW; edit-window.ts). */
  edits: EditTimes;
  /** Who may try a password when (PORTAL_LOGIN_*; login-throttle.ts). */
  loginThrottle: LoginThrottleSettings;
  /** Revisions and actions a desk item answers with, newest first (PORTAL_DESK_HISTORY). */
  deskHistoryLimit?: number;
  /** Lanes one account may follow (PORTAL_SUBSCRIPTION_LIMIT). */
  subscriptionLimit: number;
  /** The notice stream's timing (PORTAL_STREAM_*; notice-stream.ts). */
  stream: StreamSettings;
}

export interface AuthUser {
  id: number;
  account: string;
  nickname: string;
  role: UserRole;
  tokenId: number;
}

export interface AppEnv {
  Variables: {
    db: Store;
    config: ServerConfig;
    /** Set by `requireUser` / `optionalUser`. */
    user: AuthUser | null;
    /** How fast each account may write: post, ship, publish offers, write on the desk, report (rates.ts). */
    rates: WriteRates;
    /** The answer depends on who asks: it is never stored by a cache (private-answers.ts). */
    personal: boolean;
    /** Every scrypt call of a request goes through this bounded queue (password-hashing.ts). */
    hashing: PasswordHashing;
    /** Brings the static site up to date after a publication or withdrawal (site-publisher.ts). */
    sitePublisher: SitePublisher;
    /** The server's open notice streams, polled together (notice-stream.ts). */
    noticeHub: NoticeHub;
  };
}
