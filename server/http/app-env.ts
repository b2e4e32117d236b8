/** What every handler reads from its context: the server's settings, the signed-in user, the shared limiters. */
import type { UserRole } from '../../src/lib/shared/contract.ts';
import type { Store } from '../store/store.ts';
import type { PasswordHashing } from '../domain/password-hashing.ts';
import type { WriteRate } from '../limits/write-rate.ts';
import type { SitePublisher } from '../site/site-publisher.ts';
import type { NoticeHub } from './notice-stream.ts';
import type { ServerSettings } from '../settings.ts';

/** The server's settings (server/settings.ts) with what only tests and the build change. */
export interface ServerConfig extends ServerSettings {
  /** The clock the SMS limits and the community's times read (tests fix it). Default `Date.now`. */
  now?: () => number;
  /** Whether reading an announcement counts a view. Default true; false for the static build's reads. */
  countViews?: boolean;
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
    /** How fast each account may post and reply (post-rate.ts). */
    postRate: WriteRate;
    /** The answer depends on who asks: it is never stored by a cache (private-answers.ts). */
    personal: boolean;
    /** How fast each account may create shipments (delivery-rate.ts). */
    deliveryRate: WriteRate;
    /** How fast each account may publish offers (offer-rate.ts). */
    offerRate: WriteRate;
    /** How fast each enterprise member may write announcements on the desk (member-rate.ts). */
    memberRate: WriteRate;
    /** Every scrypt call of a request goes through this bounded queue (password-hashing.ts). */
    hashing: PasswordHashing;
    /** Brings the static site up to date after a publication or withdrawal (site-publisher.ts). */
    sitePublisher: SitePublisher;
    /** The server's open notice streams, polled together (notice-stream.ts). */
    noticeHub: NoticeHub;
  };
}
