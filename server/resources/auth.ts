import type { IncomingMessage } from 'node:http';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  type LoginResult,
  type PasswordResetResult,
  type SmsChallenge,
  type SmsCodeResult,
} from '../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import { readJson } from '../http/params.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { ApiError, invalid, TooFastError } from '../domain/errors.ts';
import { validate } from '../http/input.ts';
import { clientAddress } from '../http/client-address.ts';
import { markPersonal } from '../http/private-answers.ts';
import { checkPasswordLimited, forgetFailures } from '../limits/password-attempts.ts';
import { waitInWords } from '../../src/lib/shared/wait-in-words.ts';
import {
  loginRules,
  passwordResetRules,
  registrationRules,
  smsCodeRules,
} from '../../src/lib/shared/rules/account.ts';
import { mobile } from '../../src/lib/shared/rules/fields.ts';
import { checkToken, currentUser, issueToken, requireUser } from '../http/session.ts';
import { revokeAllTokens, revokeToken } from '../queries/tokens.ts';
import { consumeCode, issueCode, listOutbox, SMS_COOLDOWN_SECONDS, smsSettings } from '../domain/sms.ts';
import { nameRefusal, saveNameKey } from '../queries/user-names.ts';
import type { Store } from '../store/store.ts';
import { isoNow } from '../domain/clock.ts';
import { createChallenge, spendProof } from '../limits/sms-challenge.ts';
import {
  findUserById,
  findUserByLogin,
  findUserByMobile,
  insertUser,
  recordSignIn,
  toUser,
  touchLastLogin,
  updatePasswordHash,
  type ClientInfo,
} from '../queries/users.ts';

/** Endpoints of this resource, mounted under /logistics/api by app.ts. */
const resource = new Hono<AppEnv>();

const wrongCredentials = () => new ApiError(ErrorCodes.wrongCredentials, '账号或密码错误');
const tooManyFailures = (seconds: number) =>
  new TooFastError(`登录失败次数过多，请 ${waitInWords(seconds)}后再试`, seconds);
const smsCodeInvalid = () => new ApiError(ErrorCodes.smsCodeInvalid, '验证码错误或已过期');

/** The visitor's address (through the trusted proxies) and user agent, as stored in the login records. */
export function clientInfo(c: Context<AppEnv>): ClientInfo {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const ip = clientAddress(
    incoming?.socket.remoteAddress ?? '',
    { forwardedFor: c.req.header('X-Forwarded-For'), realIp: c.req.header('X-Real-IP') },
    c.get('config').trustedProxies ?? [],
  );
  return { ip, userAgent: (c.req.header('User-Agent') ?? '').slice(0, 500) };
}

/**
 * An unknown account is checked against this hash (of a random password nobody kept) and so is an
 * account without a usable hash, so every failure takes the same time and tells nothing.
 */
const DECOY_HASH = 'scrypt$+v6d7EGc74YAue7ctr25qQ==$y76QcRkzVBSIUZZim/fRb6HdWoZbXQSCcHQtda1zhXA=';

resource.post('/auth/login', async (c) => {
  // Its answer carries a token: never cached, whatever it says (private-answers.ts).
  markPersonal(c);
  const input = validate(loginRules, await readJson(c));
  const db = c.get('db');
  const client = clientInfo(c);
  const user = await findUserByLogin(db, input.account);
  // The account name and its mobile share one account; an unknown name is counted as typed.
  const attempt = {
    account: user?.account ?? input.account,
    address: client.ip,
    userId: user?.id,
    purpose: 'login',
  } as const;
  const check = await checkPasswordLimited(
    db,
    c.get('config').loginThrottle,
    attempt,
    async () => {
      const stored = user?.passwordHash.startsWith('scrypt$') ? user.passwordHash : DECOY_HASH;
      const matches = await c.get('hashing').verify(input.password, stored);
      return matches && stored !== DECOY_HASH;
    },
    c.var.config.now,
  );
  if (check.outcome === 'refused') throw tooManyFailures(check.retryAfterSeconds);
  if (check.outcome === 'wrong' || !user) throw wrongCredentials();

  const now = c.var.config.now();
  const at = new Date(now).toISOString();
  const session = await db.transaction(async () => {
    await touchLastLogin(db, user.id, at);
    await recordSignIn(db, user.id, 'login', client, at);
    return issueToken(db, user.id, c.get('config').tokenTtlSeconds, now);
  });
  const result: LoginResult = { ...session, user: toUser({ ...user, lastLoginAt: at }) };
  return ok(c, result);
});

resource.post('/auth/logout', requireUser, async (c) => {
  const db = c.get('db');
  const user = currentUser(c);
  const at = isoNow(c.var.config.now);
  await db.transaction(async () => {
    await revokeToken(db, user.tokenId, 'logout', at);
    await recordSignIn(db, user.id, 'logout', clientInfo(c), at);
  });
  return ok(c, null);
});

/** A new proof-of-work challenge (sms-challenge.ts); each one is different, so never cached. */
resource.get('/sms/challenge', async (c) => {
  markPersonal(c);
  const { challenge, now } = smsSettings(c.get('config'));
  const result: SmsChallenge = await createChallenge(c.get('db'), challenge, now);
  return ok(c, result);
});

/**
 * Same status and body whether or not the mobile is registered (no account enumeration). A bind code
 * needs a signed-in user, belongs to that account, and goes out only to a mobile no account has; a
 * deletion code (注销账号) too, and goes out only to that account's own mobile.
 * Every purpose needs a solved challenge first: without one nothing is counted or sent.
 */
resource.post('/sms/code', async (c) => {
  const body = await readJson(c);
  const input = validate(smsCodeRules, body);
  const db = c.get('db');
  let userId: number | null = null;
  if (input.purpose === 'bind' || input.purpose === 'delete') {
    const session = await checkToken(db, c.req.header('Authentication'), isoNow(c.var.config.now));
    if ('error' in session) throw session.error;
    userId = session.user.id;
  }
  const { limits, challenge, now } = smsSettings(c.get('config'));
  const proof = typeof body === 'object' && body !== null ? (body as { proof?: unknown }).proof : undefined;
  await spendProof(db, challenge, proof, now);
  const owner = await findUserByMobile(db, input.mobile);
  // A code for a mobile it must not reach is stored (so every limit is the same) but never sent:
  // a reset code only to a registered mobile, a bind or registration code only to a free one, a
  // deletion code only to the mobile of the account asking.
  const deliver =
    input.purpose === 'reset'
      ? owner !== undefined
      : input.purpose === 'delete'
        ? owner !== undefined && owner.id === userId
        : owner === undefined;
  await issueCode(db, limits, { ...input, ip: clientInfo(c).ip, userId }, deliver, now);
  const result: SmsCodeResult = { cooldownSeconds: SMS_COOLDOWN_SECONDS };
  return ok(c, result);
});

resource.post('/auth/password/reset', async (c) => {
  // Its answer names the account: never cached.
  markPersonal(c);
  const input = validate(passwordResetRules, await readJson(c));
  const db = c.get('db');
  const { limits, now } = smsSettings(c.get('config'));
  const request = { mobile: input.mobile, purpose: 'reset', ip: clientInfo(c).ip, userId: null } as const;
  if (!(await consumeCode(db, limits, request, input.code, now))) throw smsCodeInvalid();
  const user = await findUserByMobile(db, input.mobile);
  // A reset code reaches only a registered mobile, so a right code means its owner is here.
  if (!user) throw smsCodeInvalid();
  const passwordHash = await c.get('hashing').hash(input.newPassword);
  await db.transaction(async () => {
    await updatePasswordHash(db, user.id, passwordHash);
    await revokeAllTokens(db, user.id, 'reset', new Date(now).toISOString());
    // Whoever proved they hold the mobile may sign in again at once.
    await forgetFailures(db, user.account);
  });
  // The owner may have forgotten the account name too: the code proved the mobile is theirs.
  const result: PasswordResetResult = { account: user.account };
  return ok(c, result);
});

/**
 * Why `account` may not be registered, in the words the form shows under the field, or null: an
 * account or mobile it signs in as, a name that reads as another account's, a word the platform keeps.
 */
async function accountRefusal(db: Store, account: string): Promise<string | null> {
  if (await findUserByLogin(db, account)) return '账号（account）已被使用，请换一个账号';
  return nameRefusal(db, 'account', account);
}

/**
 * A new account for whoever holds the mobile (the code proves it). The account name is public (shown
 * beside every nickname), so a taken one is said before the code is spent; a mobile that already has
 * an account never got a registration code, so its code is simply wrong. Answers as the login does.
 */
resource.post('/auth/register', async (c) => {
  markPersonal(c);
  const input = validate(registrationRules, await readJson(c));
  const db = c.get('db');
  const refusal = await accountRefusal(db, input.account);
  if (refusal !== null) throw invalid(refusal);
  const client = clientInfo(c);
  const { limits, now } = smsSettings(c.get('config'));
  const request = { mobile: input.mobile, purpose: 'register', ip: client.ip, userId: null } as const;
  if (!(await consumeCode(db, limits, request, input.code, now))) throw smsCodeInvalid();
  const passwordHash = await c.get('hashing').hash(input.password);
  const at = new Date(now).toISOString();
  const { session, userId } = await db.transaction(async () => {
    // Checked again inside the write: two registrations cannot take one name or one mobile.
    const late = await accountRefusal(db, input.account);
    if (late !== null) throw invalid(late);
    if (await findUserByMobile(db, input.mobile)) throw smsCodeInvalid();
    const id = await insertUser(
      db,
      { account: input.account, mobile: input.mobile, nickname: input.account, passwordHash },
      at,
    );
    await saveNameKey(db, id, 'account', input.account);
    await saveNameKey(db, id, 'nickname', input.account);
    await touchLastLogin(db, id, at);
    await recordSignIn(db, id, 'login', client, at);
    return { session: await issueToken(db, id, c.get('config').tokenTtlSeconds, now), userId: id };
  });
  const row = await findUserById(db, userId);
  if (!row) throw new Error('The account just registered cannot be read back');
  const result: LoginResult = { ...session, user: toUser(row) };
  return ok(c, result);
});

const outboxSchema = z.object({ mobile: z.optional(mobile) });

/** The development SMS outbox; outside demo mode it does not exist. */
resource.get('/dev/outbox', async (c) => {
  if (!c.get('config').demo) return c.notFound();
  const { mobile } = validate(outboxSchema, { mobile: c.req.query('mobile') || undefined });
  return ok(c, await listOutbox(c.get('db'), mobile));
});

export default resource;
