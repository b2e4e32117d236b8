/**
 * 提交审核: an enterprise member hands the newest revision of their enterprise's announcement to the
 * editors (docs/api.md, "Verified enterprises"). Every editor gets one notice per revision (submitting
 * the revision already waiting again changes nothing); publishing it ends the submission. Editors publish directly and have no use for it, but may submit too.
 */
import { Hono } from 'hono';
import { isoNow } from '../domain/clock.ts';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import { deskRevisionSchema } from '../../src/lib/shared/rules/desk.ts';
import type { AppEnv } from '../http/app-env.ts';

import { assertOwnAnnouncement, memberScope, requireDeskWriter } from '../http/desk-members.ts';
import { ok } from '../http/envelope.ts';
import { ApiError, notFound } from '../domain/errors.ts';
import { readIdParam, readJson } from '../http/params.ts';
import { findDeskItem } from '../queries/desk.ts';
import { findSubmission, saveSubmission } from '../queries/verifications.ts';
import { noticeEditors } from '../queries/notice-writes.ts';
import { currentUser } from '../http/session.ts';
import { validate } from '../http/input.ts';
import { personLabel } from '../../src/lib/shared/person.ts';

const resource = new Hono<AppEnv>();

resource.post('/desk/announcements/:id/submit', requireDeskWriter, async (c) => {
  const id = readIdParam(c);
  const { revision } = validate(deskRevisionSchema, await readJson(c));
  const db = c.get('db');
  const user = currentUser(c);
  const at = isoNow(c.var.config.now);
  const scope = await memberScope(c);
  return ok(
    c,
    await db.transaction(async () => {
      await assertOwnAnnouncement(db, scope, id);
      const item = await findDeskItem(db, 'announcements', id);
      if (!item) throw notFound('公告');
      if (revision !== item.revision)
        throw new ApiError(
          ErrorCodes.revisionConflict,
          `该公告已有更新的第 ${item.revision} 版（您提交的是第 ${revision} 版），请重新载入后再提交`,
          409,
        );
      if (item.state === 'published' && item.publishedRevision === revision)
        throw new ApiError(ErrorCodes.deskStateRefused, `第 ${revision} 版已经发布，无需提交审核`, 409);
      // A revision already waiting is submitted once: a repeated 提交审核 tells the editors nothing new.
      const waiting = await findSubmission(db, id);
      if (waiting?.revision === revision) return { id, revision, state: item.state, submission: waiting };
      await saveSubmission(db, id, revision, user.id, at);
      await noticeEditors(
        db,
        '企业公告待审核',
        `${personLabel(user)}提交了「${item.title}」（第 ${revision} 版），请审核后发布`,
        at,
      );
      return { id, revision, state: item.state, submission: await findSubmission(db, id) };
    }),
  );
});

export default resource;
