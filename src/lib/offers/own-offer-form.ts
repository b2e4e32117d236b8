/**
 * One of the account's offers back in its publish form (编辑, 重新发布): loaded only when the form
 * opens for one, so a new offer's page does not carry it.
 */
import type { OwnOffer } from '../shared/contract.ts';
import type { OfferDraftTarget } from './offer-drafts.ts';
// Types only: this module is its own chunk, and importing the form's module would split that too.
import type { OfferFormValues } from './offer-form.ts';
import { cityCodeOf, provinceCodeOf } from '../shared/regions.ts';

/** Why `offer` cannot be opened for `target` (another kind, or a state the action does not allow). */
export function ownOfferRefusal(
  target: OfferDraftTarget,
  offer: Pick<OwnOffer, 'kind' | 'state'>,
): string | null {
  if (offer.kind !== target.kind) return '该信息的类型与此页面不符，请从“我的发布”中打开';
  if (target.mode === 'edit' && offer.state !== 'published')
    return '只有发布中的信息可以编辑，可在“我的发布”中重新发布';
  if (target.mode === 'republish' && offer.state === 'published')
    return '该信息仍在发布中，如需修改请直接编辑';
  return null;
}

/**
 * One of the account's offers back in its form, over `empty` (the form's empty values): for 编辑 as
 * it stands; for 重新发布 (`today` given)
 * its days are kept only when still ahead, so a past offer asks for new dates.
 */
export function fromOwnOffer(offer: OwnOffer, empty: OfferFormValues, today?: string): OfferFormValues {
  const day = (value: string | null) =>
    value === null || (today !== undefined && value < today) ? '' : value;
  const origin = offer.originCode ?? '';
  const common = {
    originProvince: origin && provinceCodeOf(origin),
    originCity: origin && cityCodeOf(origin),
    originCode: origin,
    destinationProvince: '',
    destinationCity: '',
    vehicleType: offer.vehicleType,
    vehicleLengthMeters: offer.vehicleLengthMeters === null ? '' : String(offer.vehicleLengthMeters),
    price: offer.price === null ? '' : String(offer.price),
    priceNegotiable: offer.price === null ? '1' : '',
    contactName: offer.contactName,
    contactPhone: offer.contactPhone,
    remarks: offer.content,
  };
  if (offer.kind === 'vehicle')
    return {
      ...empty,
      ...common,
      plate: offer.plate,
      capacityTons: offer.weightTons === null ? '' : String(offer.weightTons),
      capacityCubic: offer.volumeCubic === null ? '' : String(offer.volumeCubic),
      destinationCodes: offer.destinationCodes.join(','),
      availableFrom: day(offer.availableFrom),
      availableTo: day(offer.availableTo),
    };
  const destination = offer.destinationCodes[0] ?? '';
  return {
    ...empty,
    ...common,
    destinationProvince: destination && provinceCodeOf(destination),
    destinationCity: destination && cityCodeOf(destination),
    destinationCode: destination,
    cargoName: offer.cargoName,
    weightTons: offer.weightTons === null ? '' : String(offer.weightTons),
    volumeCubic: offer.volumeCubic === null ? '' : String(offer.volumeCubic),
    loadingDate: day(offer.loadingDate),
  };
}
