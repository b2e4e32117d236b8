/**
 * An enterprise's verified members on the content desk (docs/api.md, "Verified enterprises"): beside
 * editors, a member may list, create, read (with its preview) and edit their own enterprise's
 * announcements and submit them; another enterprise's announcement is 10404 to them, as if it did not
 * exist. Publishing and withdrawing stay with editors (10643 to a member); every other desk endpoint
 * answers a member as it answers any user (10620).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import type { AppEnv } from './app-env.ts';
import type { Store } from '../store/store.ts';
import { ApiError, notFound } from '../domain/errors.ts';
import { announcementEnterprise, userEnterprise } from '../queries/verifications.ts';
import { currentUser, requireEditor, requireUser } from './session.ts';

/** The enterprise whose announcements the signed-in account may write: null for an editor (all of them). */
export async function memberScope(c: Context<AppEnv>): Promise<number | null> {
  const user = currentUser(c);
  if (user.role === 'editor') return null;
  const enterprise = await userEnterprise(c.get('db'), user.id);
  if (!enterprise) throw new ApiError(ErrorCodes.roleRefused, '此操作需要编辑权限', 403);
  return enterprise.id;
}

const isMember = async (c: Context<AppEnv>): Promise<boolean> =>
  currentUser(c).role !== 'editor' && (await userEnterprise(c.get('db'), currentUser(c).id)) !== undefined;

/** The desk kind a request is about: its `:kind`, or the word after /desk/ on a route that names it. */
const kindOf = (c: Context<AppEnv>): string | undefined =>
  c.req.param('kind') ?? /\/desk\/([^/]+)/.exec(c.req.path)?.[1];

const announcementsOnly = (c: Context<AppEnv>): boolean => kindOf(c) === 'announcements';

/** Editors, and for announcements the members of a verified enterprise; anyone else as `requireEditor`. */
export const requireDeskWriter: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireUser(c, async () => {
    if (announcementsOnly(c) && (await isMember(c))) await next();
    else await requireEditor(c, next);
  });
};

const memberRefused = (what: string) =>
  new ApiError(
    ErrorCodes.memberCannotPublish,
    `企业成员不能${what}企业公告；请点击“提交审核”，由编辑审核后${what}`,
    403,
  );

/** Publish and withdraw: editors only; a member is told to submit instead (10643). */
export const requirePublisher: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireUser(c, async () => {
    if (announcementsOnly(c) && (await isMember(c)))
      throw memberRefused(c.req.path.endsWith('/withdraw') ? '撤下' : '发布');
    await requireEditor(c, next);
  });
};

/**
 * A member's desk write (new announcement or saved revision) inside `write`'s transaction, refused with
 * 10004 over the member rate (limits/rates.ts); an editor's (`scope` null) is not counted.
 */
export async function asMemberWrite<T>(
  c: Context<AppEnv>,
  scope: number | null,
  write: () => Promise<T>,
): Promise<T> {
  if (scope === null) return write();
  const db = c.get('db');
  return db.transaction(async () => {
    await c.var.rates.member.check(db, currentUser(c).id, '保存企业公告');
    return write();
  });
}

/** 10404 unless the member's enterprise (`scope`) is the one the announcement belongs to. */
export async function assertOwnAnnouncement(db: Store, scope: number | null, id: number): Promise<void> {
  if (scope === null) return;
  if ((await announcementEnterprise(db, id)) !== scope) throw notFound('公告');
}

/** 10404 unless what a member writes names their own enterprise. */
export function assertOwnEnterprise(scope: number | null, enterpriseId: number): void {
  if (scope !== null && enterpriseId !== scope) throw notFound('所属企业');
}
