/**
 * The lane 运价参考 is asked for (docs/api.md, Freight price reference): both ends' area codes and a
 * vehicle type (empty: all), from a list's filters or a publish form's fields; null while an end is
 * missing. Small on purpose: the list and the publish forms carry it before the chart or the line loads.
 */
export interface PriceLane {
  originCode: string;
  destinationCode: string;
  vehicleType: string;
}

export function priceLane(originCode = '', destinationCode = '', vehicleType = ''): PriceLane | null {
  return originCode && destinationCode ? { originCode, destinationCode, vehicleType } : null;
}

/** A publish form's lane: its origin, its (first) destination, its vehicle type, all three chosen. */
export function priceLaneOfOffer(values: Readonly<Record<string, string | undefined>>): PriceLane | null {
  const destination = values.destinationCode || values.destinationCodes?.split(',')[0];
  return values.vehicleType ? priceLane(values.originCode, destination, values.vehicleType) : null;
}
