/**
 * 运价参考 (docs/api.md, Freight price reference): `GET /prices?originCode&destinationCode&vehicleType`,
 * a lane's freight per ton and per vehicle by China week over the last 13 weeks. Public and the same
 * for everyone, so cacheable like the lists.
 */
import { Hono } from 'hono';
import { WANTED_VEHICLE_TYPES } from '../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import type { PriceReference } from '../../src/lib/shared/contract/prices.ts';
import { areaPrefix } from '../../src/lib/shared/area-codes.ts';
import { chinaDay } from '../../src/lib/shared/china-time.ts';
import { firstPriceDay, priceWeeks } from '../../src/lib/shared/rules/prices.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { ApiError } from '../domain/errors.ts';
import { lanePrices } from '../queries/prices.ts';

const resource = new Hono<AppEnv>();

const invalid = (message: string) => new ApiError(ErrorCodes.invalidInput, message, 400);

/**
 * A lane's end as a province (`44`) or a city (`4403`): a district's code is read as its city's, whose
 * offers are many enough to say something (a district's rarely are).
 */
function laneEnd(raw: string | undefined, name: string): string {
  const prefix = areaPrefix(raw ?? '');
  if (prefix === null) throw invalid(`${name} 须为 GB/T 2260 行政区划代码（例如 440300）`);
  return prefix.slice(0, 4);
}

resource.get('/prices', async (c) => {
  const originCode = laneEnd(c.req.query('originCode'), 'originCode');
  const destinationCode = laneEnd(c.req.query('destinationCode'), 'destinationCode');
  const vehicleType = c.req.query('vehicleType') || null;
  if (vehicleType !== null && !(WANTED_VEHICLE_TYPES as readonly string[]).includes(vehicleType))
    throw invalid(`vehicleType 须为以下之一：${WANTED_VEHICLE_TYPES.join('、')}`);
  const { config } = c.var;
  const today = chinaDay(config.now());
  const lane = { originCode, destinationCode, vehicleType };
  const samples = await lanePrices(c.get('db'), lane, firstPriceDay(today));
  const { from, weeks, whole } = priceWeeks(samples, today, config.priceMinSamples);
  const answer: PriceReference = {
    ...lane,
    from,
    to: today,
    minSamples: config.priceMinSamples,
    weeks,
    whole,
  };
  return ok(c, answer);
});

export default resource;
