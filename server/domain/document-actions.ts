/**
 * What the desk's decisions on a carrier's document do, each in one transaction: the state and the
 * reason, a notice to the owner, and a recorded change of the owner's offers (site-changes.ts
 * `recordPublisherChange`) so their pages show or drop the mark. And the expiry sweep on the maintenance timer: the
 * owner is reminded 30 and 7 days before a document's last valid day (once each) and told on the
 * day after it; the mark falls off by itself (computed from expiresAt), the recorded change re-renders
 * the pages that showed it.
 */
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import { type DocumentDecision, type DocumentKind } from '../../src/lib/shared/contract/documents.ts';
import { addDays, chinaDay } from '../../src/lib/shared/china-time.ts';
import { maskPlate } from '../../src/lib/shared/plate.ts';
import { parsePositiveId } from '../../src/lib/shared/ids.ts';
import type { Store } from '../store/store.ts';
import { ApiError, notFound } from './errors.ts';
import {
  decideDocument,
  expiringDocuments,
  findIdentity,
  findVehicle,
  setReminderStage,
} from '../queries/documents.ts';
import { insertNotice } from '../queries/notice-writes.ts';
import { recordPublisherChange } from '../queries/site-changes.ts';

/** The days before the last valid day the owner is reminded, farthest first. */
export const REMINDER_DAYS = [30, 7] as const;

/** A queue item's id, `vehicle-3` or `identity-3`: the kind and the row's id, so the two never collide. */
export const documentId = (kind: DocumentKind, id: number): string => `${kind}-${id}`;

export function parseDocumentId(text: string): { kind: DocumentKind; id: number } {
  const [, kind, number] = /^(vehicle|identity)-(.*)$/.exec(text) ?? [];
  const id = number === undefined ? null : parsePositiveId(number);
  if (id === null) throw notFound('证件');
  return { kind: kind as DocumentKind, id };
}

/** What a document is called in its owner's notices. */
const nameOf = (kind: DocumentKind, plate: string): string =>
  kind === 'vehicle' ? `车辆 ${maskPlate(plate)} 的证件` : '实名认证';

async function pendingOf(
  db: Store,
  kind: DocumentKind,
  id: number,
): Promise<{ userId: number; name: string }> {
  const row = kind === 'vehicle' ? await findVehicle(db, id) : await findIdentity(db, id);
  if (!row) throw notFound('证件');
  if (row.state !== 'pending') {
    const done = row.state === 'approved' ? '已通过' : '已驳回';
    throw new ApiError(ErrorCodes.documentDecided, `该证件${done}，不能再次审核；请刷新列表`, 409);
  }
  return { userId: row.userId, name: nameOf(kind, 'plate' in row ? row.plate : '') };
}

export async function decideOnDocument(
  db: Store,
  text: string,
  decision: { state: 'approved' | 'rejected'; reason: string | null; by: number; at: string },
): Promise<DocumentDecision> {
  const { kind, id } = parseDocumentId(text);
  return db.transaction(async () => {
    const { userId, name } = await pendingOf(db, kind, id);
    await decideDocument(db, kind, { id, ...decision });
    const approved = decision.state === 'approved';
    await insertNotice(
      db,
      userId,
      approved ? `${name}已通过审核` : `${name}未通过审核`,
      approved
        ? `${name}已通过平台审核，您发布的信息将显示相应的认证标识`
        : `${name}未通过审核：${decision.reason}。请按原因修改后重新提交`,
      decision.at,
    );
    await recordPublisherChange(db, userId, decision.at);
    return { id: text, state: decision.state, reason: decision.reason };
  });
}

/**
 * Reminds owners of documents ending soon and tells them of those ended, each once; returns how many
 * notices it wrote. `now` is the maintenance run's instant.
 */
export async function remindExpiringDocuments(db: Store, now: number): Promise<number> {
  const today = chinaDay(now);
  const at = new Date(now).toISOString();
  let written = 0;
  for (const document of await expiringDocuments(db, addDays(today, REMINDER_DAYS[0]))) {
    const name = nameOf(document.kind, document.label);
    // 0: ended; else the nearest reminder day it is within.
    const stage =
      document.expiresAt < today
        ? 0
        : Math.min(...REMINDER_DAYS.filter((days) => document.expiresAt <= addDays(today, days)));
    if (document.reminderStage !== null && document.reminderStage <= stage) continue;
    await db.transaction(async () => {
      await setReminderStage(db, document.kind, document.id, stage);
      if (stage === 0) {
        await insertNotice(
          db,
          document.userId,
          `${name}已过期`,
          `${name}已于 ${document.expiresAt} 到期，认证标识已不再显示；请上传新的证件重新认证`,
          at,
        );
        await recordPublisherChange(db, document.userId, at);
      } else {
        await insertNotice(
          db,
          document.userId,
          `${name}即将到期`,
          `${name}将于 ${document.expiresAt} 到期，到期后认证标识不再显示；请及时更新证件`,
          at,
        );
      }
    });
    written += 1;
  }
  return written;
}
