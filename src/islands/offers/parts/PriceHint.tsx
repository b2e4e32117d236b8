import { useEffect, useState, type ComponentType } from 'react';
import type { PriceLane } from '../../../lib/prices/api';

type Suggestion = ComponentType<{ lane: PriceLane }>;

/**
 * Beside the price field: once origin, destination and vehicle type are chosen, the lane's suggested
 * range, whose code and figures are fetched then (the publish pages' budget). It fills a cell the
 * form's grid has anyway, so nothing moves when it arrives.
 */
export default function PriceHint({ values }: { values: Readonly<Record<string, string | undefined>> }) {
  // A truck's first destination stands for its lane.
  const { originCode, vehicleType } = values;
  const destinationCode = values.destinationCode || values.destinationCodes?.split(',')[0];
  const lane =
    originCode && destinationCode && vehicleType ? { originCode, destinationCode, vehicleType } : null;
  const [Line, setLine] = useState<Suggestion | null>(null);
  useEffect(() => {
    if (lane && !Line) void import('./PriceSuggestion').then((module) => setLine(() => module.default));
  }, [lane !== null]);
  return (
    <p role="status" className="self-center text-sm text-gray-600">
      {lane && Line && <Line lane={lane} />}
    </p>
  );
}
