import { Hono } from 'hono';
import { getPath } from 'hono/utils/url';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import { DatabaseUnavailableError, storageFailure } from '../store/sqlite/database-file.ts';
import type { Store } from '../store/store.ts';
import { jsonBodiesOnly, limitBody } from './params.ts';
import type { AppEnv, ServerConfig } from './app-env.ts';
import { failure } from './envelope.ts';
import { isClientAbort, logClientAborts } from './client-aborts.ts';
import { ApiError, invalid, TooFastError } from '../domain/errors.ts';
import { privateAnswers } from './private-answers.ts';
import auth from '../resources/auth.ts';
import account from '../resources/account.ts';
import notices from '../resources/notices.ts';
import portal from '../resources/portal.ts';
import logisticsInfo from '../resources/logistics-info.ts';
import policies from '../resources/policies.ts';
import announcements from '../resources/announcements.ts';
import enterprises from '../resources/enterprises.ts';
import community from '../resources/community.ts';
import communityEdits from '../resources/community-edits.ts';
import postFollows from '../resources/post-follows.ts';
import deliveries from '../resources/deliveries.ts';
import offers from '../resources/offers.ts';
import deliveryOffers from '../resources/delivery-offers.ts';
import offerContacts from '../resources/offer-contacts.ts';
import desk from '../resources/desk.ts';
import verifications from '../resources/verifications.ts';
import documents from '../resources/documents.ts';
import deskSubmissions from '../resources/desk-submissions.ts';
import reports from '../resources/reports.ts';
import { PasswordHashing } from '../domain/password-hashing.ts';
import { writeRates } from '../limits/rates.ts';
import type { Clock } from '../domain/clock.ts';
import { noSitePublisher, type SitePublisher } from '../site/site-publisher.ts';
import { NoticeHub } from './notice-stream.ts';
import type { ServerSettings } from '../settings.ts';
import noticeStream from '../resources/notice-stream.ts';
import deskOverview from '../resources/desk-overview.ts';
import deskWaiting from '../resources/desk-waiting.ts';
import subscriptions from '../resources/subscriptions.ts';
import favorites from '../resources/favorites.ts';
import profiles from '../resources/profiles.ts';
import blocks from '../resources/blocks.ts';
import files from '../resources/files.ts';
import views from '../resources/views.ts';
import { ViewCounter } from '../domain/view-counter.ts';
import quotes from '../resources/quotes.ts';
import waybills from '../resources/waybills.ts';
import prices from '../resources/prices.ts';
import ratings from '../resources/ratings.ts';
import credit from '../resources/credit.ts';
import complaints from '../resources/complaints.ts';
import { storeFileStorage, type FileStorage } from '../domain/file-storage.ts';

export const API_BASE = '/logistics/api';
const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppOptions {
  db: Store;
  /** Every setting (server/settings.ts): `settingsFor()` for the defaults. */
  settings: ServerSettings;
  /** The one clock every handler reads (domain/clock.ts): `systemClock` when serving, tests set their own. */
  now: Clock;
  /** Whether reading an announcement, an offer or a post counts a view. Default true; false for the static build's and the publisher's reads. */
  countViews?: boolean;
  /** Default a queue with the settings' bounds. */
  passwordHashing?: PasswordHashing;
  /** Updates the static site after the desk publishes or withdraws; default `noSitePublisher`. */
  sitePublisher?: SitePublisher;
  /** Where uploaded photos are kept; default the store itself (`storeFileStorage`). */
  fileStorage?: FileStorage;
}

/**
 * The path an API request is routed by: what follows API_BASE (`/portal/logistics/api/posts` →
 * `/posts`). The site hands API requests over unchanged, so no second Request object is built per
 * call (the cost of hono/mount's rewriting under load).
 */
export function apiPath(request: Request): string {
  const path = getPath(request);
  const at = path.indexOf(API_BASE);
  return at === -1 ? path : path.slice(at + API_BASE.length) || '/';
}

const DATA_FILE_GONE = '服务器的数据文件不可用，暂时无法处理请求，请稍后再试；如持续出现请联系网站管理员';
const NOT_STORED = '服务器暂时无法保存数据（存储空间不足或不可写入），本次操作未生效，请稍后再试';
const storageUnavailable = (message: string) => new ApiError(ErrorCodes.storageUnavailable, message, 503);

/** The API application: every endpoint of the contract, with the envelope and its error codes. */
export function createApiApp(options: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ getPath: apiPath });
  const { settings } = options;
  const config: ServerConfig = {
    ...settings,
    now: options.now,
    countViews: options.countViews ?? true,
  };
  const hashing = options.passwordHashing ?? new PasswordHashing(settings.hashing);
  const rates = writeRates(
    {
      post: settings.postRatePerMinute,
      delivery: settings.deliveryRatePerMinute,
      offer: settings.offerRatePerHour,
      member: settings.memberRatePerHour,
      report: settings.reportRatePerHour,
      complaint: settings.complaintRatePerHour,
    },
    config.now,
  );
  const sitePublisher = options.sitePublisher ?? noSitePublisher(config.now);
  const noticeHub = new NoticeHub(options.db, config.stream, config.now);
  const fileStorage = options.fileStorage ?? storeFileStorage(options.db);
  const viewCounter = new ViewCounter(options.db, { ...settings.views, now: config.now });

  app.use('*', logClientAborts);
  app.use('*', async (c, next) => {
    // A database file that was deleted or replaced answers every request 503 (database-file.ts).
    options.db.assertAvailable();
    c.set('db', options.db);
    c.set('config', config);
    c.set('user', null);
    c.set('rates', rates);
    c.set('hashing', hashing);
    c.set('sitePublisher', sitePublisher);
    c.set('noticeHub', noticeHub);
    c.set('files', fileStorage);
    c.set('views', viewCounter);
    await next();
  });
  app.use('*', privateAnswers);
  // Its body is a file, with its own limits: before the rules for JSON bodies, which it never reaches.
  app.route('/', files);
  app.use('*', jsonBodiesOnly);
  app.use(
    '*',
    limitBody(BODY_LIMIT_BYTES, (c) =>
      failure(c, new ApiError(ErrorCodes.invalidInput, '请求内容超过 64 KB 上限', 413)),
    ),
  );

  for (const resource of [
    auth,
    account,
    notices,
    portal,
    logisticsInfo,
    policies,
    announcements,
    enterprises,
    community,
    communityEdits,
    postFollows,
    deliveries,
    // Before desk: its `/desk/:kind` would take `/desk/verifications` for a kind.
    verifications,
    // Before desk too: `/desk/documents`.
    documents,
    deskSubmissions,
    // Before the desk: its `/desk/:kind` would take `/desk/reports` for a kind it does not know.
    reports,
    deskWaiting,
    // Before the desk, for the same reason: `/desk/stats/views`, `/desk/stats/overview`.
    views,
    deskOverview,
    // Before the desk too: `/desk/complaints`.
    complaints,
    desk,
    offers,
    offerContacts,
    deliveryOffers,
    subscriptions,
    favorites,
    blocks,
    profiles,
    quotes,
    waybills,
    prices,
    ratings,
    credit,
    noticeStream,
  ]) {
    app.route('/', resource);
  }

  app.notFound((c) =>
    failure(c, new ApiError(ErrorCodes.notFound, `接口不存在：${c.req.method} ${c.req.path}`, 404)),
  );
  app.onError((error, c) => {
    // A refusal that names its wait says it in `Retry-After` too (RFC 9110), wherever it was thrown.
    if (error instanceof TooFastError) c.header('Retry-After', String(error.retryAfterSeconds));
    if (error instanceof ApiError) return failure(c, error);
    // Nobody is there to read the answer; logClientAborts says it in one info line.
    if (isClientAbort(c, error)) return failure(c, invalid('请求未完整送达'));
    if (error instanceof DatabaseUnavailableError) return failure(c, storageUnavailable(DATA_FILE_GONE));
    const storage = storageFailure(error);
    if (storage !== undefined) {
      const file = options.db.location;
      console.error(
        `[server] 数据无法写入数据库 ${file} / storage failure:`,
        storage,
        c.req.method,
        c.req.path,
      );
      return failure(c, storageUnavailable(NOT_STORED));
    }
    console.error('[server] unexpected error', c.req.method, c.req.path, error);
    return failure(c, new ApiError(500, '服务器内部错误，请稍后重试', 500));
  });
  return app;
}
