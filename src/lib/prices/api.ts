/** 运价参考's endpoint (docs/api.md, Freight price reference), loaded only with the chart and the suggestion. */
import type { PriceReference } from '../shared/contract/prices.ts';
import { get } from '../request/api.ts';

/** A lane's two ends (area codes) and a vehicle type (empty: all), from a list's filters or a form. */
export interface PriceLane {
  originCode: string;
  destinationCode: string;
  vehicleType: string;
}

/** Public and the same for everyone: kept a while, and no toast (the section or the line says it). */
export const getPriceReference = ({ originCode, destinationCode, vehicleType }: PriceLane) =>
  get<PriceReference>(
    '/api/prices',
    { originCode, destinationCode, vehicleType: vehicleType || undefined },
    { hideMessage: true, useCache: true },
  );
