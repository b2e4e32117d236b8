import { Hono } from 'hono';
import { contactClosedText, type RevealedContact } from '../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import { addDays, chinaDay, chinaInstant } from '../../src/lib/shared/china-time.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { ApiError, notFound, TooFastError } from '../domain/errors.ts';
import { readIdParam } from '../http/params.ts';
import { offerContact, recordReveal, revealsSince, wasRevealed } from '../queries/contact-reveals.ts';
import { currentUser, requireUser } from '../http/session.ts';
import { isKept } from '../queries/favorites.ts';

/**
 * 查看电话: every answer about an offer masks its phone; a signed-in account asks for it here. Each
 * offer counts the accounts shown its phone (its publisher sees the count); each account may be
 * shown at most `contactRevealsPerDay` offers' phones a day (10701, HTTP 429, until midnight in
 * China). Asking again for a phone already shown costs nothing, and a publisher's own offer is free.
 * The count and the budget are rows in the database, so several servers share them. A user the
 * publisher blocked is refused (10772) in words that do not say so.
 */
const resource = new Hono<AppEnv>();

resource.post('/logistics-info/:id/contact', requireUser, async (c) => {
  const db = c.get('db');
  const config = c.get('config');
  const user = currentUser(c);
  const id = readIdParam(c);
  const now = config.now();
  const today = chinaDay(now);
  const contact = await offerContact(db, id, today);
  if (!contact) throw notFound('物流信息');
  const answer: RevealedContact = {
    contactPhone: contact.contactPhone,
    contactName: contact.contactName,
    contactReveals: null,
  };
  // Its publisher reads their own phone on the static page, with how many accounts were shown it.
  if (contact.userId === user.id) return ok(c, { ...answer, contactReveals: contact.contactReveals });
  // Refused in words that do not say why: a block is never told to the blocked user.
  if (contact.userId !== null && (await isKept(db, 'user_blocks', contact.userId, user.id)))
    throw new ApiError(ErrorCodes.contactWithheld, '暂时无法查看该信息的联系电话', 403);
  // An offer over (已成交, 已撤回, 已过期) gives its phone to nobody, not even to one shown it before.
  if (contact.state !== 'published')
    throw new ApiError(ErrorCodes.offerContactClosed, contactClosedText(contact.state), 409);
  if (await wasRevealed(db, user.id, id)) return ok(c, answer);

  const limit = config.contactRevealsPerDay;
  await db.transaction(async () => {
    if ((await revealsSince(db, user.id, new Date(chinaInstant(today, '00:00')).toISOString())) >= limit) {
      const wait = Math.max(1, Math.ceil((chinaInstant(addDays(today, 1), '00:00') - now) / 1000));
      throw new TooFastError(
        `今天已查看 ${limit} 条信息的电话，已达每日上限，请明天再试`,
        wait,
        ErrorCodes.contactRevealLimit,
      );
    }
    await recordReveal(db, user.id, id, new Date(now).toISOString());
  });
  return ok(c, answer);
});

export default resource;
