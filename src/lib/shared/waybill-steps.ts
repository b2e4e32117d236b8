/**
 * The steps of a waybill (docs/api.md, Waybill states), one row each: the state it starts from, the
 * state it leads to, whose step it is, and what it must carry. `POST /waybills/:id/events` and the
 * automatic 已签收 read this table and nothing else; the waybill's page offers the steps it allows.
 */
import { WAYBILL_ROLES, type WaybillEventType, type WaybillRole, type WaybillState } from './contract.ts';

export interface WaybillStep {
  from: WaybillState;
  to: WaybillState;
  /** Who takes it: one party, or either. */
  by: readonly WaybillRole[];
  /** 已送达 carries the photo of the signed delivery note (电子回单). */
  needsPhoto: boolean;
  /** 取消 says why. */
  needsNote: boolean;
}

export const WAYBILL_STEPS: Readonly<Record<WaybillEventType, WaybillStep>> = {
  loaded: { from: 'pending', to: 'loaded', by: ['carrier'], needsPhoto: false, needsNote: false },
  departed: { from: 'loaded', to: 'in_transit', by: ['carrier'], needsPhoto: false, needsNote: false },
  delivered: { from: 'in_transit', to: 'delivered', by: ['carrier'], needsPhoto: true, needsNote: false },
  received: { from: 'delivered', to: 'received', by: ['shipper'], needsPhoto: false, needsNote: false },
  cancelled: { from: 'pending', to: 'cancelled', by: WAYBILL_ROLES, needsPhoto: false, needsNote: true },
};

/** The steps `role` may take on a waybill in `state` (none for an editor or a visitor: null). */
export const stepsFor = (state: WaybillState, role: WaybillRole | null): WaybillEventType[] =>
  role === null
    ? []
    : (Object.keys(WAYBILL_STEPS) as WaybillEventType[]).filter(
        (type) => WAYBILL_STEPS[type].from === state && WAYBILL_STEPS[type].by.includes(role),
      );
