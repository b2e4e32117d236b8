/**
 * The login throttle's rules on a fixed clock (login-throttle.ts, password-attempts.ts): growing
 * delays with their ceilings per account and per address, the known-address exemption, spraying,
 * IPv6 networks and pruning. The HTTP behaviour is in login-throttle-http.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/store/sqlite/db.ts';
import {
  delaySeconds,
  prunePasswordFailures,
  refusal,
  throttleAddress,
} from '../../../server/limits/login-throttle.ts';
import { checkPasswordLimited, type PasswordCheck } from '../../../server/limits/password-attempts.ts';
import { insertFailure } from '../../../server/queries/password-failures.ts';
import { sqliteStore } from '../../../server/store/sqlite/sqlite-store.ts';
import { settingsFor } from '../../../server/settings.ts';

const T0 = Date.parse('2026-11-20T08:00:00Z');
const SECOND = 1000;
const settings = settingsFor().loginThrottle;

let db: Database;
beforeEach(() => {
  db = openDatabase(':memory:', { create: true }).db;
});
afterEach(() => db.close());

function addUser(account: string, signedInFrom: string[] = []): number {
  const id = Number(
    db
      .prepare(
        "INSERT INTO users (account, password_hash, nickname, mobile, created_at) VALUES (?, 'x', ?, ?, ?)",
      )
      .run(
        account,
        account,
        `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
        new Date(T0).toISOString(),
      ).lastInsertRowid,
  );
  for (const ip of signedInFrom) {
    db.prepare("INSERT INTO login_records (user_id, action, at, ip) VALUES (?, 'login', ?, ?)").run(
      id,
      new Date(T0 - 86_400_000).toISOString(),
      ip,
    );
  }
  return id;
}

/** One password check at `at` whose password is wrong (or right), with no hashing. */
function attempt(
  account: string,
  address: string,
  at: number,
  right = false,
  userId?: number,
): Promise<PasswordCheck> {
  return checkPasswordLimited(
    sqliteStore(db),
    settings,
    { account, address, userId, purpose: 'login' },
    () => Promise.resolve(right),
    () => at,
  );
}

describe('delaySeconds', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1],
    [6, 2],
    [7, 4],
    [10, 32],
    [11, 60],
    [50, 60],
    [10_000, 60],
  ])('after %i failures with 5 free and a 60 s ceiling waits %i s', (failures, wait) => {
    expect(delaySeconds(failures, 5, 60)).toBe(wait);
  });
});

describe('per account, from an address it never signed in from', () => {
  it('gives 5 free failures, then waits 1, 2, 4 … seconds after the newest, never more than 60', async () => {
    let now = T0;
    for (let i = 0; i < 5; i += 1)
      expect(await attempt('victim', '203.0.113.7', now)).toEqual({ outcome: 'wrong' });
    const waits: number[] = [];
    for (let round = 0; round < 12; round += 1) {
      const refused = await attempt('victim', '203.0.113.7', now);
      if (refused.outcome !== 'refused') throw new Error(`round ${round}: ${refused.outcome}`);
      waits.push(refused.retryAfterSeconds);
      // Still refused a moment before the wait is over, allowed (and wrong again) once it is.
      expect(
        (await attempt('victim', '203.0.113.7', now + refused.retryAfterSeconds * SECOND - 1)).outcome,
      ).toBe('refused');
      now += refused.retryAfterSeconds * SECOND;
      expect(await attempt('victim', '203.0.113.7', now)).toEqual({ outcome: 'wrong' });
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60, 60, 60, 60]);
  });

  it('lets the owner in from a new address after at most the 60 s ceiling, whatever the attacker did', async () => {
    const userId = addUser('owner');
    for (let i = 0; i < 40; i += 1)
      await insertFailure(sqliteStore(db), 'owner', `198.51.100.${i}`, T0 + i * SECOND);
    const latest = T0 + 39 * SECOND;
    const refused = await attempt('owner', '192.0.2.1', latest + SECOND, false, userId);
    expect(refused).toEqual({ outcome: 'refused', retryAfterSeconds: 59 });
    expect(await attempt('owner', '192.0.2.1', latest + 60 * SECOND, true, userId)).toEqual({
      outcome: 'ok',
    });
  });

  it('never slows the owner at an address the account has signed in from', async () => {
    const userId = addUser('regular', ['192.0.2.44']);
    for (let i = 0; i < 40; i += 1)
      await insertFailure(sqliteStore(db), 'regular', `198.51.100.${i}`, T0 + i * SECOND);
    const now = T0 + 40 * SECOND;
    expect(
      (
        await refusal(
          sqliteStore(db),
          settings,
          { account: 'regular', address: '198.51.100.200', userId, exemptKnownAddress: true },
          now,
        )
      )?.reason,
    ).toBe('account');
    expect(
      await refusal(
        sqliteStore(db),
        settings,
        { account: 'regular', address: '192.0.2.44', userId, exemptKnownAddress: true },
        now,
      ),
    ).toBeNull();
    // A password change gets no exemption: the known address waits like any other.
    expect(
      (
        await refusal(
          sqliteStore(db),
          settings,
          { account: 'regular', address: '192.0.2.44', userId, exemptKnownAddress: false },
          now,
        )
      )?.reason,
    ).toBe('account');
  });

  it('forgets failures older than the window (one hour)', async () => {
    for (let i = 0; i < 10; i += 1) await insertFailure(sqliteStore(db), 'old', '198.51.100.1', T0);
    const base = { account: 'old', address: '192.0.2.1', exemptKnownAddress: true };
    expect(await refusal(sqliteStore(db), settings, base, T0 + 20 * SECOND)).not.toBeNull();
    expect(await refusal(sqliteStore(db), settings, base, T0 + 3600 * SECOND)).toBeNull();
  });

  it('takes back the reservation of a correct password and of a check that failed', async () => {
    for (let i = 0; i < 4; i += 1) await attempt('careful', '192.0.2.5', T0);
    expect(await attempt('careful', '192.0.2.5', T0, true)).toEqual({ outcome: 'ok' });
    const left = () =>
      (
        db.prepare("SELECT count(*) AS n FROM password_failures WHERE account = 'careful'").get() as {
          n: number;
        }
      ).n;
    expect(left()).toBe(0);
    await expect(
      checkPasswordLimited(
        sqliteStore(db),
        settings,
        { account: 'careful', address: '192.0.2.5', purpose: 'login' },
        () => Promise.reject(new Error('busy')),
        () => T0,
      ),
    ).rejects.toThrow('busy');
    expect(left()).toBe(0);
  });
});

describe('per address', () => {
  it('gives 20 free failures, then waits 1, 2, 4 … seconds, never more than 300, even at a known address', async () => {
    const userId = addUser('shared', ['192.0.2.80']);
    const check = async (failures: number) => {
      db.prepare('DELETE FROM password_failures').run();
      for (let i = 0; i < failures; i += 1) await insertFailure(sqliteStore(db), 'shared', '192.0.2.80', T0);
      return refusal(
        sqliteStore(db),
        settings,
        { account: 'shared', address: '192.0.2.80', userId, exemptKnownAddress: true },
        T0,
      );
    };
    expect(await check(19)).toBeNull();
    expect(await check(20)).toEqual({ reason: 'address', retryAfterSeconds: 1 });
    expect(await check(23)).toEqual({ reason: 'address', retryAfterSeconds: 8 });
    expect(await check(28)).toEqual({ reason: 'address', retryAfterSeconds: 256 });
    expect(await check(29)).toEqual({ reason: 'address', retryAfterSeconds: 300 });
    expect(await check(500)).toEqual({ reason: 'address', retryAfterSeconds: 300 });
  });
});

describe('spraying', () => {
  it('refuses an address that failed on 10 distinct accounts until the oldest of them leaves the window', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect(await attempt(`made-up-${i}`, '203.0.113.99', T0 + i * SECOND)).toEqual({ outcome: 'wrong' });
    }
    const now = T0 + 10 * SECOND;
    expect(await attempt('made-up-10', '203.0.113.99', now)).toEqual({
      outcome: 'refused',
      retryAfterSeconds: 3590,
    });
    // Also for an account already tried, and also a correct password: no hashing until then.
    expect((await attempt('made-up-3', '203.0.113.99', now, true)).outcome).toBe('refused');
    // The owner of an account that signed in from there before is not refused.
    const userId = addUser('colleague', ['203.0.113.99']);
    expect(await attempt('colleague', '203.0.113.99', now, true, userId)).toEqual({ outcome: 'ok' });
    // Another address is not concerned; and the first one is allowed again after the window.
    expect(await attempt('made-up-10', '203.0.113.100', now)).toEqual({ outcome: 'wrong' });
    expect(await attempt('made-up-11', '203.0.113.99', T0 + 3600 * SECOND + 1)).toEqual({ outcome: 'wrong' });
  });
});

describe('throttleAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:1:2:3', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
  ])('counts %s as %s', (ip, key) => {
    expect(throttleAddress(ip)).toBe(key);
  });

  it('counts two addresses of one IPv6 /64 together', async () => {
    for (let i = 0; i < 5; i += 1) await attempt('v6', `2001:db8:5:6::${i + 1}`, T0);
    expect((await attempt('v6-other', '2001:db8:5:6:ffff::9', T0)).outcome).toBe('wrong');
    const failures = db
      .prepare("SELECT count(*) AS n FROM password_failures WHERE address = '2001:db8:5:6::/64'")
      .get() as { n: number };
    expect(failures.n).toBe(6);
  });
});

describe('prunePasswordFailures', () => {
  it('deletes the failures older than the window and keeps the rest', async () => {
    await insertFailure(sqliteStore(db), 'a', '192.0.2.1', T0 - 3601 * SECOND);
    await insertFailure(sqliteStore(db), 'b', '192.0.2.1', T0 - 3600 * SECOND);
    await insertFailure(sqliteStore(db), 'c', '192.0.2.1', T0 - 3599 * SECOND);
    await insertFailure(sqliteStore(db), 'd', '192.0.2.1', T0);
    expect(await prunePasswordFailures(sqliteStore(db), T0, settings.windowSeconds)).toBe(2);
    const left = (
      db.prepare('SELECT account FROM password_failures ORDER BY account').all() as { account: string }[]
    ).map((r) => r.account);
    expect(left).toEqual(['c', 'd']);
    // A longer window (PORTAL_LOGIN_WINDOW) keeps them longer.
    expect(await prunePasswordFailures(sqliteStore(db), T0 + 7200 * SECOND - 1, 7200)).toBe(1);
  });
});
