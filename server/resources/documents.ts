/**
 * Carriers' vehicles and identity (docs/api.md, "Vehicles and documents"): the owner adds, reads and
 * deletes their vehicles and sends their identity; editors review both in one queue and approve, or
 * reject with a reason. Numbers are masked in every answer but the desk's; a photo must be the
 * caller's own upload.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import {
  DOCUMENT_STATES,
  type DeskDocument,
  type Identity,
  type Vehicle,
} from '../../src/lib/shared/contract/documents.ts';
import { chinaDay } from '../../src/lib/shared/china-time.ts';
import {
  documentRejectionRules,
  identityRequestRules,
  vehicleRequestRules,
} from '../../src/lib/shared/rules/documents.ts';
import { fieldLabel } from '../http/input.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { queryChoice } from '../http/list-params.ts';
import { readIdParam, readJson, readPaging } from '../http/params.ts';
import { currentUser, requireEditor, requireUser } from '../http/session.ts';
import { validate } from '../http/input.ts';
import { isoNow } from '../domain/clock.ts';
import { ApiError, invalid, notFound } from '../domain/errors.ts';
import { decideOnDocument, documentId } from '../domain/document-actions.ts';
import { identityView, vehicleView } from '../domain/document-views.ts';
import { recordPublisherChange } from '../queries/site-changes.ts';
import {
  countVehicles,
  deleteVehicle,
  findIdentity,
  findVehicle,
  hasPlate,
  identityOf,
  insertVehicle,
  queueEntries,
  saveIdentity,
  vehiclesOf,
} from '../queries/documents.ts';

const resource = new Hono<AppEnv>();

const today = (c: Context<AppEnv>): string => chinaDay(c.var.config.now());

/** Refuses a photo id that is not one of the caller's own uploads (another user's is said the same as none). */
async function ownPhotos(c: Context<AppEnv>, photos: Record<string, string | undefined>): Promise<void> {
  for (const [field, id] of Object.entries(photos)) {
    if (id === undefined) continue;
    const file = await c.var.files.describe(id);
    if (file?.userId !== currentUser(c).id)
      throw invalid(`${fieldLabel([field])}（${field}）不存在或不是您上传的，请重新上传`);
  }
}

resource.get('/user/vehicles', requireUser, async (c) => {
  const rows = await vehiclesOf(c.get('db'), currentUser(c).id);
  return ok<Vehicle[]>(
    c,
    rows.map((row) => vehicleView(row, today(c), 'owner')),
  );
});

resource.post('/user/vehicles', requireUser, async (c) => {
  const request = validate(vehicleRequestRules, await readJson(c));
  await ownPhotos(c, { licenseFileId: request.licenseFileId, permitFileId: request.permitFileId });
  const db = c.get('db');
  const userId = currentUser(c).id;
  const limit = c.var.config.vehicleLimit;
  const id = await db.transaction(async () => {
    if ((await countVehicles(db, userId)) >= limit)
      throw new ApiError(
        ErrorCodes.vehicleLimit,
        `每个账号最多添加 ${limit} 辆车，已达上限；请先删除不再使用的车辆`,
        409,
      );
    if (await hasPlate(db, userId, request.plate))
      throw new ApiError(ErrorCodes.vehicleExists, `您已添加过车牌号为 ${request.plate} 的车辆`, 409);
    return insertVehicle(db, userId, request, isoNow(c.var.config.now));
  });
  return ok<Vehicle>(c, vehicleView((await findVehicle(db, id))!, today(c), 'owner'));
});

resource.delete('/user/vehicles/:id', requireUser, async (c) => {
  const id = readIdParam(c);
  const db = c.get('db');
  const userId = currentUser(c).id;
  await db.transaction(async () => {
    const approved = (await findVehicle(db, id))?.state === 'approved';
    if (!(await deleteVehicle(db, userId, id))) throw notFound('车辆');
    // 车辆已认证 leaves the truck's offers: the pages showing it are rendered again.
    if (approved) await recordPublisherChange(db, userId, isoNow(c.var.config.now));
  });
  return ok(c, { id });
});

resource.get('/user/identity', requireUser, async (c) => {
  const row = await identityOf(c.get('db'), currentUser(c).id);
  return ok<Identity | null>(c, row ? identityView(row, today(c), 'owner') : null);
});

resource.post('/user/identity', requireUser, async (c) => {
  const request = validate(identityRequestRules, await readJson(c));
  await ownPhotos(c, { driverLicenseFileId: request.driverLicenseFileId });
  const db = c.get('db');
  const userId = currentUser(c).id;
  await db.transaction(async () => {
    const previous = (await identityOf(db, userId))?.state;
    if (previous === 'pending')
      throw new ApiError(
        ErrorCodes.identityPending,
        '您的实名认证正在审核中，请等待审核结果后再修改；结果会以通知告诉您',
        409,
      );
    const at = isoNow(c.var.config.now);
    await saveIdentity(db, userId, request, at);
    // Sent again, it is reviewed again: 实名认证 leaves the pages that show it until then.
    if (previous === 'approved') await recordPublisherChange(db, userId, at);
  });
  return ok<Identity>(c, identityView((await identityOf(db, userId))!, today(c), 'owner'));
});

const queueSchema = z.object({ state: queryChoice(DOCUMENT_STATES) });

resource.get('/desk/documents', requireEditor, async (c) => {
  const { state } = validate(queueSchema, { state: c.req.query('state') });
  const { page, pageSize } = readPaging(c);
  const db = c.get('db');
  const day = today(c);
  const { entries, total } = await queueEntries(db, state, day, page, pageSize);
  const list: DeskDocument[] = [];
  for (const { kind, id, owner, decidedBy } of entries) {
    const common = { id: documentId(kind, id), owner, decidedBy };
    if (kind === 'vehicle')
      list.push({ ...common, kind, vehicle: vehicleView((await findVehicle(db, id))!, day, 'editor') });
    else list.push({ ...common, kind, identity: identityView((await findIdentity(db, id))!, day, 'editor') });
  }
  return ok(c, { list, total, page, pageSize });
});

resource.post('/desk/documents/:id/approve', requireEditor, async (c) =>
  ok(
    c,
    await decideOnDocument(c.get('db'), c.req.param('id'), {
      state: 'approved',
      reason: null,
      by: currentUser(c).id,
      at: isoNow(c.var.config.now),
    }),
  ),
);

resource.post('/desk/documents/:id/reject', requireEditor, async (c) => {
  const { reason } = validate(documentRejectionRules, await readJson(c));
  return ok(
    c,
    await decideOnDocument(c.get('db'), c.req.param('id'), {
      state: 'rejected',
      reason,
      by: currentUser(c).id,
      at: isoNow(c.var.config.now),
    }),
  );
});

export default resource;
