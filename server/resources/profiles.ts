import { Hono } from 'hono';
import { chinaDay } from '../../src/lib/shared/china-time.ts';
import type { UserProfile } from '../../src/lib/shared/contract/profiles.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { readIdParam } from '../http/params.ts';
import { notFound } from '../domain/errors.ts';
import { creditOf } from '../queries/credit.ts';
import { personMarks } from '../queries/marks.ts';
import { openAccount, publicPostsOf, standingOffersOf } from '../queries/profiles.ts';

/**
 * 用户主页 (docs/api.md, Profiles): public, no token. What anyone may know of a user: nickname, the
 * month they joined, the marks editors checked, their credit with how it is computed, their standing offers and public posts (the first
 * `PROFILE_OFFERS` and `PROFILE_POSTS`, with the totals). A closed account (注销) answers 10404 like
 * one that never was: it has no page, and its words elsewhere say 已注销用户.
 */
const resource = new Hono<AppEnv>();

export const PROFILE_OFFERS = 20;
export const PROFILE_POSTS = 10;

resource.get('/users/:id/profile', async (c) => {
  const db = c.get('db');
  const now = c.var.config.now();
  const today = chinaDay(now);
  const account = await openAccount(db, readIdParam(c));
  if (!account) throw notFound('用户');
  const { nickname, createdAt, authorEnterpriseId: enterpriseId, authorEnterpriseName } = account;
  const id = Number(account.id);
  const earned = (await personMarks(db, [id], today)).get(id);
  const credit = await creditOf(db, id);
  if (!credit) throw notFound('用户');
  const profile: UserProfile = {
    id,
    nickname,
    memberSince: chinaDay(Date.parse(createdAt)).slice(0, 7),
    marks: earned?.marks ?? [],
    enterprise:
      earned?.marks.includes('enterprise') && enterpriseId !== null
        ? { id: Number(enterpriseId), name: authorEnterpriseName ?? '' }
        : null,
    verifiedVehicles: earned?.verifiedVehicles ?? 0,
    credit,
    offers: await standingOffersOf(db, id, PROFILE_OFFERS, today),
    posts: await publicPostsOf(db, id, PROFILE_POSTS),
  };
  return ok(c, profile);
});

export default resource;
