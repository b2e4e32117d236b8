/**
 * The automatic 已签收 (docs/api.md, Waybill states): a waybill 已送达 for PORTAL_WAYBILL_AUTO_RECEIVE_HOURS
 * without the shipper's confirmation is signed for by the server, on the maintenance timer, with a
 * timeline step by nobody (`userId` null) and a 消息 to both parties; not while a complaint about the
 * waybill is unresolved (it waits for the desk's result, then is due at once). Its task has the shape
 * of the pruning tasks so that the same timer runs it.
 */
import { hasUnresolvedComplaint } from '../queries/complaints.ts';
import { insertNotice } from '../queries/notice-writes.ts';
import { insertWaybillEvent, moveWaybill, waybillsDueForReceipt } from '../queries/waybills.ts';
import type { Store } from '../store/store.ts';
import type { PruneTask } from './maintenance.ts';

/** Waybills signed for per run at most; the rest wait for the next run. */
const BATCH = 200;

export async function receiveDueWaybills(db: Store, now: number, hours: number): Promise<number> {
  const at = new Date(now).toISOString();
  const due = await waybillsDueForReceipt(db, new Date(now - hours * 3600 * 1000).toISOString(), BATCH);
  let received = 0;
  for (const waybill of due) {
    const moved = await db.transaction(async () => {
      // Checked again here: a complaint may have come in since the list was read.
      if (await hasUnresolvedComplaint(db, waybill.id)) return false;
      if (!(await moveWaybill(db, waybill.id, 'delivered', 'received', at))) return false;
      const note = `送达后 ${hours} 小时内货主未确认，系统自动签收`;
      await insertWaybillEvent(db, waybill.id, 'received', null, note, at);
      for (const userId of [waybill.shipperId, waybill.carrierId])
        await insertNotice(db, userId, `运单 ${waybill.waybillNo} 已签收`, note, at, 'message');
      return true;
    });
    if (moved) received += 1;
  }
  return received;
}

/** The maintenance task of a server whose waybills sign for themselves after `hours`. */
export const autoReceiveTask = (hours: number): PruneTask => ({
  name: 'waybills_auto_received',
  lifetimeMs: hours * 3600 * 1000,
  prune: (db, now) => receiveDueWaybills(db, now, hours),
});
