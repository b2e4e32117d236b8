/**
 * What quotes' and waybills' states and steps are called (docs/api.md, Quotes and waybills), for the
 * server's messages and the pages. Kept out of the contract, whose every value travels with every
 * page's core script (astro.config.mjs), as kind-labels.ts and delivery-labels.ts are.
 */
import type { QuoteState, WaybillState, WaybillTimelineType } from './contract.ts';

export const QUOTE_STATE_LABELS: Readonly<Record<QuoteState, string>> = {
  open: '待处理',
  withdrawn: '已撤回',
  accepted: '已接受',
  closed: '未选中',
};

export const WAYBILL_STATE_LABELS: Readonly<Record<WaybillState, string>> = {
  pending: '待装货',
  loaded: '已装货',
  in_transit: '运输中',
  delivered: '已送达',
  received: '已签收',
  cancelled: '已取消',
};

export const WAYBILL_EVENT_LABELS: Readonly<Record<WaybillTimelineType, string>> = {
  created: '生成运单',
  loaded: '已装货',
  departed: '已发车',
  delivered: '已送达',
  received: '已签收',
  cancelled: '已取消',
};
