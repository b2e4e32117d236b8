import { areaList } from '@vant/area-data';
import { placeText, regionNames } from '../../src/lib/shared/regions.ts';
import { shortPlace } from '../../src/lib/shared/short-place.ts';
import type { OfferInput } from '../../src/lib/shared/rules/offer.ts';
import { ANY_VEHICLE_TYPE } from '../../src/lib/shared/contract.ts';
import type { Store } from '../store/store.ts';
import { invalid } from './errors.ts';
import { publisherName, type OfferRow } from '../queries/offers.ts';

/** `江苏省 苏州市 姑苏区` for a district code (the schema checked it against the same data). */
function districtText(code: string): string {
  const names = regionNames(areaList, code);
  if (!names) throw invalid('地区代码不正确');
  return placeText(names);
}

/** A province's or city's name (`广东省`, `苏州市`). */
const areaText = (code: string): string => areaList.city_list[code] ?? areaList.province_list[code] ?? code;

const amount = (value: number, unit: string) => `${value}${unit}`;

/** What is stored for a checked offer: the places named, a title written, the publisher's company. */
export async function offerRow(db: Store, userId: number, input: OfferInput): Promise<OfferRow> {
  const origin = districtText(input.originCode);
  const shared = {
    origin,
    originCode: input.originCode,
    vehicleType: input.vehicleType,
    price: input.price,
    companyName: await publisherName(db, userId),
    content: input.remarks,
    contactName: input.contactName,
    contactPhone: input.contactPhone,
  };
  // Titles name the places as the list columns do (`上海→成都`), like the seeded ones.
  const from = shortPlace(origin);
  if (input.kind === 'cargo') {
    const destination = districtText(input.destinationCode);
    const length = input.vehicleLengthMeters === null ? '' : `${input.vehicleLengthMeters}米`;
    return {
      ...shared,
      kind: 'cargo',
      title: `${from}→${shortPlace(destination)} ${input.cargoName} ${amount(input.weightTons, '吨')} 求${length}${input.vehicleType === ANY_VEHICLE_TYPE ? '车' : input.vehicleType}`,
      destination,
      destinationCodes: [input.destinationCode],
      cargoName: input.cargoName,
      weightTons: input.weightTons,
      volumeCubic: input.volumeCubic,
      vehicleLengthMeters: input.vehicleLengthMeters,
      loadingDate: input.loadingDate,
      expiresOn: input.loadingDate,
      availableFrom: null,
      plate: '',
    };
  }
  const destination = input.destinationCodes.map(areaText).join('、');
  return {
    ...shared,
    kind: 'vehicle',
    title: `${from}→${shortPlace(destination)} ${input.vehicleLengthMeters}米${input.vehicleType} 求货`,
    destination,
    destinationCodes: input.destinationCodes,
    cargoName: '',
    weightTons: input.capacityTons,
    volumeCubic: input.capacityCubic,
    vehicleLengthMeters: input.vehicleLengthMeters,
    loadingDate: input.availableFrom,
    expiresOn: input.availableTo,
    availableFrom: input.availableFrom,
    plate: input.plate,
  };
}
