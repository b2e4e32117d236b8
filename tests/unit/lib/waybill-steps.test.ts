/**
 * The steps a waybill's page offers (src/lib/shared/waybill-steps.ts `stepsFor`): by state and party,
 * exactly the steps the server takes from that party in that state (tests/unit/server/waybills.test.ts
 * holds the server to the same table).
 */
import { describe, expect, it } from 'vitest';
import { stepsFor } from '../../../src/lib/shared/waybill-steps.ts';

describe('stepsFor', () => {
  it.each([
    ['pending', 'carrier', ['loaded', 'cancelled']],
    ['pending', 'shipper', ['cancelled']],
    ['loaded', 'carrier', ['departed']],
    ['loaded', 'shipper', []],
    ['in_transit', 'carrier', ['delivered']],
    ['delivered', 'carrier', []],
    ['delivered', 'shipper', ['received']],
    ['received', 'shipper', []],
    ['cancelled', 'carrier', []],
    ['pending', null, []],
  ] as const)('in %s, the %s may take %j', (state, role, steps) => {
    expect(stepsFor(state, role)).toEqual(steps);
  });
});
