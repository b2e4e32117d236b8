/**
 * The script that holds the room of a lane link's rows on 物流信息 from the first paint (LaneRoom.astro),
 * and its hash for the page's Content-Security-Policy (an inline script runs only when the policy
 * names it). The static page is the unfiltered list; LogisticsList reads its address only once
 * hydrated, then shows 订阅此线路 (a cargo or truck lane between provinces or cities) and 运价参考 (any
 * two places) above the tabs. The script says which on `<html data-lane="follow|prices">` before the
 * list is painted. It mirrors `laneOfFilters` and the list's reading of area codes (`areaPrefix`):
 * a nonsense code may still move the list once; a real lane link never does.
 */
import { createHash } from 'node:crypto';
import { LANE_END } from '../lib/offers/list-lane.ts';
import { logisticsTabs } from '../lib/offers/logistics-tabs.ts';
import { SUBSCRIPTION_KINDS } from '../lib/shared/contract.ts';

const tabs = logisticsTabs.map((tab) => tab.key);
const followTabs = logisticsTabs
  .filter((tab) => (SUBSCRIPTION_KINDS as readonly string[]).includes(tab.kind))
  .map((tab) => tab.key);

export const laneRoomScript = `(() => {
const query = new URLSearchParams(location.search);
const prefix = (name) => {
  let code = (query.get(name) || '').trim();
  if (!/^\\d{2}(?:\\d{2}(?:\\d{2})?)?$/.test(code) || code.startsWith('00')) return '';
  while (code.length > 2 && code.endsWith('00')) code = code.slice(0, -2);
  return code;
};
const origin = prefix('originCode');
const destination = prefix('destinationCode');
if (!origin || !destination) return;
const tabs = ${JSON.stringify(tabs)};
const asked = query.get('tab') || '';
const tab = tabs.includes(asked) ? asked : tabs[0];
const end = new RegExp(${JSON.stringify(LANE_END.source)});
const follow = ${JSON.stringify(followTabs)}.includes(tab) && end.test(origin) && end.test(destination);
document.documentElement.dataset.lane = follow ? 'follow' : 'prices';
})();`;

export const laneRoomHash = `sha256-${createHash('sha256').update(laneRoomScript).digest('base64')}` as const;
