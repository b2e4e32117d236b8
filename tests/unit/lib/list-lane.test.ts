import { describe, expect, it } from 'vitest';
import { laneOfFilters } from '../../../src/lib/offers/list-lane.ts';

/** 订阅此线路 is offered for a lane a subscription takes: cargo or trucks, province or city at both ends. */
describe('laneOfFilters', () => {
  it.each([
    [
      'cargo',
      { originCode: '31', destinationCode: '51' },
      { kind: 'cargo', originCode: '31', destinationCode: '51' },
    ],
    [
      'vehicle',
      { originCode: '3205', destinationCode: '44' },
      { kind: 'vehicle', originCode: '3205', destinationCode: '44' },
    ],
    [
      'cargo',
      { originCode: '3101', destinationCode: '4403', keyword: '钢材' },
      { kind: 'cargo', originCode: '3101', destinationCode: '4403' },
    ],
  ])('%s %j is the lane %j', (kind, filters, lane) => {
    expect(laneOfFilters(kind, filters)).toEqual(lane);
  });

  it.each([
    ['line', { originCode: '31', destinationCode: '51' }],
    ['cargo', { originCode: '310115', destinationCode: '51' }],
    ['cargo', { originCode: '31', destinationCode: '510104' }],
    ['cargo', { originCode: '31' }],
    ['vehicle', { destinationCode: '51' }],
    ['cargo', {}],
    ['cargo', { originCode: '3', destinationCode: '51' }],
    ['cargo', { originCode: '31a', destinationCode: '51' }],
  ])('%s %j names no lane to subscribe to', (kind, filters) => {
    expect(laneOfFilters(kind, filters)).toBeNull();
  });
});
