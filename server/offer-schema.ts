import { areaList } from '@vant/area-data';
import { offerInputSchema } from '../src/lib/rules/offer.ts';

type OfferSchema = ReturnType<typeof offerInputSchema>;

let built: { today: string; schema: OfferSchema } | undefined;

/**
 * The server's rules for an offer on China's day `today`, with the division data. Building them
 * costs about half a millisecond (a tenth of a publish), so they are built once a day (or once per
 * day a test's clock names), not per request.
 */
export function offerSchemaOn(today: string): OfferSchema {
  if (built?.today !== today)
    built = { today, schema: offerInputSchema({ regions: areaList, today: () => today }) };
  return built.schema;
}
