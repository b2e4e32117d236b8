import { Hono } from 'hono';
import { ErrorCodes, type PostItem, type UserReply } from '../../src/lib/contract.ts';
import { transaction } from '../db.ts';
import {
  ApiError,
  invalid,
  notFound,
  ok,
  paged,
  readJson,
  readPaging,
  validate,
  type AppEnv,
} from '../http.ts';
import { checkPasswordLimited } from '../password-attempts.ts';
import { waitInWords } from '../login-throttle.ts';
import { TooFastError } from '../post-rate.ts';
import { clientInfo } from './auth.ts';
import { mobileChangeRules, passwordChangeRules, profileRules } from '../../src/lib/rules/account.ts';
import { currentUser, requireUser, revokeAllTokens } from '../session.ts';
import { consumeCode } from '../sms.ts';
import {
  findUserById,
  findUserByMobile,
  listLoginRecords,
  toUser,
  updateMobile,
  updatePasswordHash,
  updateProfile,
} from '../users.ts';
import { listUserPosts } from '../queries/posts.ts';
import { listUserReplies } from '../queries/replies.ts';

/** Endpoints of this resource, mounted under /logistics/api by app.ts. All need a token. */
const resource = new Hono<AppEnv>();

const tooManyFailures = (seconds: number) =>
  new TooFastError(`密码错误次数过多，请 ${waitInWords(seconds)}后再试`, seconds);

resource.get('/user/current', requireUser, (c) => {
  const row = findUserById(c.get('db'), currentUser(c).id);
  if (!row) throw notFound('用户');
  return ok(c, toUser(row));
});

resource.put('/user/profile', requireUser, async (c) => {
  const profile = validate(profileRules, await readJson(c));
  const db = c.get('db');
  const userId = currentUser(c).id;
  updateProfile(db, userId, profile);
  const row = findUserById(db, userId);
  if (!row) throw notFound('用户');
  return ok(c, toUser(row));
});

resource.put('/user/password', requireUser, async (c) => {
  const input = validate(passwordChangeRules, await readJson(c));
  const db = c.get('db');
  const user = findUserById(db, currentUser(c).id);
  if (!user) throw notFound('用户');
  if (input.newPassword === input.oldPassword) throw invalid('新密码（newPassword）不能与原密码相同');
  // Guessing the old password with a borrowed token is throttled like logging in, with no known-address
  // exemption (login-throttle.ts).
  const hashing = c.get('hashing');
  const attempt = {
    account: user.account,
    address: clientInfo(c).ip,
    userId: user.id,
    purpose: 'change',
  } as const;
  const check = await checkPasswordLimited(db, c.get('config').loginThrottle, attempt, () =>
    hashing.verify(input.oldPassword, user.passwordHash),
  );
  if (check.outcome === 'refused') throw tooManyFailures(check.retryAfterSeconds);
  if (check.outcome === 'wrong') throw new ApiError(ErrorCodes.wrongCredentials, '原密码错误');
  const passwordHash = await hashing.hash(input.newPassword);
  transaction(db, () => {
    updatePasswordHash(db, user.id, passwordHash);
    // Every session ends, this one included: the client signs in again with the new password.
    revokeAllTokens(db, user.id);
  });
  return ok(c, null);
});

resource.put('/user/mobile', requireUser, async (c) => {
  const input = validate(mobileChangeRules, await readJson(c));
  const db = c.get('db');
  const userId = currentUser(c).id;
  const owner = findUserByMobile(db, input.mobile);
  if (owner?.id === userId) throw invalid('新手机号（mobile）与当前绑定的手机号相同');
  if (owner) throw invalid('手机号（mobile）已绑定其他账号，请更换手机号');
  if (!consumeCode(db, input.mobile, 'bind', input.code)) {
    throw new ApiError(ErrorCodes.smsCodeInvalid, '验证码错误或已过期');
  }
  updateMobile(db, userId, input.mobile);
  const row = findUserById(db, userId);
  if (!row) throw notFound('用户');
  return ok(c, toUser(row));
});

resource.get('/user/login-records', requireUser, (c) => {
  const { page, pageSize, offset } = readPaging(c);
  const { list, total } = listLoginRecords(c.get('db'), currentUser(c).id, pageSize, offset);
  return ok(c, paged(list, total, page, pageSize));
});

resource.get('/user/posts', requireUser, (c) => {
  const { page, pageSize, offset } = readPaging(c);
  const { list, total } = listUserPosts(c.get('db'), currentUser(c).id, pageSize, offset);
  return ok(c, paged<PostItem>(list, total, page, pageSize));
});

resource.get('/user/replies', requireUser, (c) => {
  const { page, pageSize, offset } = readPaging(c);
  const { list, total } = listUserReplies(c.get('db'), currentUser(c).id, pageSize, offset);
  return ok(c, paged<UserReply>(list, total, page, pageSize));
});

export default resource;
