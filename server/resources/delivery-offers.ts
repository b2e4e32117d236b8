import { Hono } from 'hono';
import { type Delivery, type OfferCreated } from '../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import { chinaDay } from '../../src/lib/shared/china-time.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { ApiError, notFound } from '../domain/errors.ts';
import { readIdParam } from '../http/params.ts';
import { offerRow } from '../domain/offer-rows.ts';
import { findDelivery } from '../queries/deliveries.ts';
import { insertOffer, offerOfDelivery, publisherName } from '../queries/offers.ts';
import { currentUser, requireUser } from '../http/session.ts';
import { validate } from '../http/input.ts';
import { offerSchemaOn } from '../domain/day-rules.ts';
import { laneNotice } from '../domain/subscriptions.ts';

/**
 * A confirmed shipment published as a cargo offer (`POST /deliveries/:id/publish`): the lane, the
 * cargo, weight, volume, vehicle wanted, loading date and freight (or 面议) go to the market under
 * the publisher's company, with the shipper's phone as the one contact phone. Addresses, the
 * consignee and the names of either party stay private. While the offer stands, asking again
 * answers the same offer; the offer is then the publisher's like any other (我的发布).
 */
const resource = new Hono<AppEnv>();

/** The cargo offer a shipment makes, checked by the same rules as the publish form. */
function offerInputOf(delivery: Delivery, contactName: string) {
  return {
    kind: 'cargo' as const,
    originCode: delivery.originCode,
    destinationCode: delivery.destinationCode,
    cargoName: delivery.cargoName,
    weightTons: delivery.weightTons,
    volumeCubic: delivery.volumeCubic,
    vehicleLengthMeters: delivery.vehicleLengthMeters,
    vehicleType: delivery.vehicleType,
    loadingDate: delivery.loadingDate,
    price: delivery.freight,
    priceNegotiable: delivery.freightNegotiable,
    contactName,
    contactPhone: delivery.shipperPhone,
    remarks: '',
  };
}

resource.post('/deliveries/:id/publish', requireUser, async (c) => {
  const db = c.get('db');
  const user = currentUser(c);
  const now = c.var.config.now();
  const today = chinaDay(now);
  const delivery = await findDelivery(db, user.id, readIdParam(c), today);
  if (!delivery) throw notFound('发货单');
  if (delivery.status !== 'confirmed') {
    throw new ApiError(
      ErrorCodes.deliveryNotConfirmed,
      '只有已确认的发货单可以发布为货源，请先确认发货单',
      409,
    );
  }
  const standing = await offerOfDelivery(db, delivery.id, today);
  if (standing !== undefined) return ok(c, { id: standing, state: 'published' } satisfies OfferCreated);

  const name = await publisherName(db, user.id);
  const input = validate(
    offerSchemaOn(today, c.get('config').loadingHorizonDays),
    offerInputOf(delivery, name),
  );
  const row = { ...(await offerRow(db, user.id, input)), deliveryId: delivery.id };
  const id = await db.transaction(async () => {
    // Asked twice at once: the second finds the first's offer.
    const again = await offerOfDelivery(db, delivery.id, today);
    if (again !== undefined) return again;
    await c.var.rates.offer.check(db, user.id, '发布信息');
    const at = new Date(now).toISOString();
    return insertOffer(db, user.id, row, at, laneNotice(row, now));
  });
  return ok(c, { id, state: 'published' } satisfies OfferCreated);
});

export default resource;
