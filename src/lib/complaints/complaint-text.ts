/** A complaint's standing in words, for the waybill page and the lists: its state, the time left to 受理, its result. */
import type { ComplaintItem } from '../shared/contract/complaints.ts';
import { COMPLAINT_STATE_LABELS, complaintOutcomeLabel } from '../shared/complaint-labels.ts';
import { waitInWords } from '../shared/wait-in-words.ts';

/** `待受理（还剩 3 小时受理）`, `待受理（已超时 2 小时）`, `处理中`, `已处理：投诉成立`. */
export function complaintStanding(item: Pick<ComplaintItem, 'state' | 'acceptLeftMs' | 'upheld'>): string {
  const state = COMPLAINT_STATE_LABELS[item.state];
  if (item.state === 'resolved' && item.upheld !== null)
    return `${state}：${complaintOutcomeLabel(item.upheld)}`;
  if (item.acceptLeftMs === null) return state;
  const words = waitInWords(Math.abs(item.acceptLeftMs) / 1000);
  return item.acceptLeftMs >= 0 ? `${state}（还剩 ${words}受理）` : `${state}（已超时 ${words}）`;
}
