import { Hono, type Context } from 'hono';
import { type PostItem, type UserReply } from '../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';

import { readJson, readPaging } from '../http/params.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok, paged } from '../http/envelope.ts';
import { ApiError, invalid, notFound, TooFastError } from '../domain/errors.ts';
import { validate } from '../http/input.ts';
import { checkPasswordLimited } from '../limits/password-attempts.ts';
import { waitInWords } from '../../src/lib/shared/wait-in-words.ts';
import { clientInfo } from './auth.ts';
import {
  accountDeletionRules,
  mobileChangeRules,
  passwordChangeRules,
  profileRules,
} from '../../src/lib/shared/rules/account.ts';
import { currentUser, requireUser } from '../http/session.ts';
import { revokeAllTokens } from '../queries/tokens.ts';
import { isoNow } from '../domain/clock.ts';
import { consumeCode, smsSettings } from '../domain/sms.ts';
import {
  findUserById,
  findUserByMobile,
  listLoginRecords,
  toUser,
  updateMobile,
  updatePasswordHash,
  updateProfile,
  type UserRow,
} from '../queries/users.ts';
import { listUserPosts } from '../queries/posts.ts';
import { listUserReplies } from '../queries/replies.ts';
import { nameRefusal, saveNameKey } from '../queries/user-names.ts';
import { withEditWindow } from '../domain/own-words.ts';
import { userEnterprise } from '../queries/verifications.ts';
import { recordSiteChange } from '../queries/site-changes.ts';
import { closeAccount, standingOfferIds } from '../queries/account-closing.ts';
import { closeOffer } from '../queries/offers.ts';
import { chinaDay } from '../../src/lib/shared/china-time.ts';

/** Endpoints of this resource, mounted under /logistics/api by app.ts. All need a token. */
const resource = new Hono<AppEnv>();

const tooManyFailures = (seconds: number) =>
  new TooFastError(`密码错误次数过多，请 ${waitInWords(seconds)}后再试`, seconds);

/**
 * The signed-in user's current password, checked under the same limit as logging in and with no
 * known-address exemption (login-throttle.ts): a borrowed token cannot guess it faster. Throws the
 * wait (429) or `wrongText` (10003); returns when it is right.
 */
async function checkCurrentPassword(
  c: Context<AppEnv>,
  user: UserRow,
  password: string,
  wrongText: string,
): Promise<void> {
  const hashing = c.get('hashing');
  const attempt = {
    account: user.account,
    address: clientInfo(c).ip,
    userId: user.id,
    purpose: 'change',
  } as const;
  const check = await checkPasswordLimited(
    c.get('db'),
    c.get('config').loginThrottle,
    attempt,
    () => hashing.verify(password, user.passwordHash),
    c.var.config.now,
  );
  if (check.outcome === 'refused') throw tooManyFailures(check.retryAfterSeconds);
  if (check.outcome === 'wrong') throw new ApiError(ErrorCodes.wrongCredentials, wrongText);
}

/** The signed-in account's row; 10404 should it be gone meanwhile. */
async function signedInRow(c: Context<AppEnv>): Promise<UserRow> {
  const user = await findUserById(c.get('db'), currentUser(c).id);
  if (!user) throw notFound('用户');
  return user;
}

resource.get('/user/current', requireUser, async (c) => {
  const db = c.get('db');
  const row = await findUserById(db, currentUser(c).id);
  if (!row) throw notFound('用户');
  // A verified user's enterprise (企业认证, resources/verifications.ts); absent otherwise.
  const enterprise = await userEnterprise(db, row.id);
  return ok(c, enterprise ? { ...toUser(row), enterprise } : toUser(row));
});

resource.put('/user/profile', requireUser, async (c) => {
  const profile = validate(profileRules, await readJson(c));
  const db = c.get('db');
  const userId = currentUser(c).id;
  await db.transaction(async () => {
    // Nobody may post under a name that reads as another account's or as the platform's (docs/api.md,
    // Account). A nickname kept as it is is not judged again: names chosen before a rule stay.
    const current = await findUserById(db, userId);
    const refusal =
      current?.nickname === profile.nickname
        ? null
        : await nameRefusal(db, 'nickname', profile.nickname, { userId });
    if (refusal !== null) throw invalid(refusal);
    await updateProfile(db, userId, profile);
    await saveNameKey(db, userId, 'nickname', profile.nickname);
    // Posts and replies print the nickname: their static pages are rendered again.
    if (current?.nickname !== profile.nickname)
      await recordSiteChange(db, 'user', userId, isoNow(c.var.config.now));
  });
  const row = await findUserById(db, userId);
  if (!row) throw notFound('用户');
  return ok(c, toUser(row));
});

resource.put('/user/password', requireUser, async (c) => {
  const input = validate(passwordChangeRules, await readJson(c));
  const db = c.get('db');
  const user = await signedInRow(c);
  if (input.newPassword === input.oldPassword) throw invalid('新密码（newPassword）不能与原密码相同');
  await checkCurrentPassword(c, user, input.oldPassword, '原密码错误');
  const passwordHash = await c.get('hashing').hash(input.newPassword);
  await db.transaction(async () => {
    await updatePasswordHash(db, user.id, passwordHash);
    // Every session ends, this one included: the client signs in again with the new password.
    await revokeAllTokens(db, user.id, 'password', isoNow(c.var.config.now));
  });
  return ok(c, null);
});

/**
 * The current password first (a borrowed session cannot move the account's recovery to another
 * mobile), under the same limit as logging in; then the code. A mobile of another account never gets
 * a bind code, so binding it fails like a wrong code: one answer, nothing learnt about the number.
 */
resource.put('/user/mobile', requireUser, async (c) => {
  const input = validate(mobileChangeRules, await readJson(c));
  const db = c.get('db');
  const user = await signedInRow(c);
  await checkCurrentPassword(c, user, input.password, '当前密码错误');
  if (input.mobile === user.mobile) throw invalid('新手机号（mobile）与当前绑定的手机号相同');
  const { limits, now } = smsSettings(c.get('config'));
  const request = { mobile: input.mobile, purpose: 'bind', ip: clientInfo(c).ip, userId: user.id } as const;
  const proved = await consumeCode(db, limits, request, input.code, now);
  // Taken between the code's sending and now (asked in the write's transaction, so two accounts
  // cannot bind one mobile at once): the same answer as a wrong code.
  const bound =
    proved &&
    (await db.transaction(async () => {
      if (await findUserByMobile(db, input.mobile)) return false;
      await updateMobile(db, user.id, input.mobile);
      return true;
    }));
  if (!bound) throw new ApiError(ErrorCodes.smsCodeInvalid, '验证码错误或已过期');
  const row = await findUserById(db, user.id);
  if (!row) throw notFound('用户');
  return ok(c, toUser(row));
});

/**
 * 注销账号 (docs/api.md, Leaving): the current password (under the login's limit), then a code of
 * purpose `delete` sent to the account's own mobile. The account's standing offers are withdrawn as
 * their publisher would (their pages say 已撤回), then queries/account-closing.ts removes and
 * anonymises the rest, in one transaction: no sign-in, no token, no name, mobile free again.
 */
resource.post('/user/deletion', requireUser, async (c) => {
  const input = validate(accountDeletionRules, await readJson(c));
  const db = c.get('db');
  const user = await signedInRow(c);
  await checkCurrentPassword(c, user, input.password, '密码错误');
  const { limits, now } = smsSettings(c.get('config'));
  const request = { mobile: user.mobile, purpose: 'delete', ip: clientInfo(c).ip, userId: user.id } as const;
  if (!(await consumeCode(db, limits, request, input.code, now)))
    throw new ApiError(ErrorCodes.smsCodeInvalid, '验证码错误或已过期');
  const at = new Date(now).toISOString();
  await db.transaction(async () => {
    for (const id of await standingOfferIds(db, user.id))
      await closeOffer(db, user.id, id, 'withdrawn', at, chinaDay(now));
    await closeAccount(db, user.id, at);
  });
  return ok(c, null);
});

resource.get('/user/login-records', requireUser, async (c) => {
  const { page, pageSize, offset } = readPaging(c);
  const { list, total } = await listLoginRecords(c.get('db'), currentUser(c).id, pageSize, offset);
  return ok(c, paged(list, total, page, pageSize));
});

resource.get('/user/posts', requireUser, async (c) => {
  const { page, pageSize, offset } = readPaging(c);
  const { list, total } = await listUserPosts(c.get('db'), currentUser(c).id, pageSize, offset);
  return ok(c, paged<PostItem>(list, total, page, pageSize));
});

resource.get('/user/replies', requireUser, async (c) => {
  const { page, pageSize, offset } = readPaging(c);
  const { list, total } = await listUserReplies(c.get('db'), currentUser(c).id, pageSize, offset);
  const { edits } = c.get('config');
  const replies = list.map((reply) => withEditWindow(reply, edits));
  return ok(c, paged<UserReply>(replies, total, page, pageSize));
});

export default resource;
