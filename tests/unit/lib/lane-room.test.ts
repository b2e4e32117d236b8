/**
 * The lane link room's script (src/build/lane-room.ts) decides as the list does once hydrated: 订阅此线路
 * and 运价参考 (`follow`) for the lane `laneOfFilters` reads from the address, 运价参考 alone (`prices`)
 * for two places that are no lane, nothing without two places. The script runs here on a stand-in
 * `location` and `document`; the list's side is the real parser and `laneOfFilters`.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { laneRoomScript } from '../../../src/build/lane-room.ts';
import { laneOfFilters } from '../../../src/lib/offers/list-lane.ts';
import { kindOfTab, logisticsList } from '../../../src/lib/offers/logistics-info.ts';
import { parseListQuery } from '../../../src/lib/shared/list-query.ts';

function scriptSays(search: string): string | undefined {
  const dataset: Record<string, string> = {};
  runInNewContext(laneRoomScript, {
    location: { search },
    document: { documentElement: { dataset } },
    URLSearchParams,
  });
  return dataset['lane'];
}

function listShows(search: string): string | undefined {
  const query = parseListQuery(logisticsList.spec, search);
  const { originCode, destinationCode } = query.filters;
  if (laneOfFilters(kindOfTab(query.tab), query.filters)) return 'follow';
  return originCode && destinationCode ? 'prices' : undefined;
}

describe('the lane link room', () => {
  it.each([
    '?originCode=31&destinationCode=51',
    '?tab=2&originCode=3101&destinationCode=44',
    '?tab=3&originCode=31&destinationCode=51',
    '?originCode=310115&destinationCode=51',
    '?originCode=310000&destinationCode=440300',
    '?tab=9&originCode=31&destinationCode=51',
    '?originCode=31&destinationCode=',
    '?originCode=31',
    '?originCode=00&destinationCode=51',
    '?originCode=abc&destinationCode=51',
    '?originCode=%2031%20&destinationCode=51',
    '?page=2&keyword=钢材',
    '',
  ])('%s: as the hydrated list', (search) => {
    expect(scriptSays(search)).toBe(listShows(search));
  });
});
