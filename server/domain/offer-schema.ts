import { areaList } from '@vant/area-data';
import { offerInputSchema } from '../../src/lib/shared/rules/offer.ts';

type OfferSchema = ReturnType<typeof offerInputSchema>;

let built: { today: string; horizonDays: number; schema: OfferSchema } | undefined;

/**
 * The server's rules for an offer on China's day `today`, with the division data and the loading
 * horizon (PORTAL_LOADING_HORIZON). Building them costs about half a millisecond (a tenth of a
 * publish), so they are built once a day (or once per day a test's clock names), not per request.
 */
export function offerSchemaOn(today: string, horizonDays: number): OfferSchema {
  if (built?.today !== today || built.horizonDays !== horizonDays)
    built = {
      today,
      horizonDays,
      schema: offerInputSchema({ regions: areaList, today: () => today, horizonDays }),
    };
  return built.schema;
}
