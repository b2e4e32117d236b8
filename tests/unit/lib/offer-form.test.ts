import { describe, expect, it } from 'vitest';
import type { OwnOffer } from '../../../src/lib/shared/contract';
import { validateForm } from '../../../src/lib/form/form';
import { offerDraftKey, offerDrafts, offerTargetOf } from '../../../src/lib/offers/offer-drafts';
import {
  asOfferFields,
  emptyOfferForm,
  OFFER_FIELD_NAMES,
  offerCrossCheck,
  toOfferInput,
  type OfferFormValues,
  type OfferKind,
} from '../../../src/lib/offers/offer-form';
import { cargoFields } from '../../../src/lib/offers/cargo-offer-fields';
import { vehicleFields } from '../../../src/lib/offers/vehicle-offer-fields';
import { fromOwnOffer, ownOfferRefusal } from '../../../src/lib/offers/own-offer-form';
import { offerInputSchema } from '../../../src/lib/shared/rules/offer';
import { addDays, chinaDay } from '../../../src/lib/shared/china-time';

const today = chinaDay();

const truck = (overrides: Partial<OfferFormValues> = {}): OfferFormValues => ({
  ...emptyOfferForm(),
  plate: '沪a 12345',
  vehicleType: '厢式货车',
  vehicleLengthMeters: '9.6',
  capacityTons: '18',
  capacityCubic: '',
  originProvince: '320000',
  originCity: '320500',
  originCode: '320508',
  destinationCodes: '510100,440000',
  availableFrom: today,
  availableTo: addDays(today, 3),
  priceNegotiable: '1',
  contactName: '李师傅',
  contactPhone: '13698765432',
  ...overrides,
});

const cargo = (overrides: Partial<OfferFormValues> = {}): OfferFormValues => ({
  ...emptyOfferForm(),
  originProvince: '310000',
  originCity: '310100',
  originCode: '310115',
  destinationProvince: '510000',
  destinationCity: '510100',
  destinationCode: '510104',
  loadingDate: addDays(today, 1),
  cargoName: '钢材',
  weightTons: '12.5',
  vehicleType: '高栏车',
  price: '6800',
  contactName: '张先生',
  contactPhone: '13912345678',
  ...overrides,
});

const fieldsOf = (kind: OfferKind) => asOfferFields(kind === 'cargo' ? cargoFields : vehicleFields);
const check = (kind: OfferKind, values: OfferFormValues) =>
  validateForm(fieldsOf(kind), values, offerCrossCheck(kind, fieldsOf(kind)));

it('a draft holds every field of both kinds', () => {
  expect([...OFFER_FIELD_NAMES].sort()).toEqual(
    [...new Set([...Object.keys(cargoFields), ...Object.keys(vehicleFields)])].sort(),
  );
});

describe('the publish forms send what the shared rules accept', () => {
  it.each([
    ['vehicle', truck()],
    ['cargo', cargo()],
  ] as const)('a filled %s form passes the form and the server schema', (kind, values) => {
    expect(check(kind, values)).toEqual({});
    const parsed = offerInputSchema().safeParse(toOfferInput(kind, values));
    expect(parsed.success).toBe(true);
  });

  it('sends a truck with its destinations as a list, 面议 as a null price and empty optional numbers as null', () => {
    expect(toOfferInput('vehicle', truck())).toMatchObject({
      kind: 'vehicle',
      destinationCodes: ['510100', '440000'],
      price: null,
      priceNegotiable: true,
      capacityCubic: null,
      vehicleLengthMeters: 9.6,
    });
  });
});

describe('field messages', () => {
  it.each([
    ['vehicle', truck({ plate: 'AB123' }), 'plate', '请输入正确的车牌号，如 沪A12345'],
    ['vehicle', truck({ destinationCodes: '' }), 'destinationCodes', '目的地须选择 1～5 个省或市'],
    [
      'vehicle',
      truck({ destinationCodes: '110000,120000,310000,320000,330000,340000' }),
      'destinationCodes',
      '目的地须选择 1～5 个省或市',
    ],
    [
      'vehicle',
      truck({ availableTo: addDays(today, 61) }),
      'availableTo',
      '可用截止日期距可装车日期不能超过 60 天',
    ],
    ['vehicle', truck({ originCity: '', originCode: '' }), 'originCity', undefined],
    ['cargo', cargo({ price: '' }), 'price', undefined],
    ['cargo', cargo({ volumeCubic: '-2' }), 'volumeCubic', undefined],
    ['cargo', cargo({ destinationCode: '' }), 'destinationCode', undefined],
  ] as const)('%s: %o is refused at %s', (kind, values, field, text) => {
    const errors = check(kind, values);
    expect(errors[field]).toBeTruthy();
    if (text) expect(errors[field]).toBe(text);
  });

  it('checks an optional number only when something is typed', () => {
    expect(check('cargo', cargo({ volumeCubic: '' })).volumeCubic).toBeUndefined();
  });
});

describe('an own offer back in its form', () => {
  const own = {
    id: 9,
    kind: 'vehicle',
    originCode: '320508',
    destinationCodes: ['510100'],
    plate: '沪A12345',
    vehicleType: '厢式货车',
    vehicleLengthMeters: 9.6,
    weightTons: 18,
    volumeCubic: null,
    price: null,
    availableFrom: addDays(today, -5),
    availableTo: addDays(today, 2),
    contactName: '李师傅',
    contactPhone: '13698765432',
    content: '可回程',
  } as unknown as OwnOffer;

  it('fills every field; a re-publication drops the days already past', () => {
    const edit = fromOwnOffer(own, emptyOfferForm());
    expect(edit).toMatchObject({
      originProvince: '320000',
      originCity: '320500',
      capacityTons: '18',
      priceNegotiable: '1',
      remarks: '可回程',
      availableFrom: own.availableFrom,
    });
    const again = fromOwnOffer(own, emptyOfferForm(), today);
    expect(again.availableFrom).toBe('');
    expect(again.availableTo).toBe(own.availableTo);
  });

  it.each([
    [{ kind: 'vehicle', mode: 'edit', offerId: 9 }, 'published', null],
    [
      { kind: 'vehicle', mode: 'edit', offerId: 9 },
      'expired',
      '只有发布中的信息可以编辑，可在“我的发布”中重新发布',
    ],
    [{ kind: 'vehicle', mode: 'republish', offerId: 9 }, 'published', '该信息仍在发布中，如需修改请直接编辑'],
    [{ kind: 'vehicle', mode: 'republish', offerId: 9 }, 'done', null],
    [
      { kind: 'cargo', mode: 'edit', offerId: 9 },
      'published',
      '该信息的类型与此页面不符，请从“我的发布”中打开',
    ],
  ] as const)('%o of an offer %s: %s', (target, state, refusal) => {
    expect(ownOfferRefusal(target, { kind: 'vehicle', state })).toBe(refusal);
  });
});

describe('offer drafts', () => {
  it('keys a new offer, an edit and a re-publication apart', () => {
    expect(offerDraftKey(7, { kind: 'vehicle', mode: 'new' })).toBe('portal:offer-draft:7:vehicle');
    expect(offerDraftKey(7, { kind: 'cargo', mode: 'edit', offerId: 12 })).toBe(
      'portal:offer-draft:7:cargo:edit-12',
    );
    expect(offerDraftKey(7, { kind: 'cargo', mode: 'republish', offerId: 12 })).toBe(
      'portal:offer-draft:7:cargo:republish-12',
    );
  });

  it('drops a stored value of another shape', () => {
    const target = { kind: 'cargo', mode: 'new' } as const;
    expect(offerDrafts.isDraft({ values: cargo(), idempotencyKey: 'k' }, target)).toBe(true);
    expect(offerDrafts.isDraft({ values: { cargoName: 1 }, idempotencyKey: 'k' }, target)).toBe(false);
    expect(offerDrafts.isDraft({ values: cargo(), idempotencyKey: '' }, target)).toBe(false);
  });

  it.each([
    ['?edit=12', { kind: 'cargo', mode: 'edit', offerId: 12 }],
    ['?republish=3', { kind: 'cargo', mode: 'republish', offerId: 3 }],
    ['?edit=abc', { kind: 'cargo', mode: 'new' }],
    // The portal's one reading of an id (ids.ts): past ID_MAX or with a leading zero it names no offer.
    ['?edit=2147483648', { kind: 'cargo', mode: 'new' }],
    ['?republish=07', { kind: 'cargo', mode: 'new' }],
    ['', { kind: 'cargo', mode: 'new' }],
  ])('reads %s', (search, target) => {
    expect(offerTargetOf('cargo', search)).toEqual(target);
  });
});
