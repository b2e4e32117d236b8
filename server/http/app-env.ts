/** What every handler reads from its context: the server's settings, the signed-in user, the shared limiters. */
import type { Clock } from '../domain/clock.ts';
import type { UserRole } from '../../src/lib/shared/contract.ts';
import type { Store } from '../store/store.ts';
import type { PasswordHashing } from '../domain/password-hashing.ts';
import type { WriteRates } from '../limits/rates.ts';
import type { SitePublisher } from '../site/site-publisher.ts';
import type { NoticeHub } from './notice-stream.ts';
import type { ServerSettings } from '../settings.ts';
import type { FileStorage } from '../domain/file-storage.ts';
import type { ViewCounter } from '../domain/view-counter.ts';

/** The server's settings (server/settings.ts) with what only tests and the build change. */
export interface ServerConfig extends ServerSettings {
  /** The one clock every handler reads (domain/clock.ts): `systemClock` when serving, tests set their own. */
  now: Clock;
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
    /** Where uploaded photos are kept (file-storage.ts): the store unless the app was given another. */
    files: FileStorage;
    /** Page views this node holds until it writes them (domain/view-counter.ts). */
    views: ViewCounter;
  };
}
