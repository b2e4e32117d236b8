/**
 * The script that holds the room of a lane link's rows on 物流信息 from the first paint, as
 * LaneRoom.astro sends it, and its hash for the page's Content-Security-Policy (an inline script runs
 * only when the policy names it). The static page is the unfiltered list; LogisticsList reads its
 * address only once hydrated, then shows 订阅此线路 (a cargo or truck lane between provinces or
 * cities) and 运价参考 (any two places) above the tabs. The script mirrors `laneOfFilters` and the
 * list's reading of area codes (`areaPrefix`), which tests/unit/lib/lane-room.test.ts holds: a
 * nonsense code may still move the list once; a real lane link never does.
 */
import { createHash } from 'node:crypto';
import laneRoomSource from '../components/LaneRoom.astro?raw';

const inline = /<script is:inline>([\s\S]*?)<\/script>/.exec(laneRoomSource);
if (!inline?.[1]) throw new Error('LaneRoom.astro holds no inline script');

/** The script's text between its tags, as the built page carries it. */
export const laneRoomScript = inline[1];

export const laneRoomHash = `sha256-${createHash('sha256').update(laneRoomScript).digest('base64')}` as const;
