/**
 * 企业认证 (docs/api.md, "Verified enterprises"): a user applies for their enterprise and reads the
 * state of their latest application; editors review the queue and approve or reject.
 */
import { Hono } from 'hono';
import { isoNow } from '../domain/clock.ts';
import { VERIFICATION_STATES } from '../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import {
  verificationApprovalRules,
  verificationRejectionRules,
  verificationRequestRules,
} from '../../src/lib/shared/rules/verification.ts';
import type { AppEnv } from '../http/app-env.ts';

import { ok } from '../http/envelope.ts';
import { ApiError, invalid } from '../domain/errors.ts';
import { queryChoice } from '../http/list-params.ts';
import { readIdParam, readJson, readPaging } from '../http/params.ts';
import { findUserById } from '../queries/users.ts';
import {
  hasPending,
  insertVerification,
  latestVerification,
  listVerifications,
} from '../queries/verifications.ts';
import { noticeEditors } from '../queries/notice-writes.ts';
import { personLabel } from '../../src/lib/shared/person.ts';
import { normalizeLine } from '../../src/lib/shared/text.ts';
import { currentUser, requireEditor, requireUser } from '../http/session.ts';
import { validate } from '../http/input.ts';
import { approveVerification, rejectVerification } from '../domain/verification-actions.ts';
import { z } from 'zod';

const resource = new Hono<AppEnv>();

const alreadyPending = () =>
  new ApiError(
    ErrorCodes.verificationPending,
    '您已有一份审核中的认证申请，请等待审核结果后再提交；结果会以通知告诉您',
    409,
  );

resource.get('/user/verification', requireUser, async (c) =>
  ok(c, await latestVerification(c.get('db'), currentUser(c).id)),
);

resource.post('/user/verification', requireUser, async (c) => {
  const request = validate(verificationRequestRules, await readJson(c));
  const db = c.get('db');
  const user = currentUser(c);
  const userId = user.id;
  const licence = await c.var.files.describe(request.licenceFileId);
  if (licence?.userId !== userId)
    throw invalid('营业执照照片（licenceFileId）不存在或不是您上传的，请重新上传');
  await db.transaction(async () => {
    if (await hasPending(db, userId)) throw alreadyPending();
    const at = isoNow(c.var.config.now);
    await insertVerification(db, userId, request, at);
    await noticeEditors(
      db,
      '新的企业认证申请待审核',
      `${personLabel(user)}申请认证为「${normalizeLine(request.companyName)}」，请到“认证审核”核实`,
      at,
      'verifications',
    );
  });
  return ok(c, await latestVerification(db, userId));
});

const queueSchema = z.object({ state: queryChoice(VERIFICATION_STATES) });

resource.get('/desk/verifications', requireEditor, async (c) => {
  const { state } = validate(queueSchema, { state: c.req.query('state') });
  const { page, pageSize } = readPaging(c);
  return ok(c, await listVerifications(c.get('db'), state, page, pageSize));
});

resource.post('/desk/verifications/:id/approve', requireEditor, async (c) => {
  const id = readIdParam(c);
  const { enterpriseId } = validate(verificationApprovalRules, await readJson(c));
  const db = c.get('db');
  const applicantName = async (userId: number): Promise<string> => {
    const row = await findUserById(db, userId);
    return row ? row.realName || row.nickname : '';
  };
  return ok(
    c,
    await approveVerification(db, id, enterpriseId, currentUser(c), applicantName, isoNow(c.var.config.now)),
  );
});

resource.post('/desk/verifications/:id/reject', requireEditor, async (c) => {
  const id = readIdParam(c);
  const { reason } = validate(verificationRejectionRules, await readJson(c));
  await rejectVerification(c.get('db'), id, reason, currentUser(c), isoNow(c.var.config.now));
  return ok(c, { id, state: 'rejected', reason });
});

export default resource;
