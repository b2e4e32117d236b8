/**
 * Offers every rule accepts, for the server tests of the market: a 货源 of steel from Shanghai
 * (浦东新区) to Chengdu (锦江区) loading in two days, and a 车源 from Suzhou (姑苏区) bound for Chengdu,
 * free for three days from today, its price 面议. A test changes only the fields it is about.
 */
import { addDays } from '../../../src/lib/shared/china-time.ts';

/** A cargo offer loading two days after `today` (China's day, `YYYY-MM-DD`). */
export const cargoOfferInput = (today: string, overrides: Record<string, unknown> = {}) => ({
  kind: 'cargo',
  originCode: '310115',
  destinationCode: '510104',
  cargoName: '钢材',
  weightTons: 12.5,
  volumeCubic: 20,
  vehicleLengthMeters: 9.6,
  vehicleType: '高栏车',
  loadingDate: addDays(today, 2),
  price: 6800,
  priceNegotiable: false,
  contactName: '张先生',
  contactPhone: '13912345678',
  remarks: '',
  ...overrides,
});

/** A truck available from `today` for three more days. */
export const truckOfferInput = (today: string, overrides: Record<string, unknown> = {}) => ({
  kind: 'vehicle',
  originCode: '320508',
  destinationCodes: ['510100'],
  plate: '沪A12345',
  vehicleLengthMeters: 9.6,
  vehicleType: '厢式货车',
  capacityTons: 18,
  capacityCubic: 55,
  availableFrom: today,
  availableTo: addDays(today, 3),
  price: null,
  priceNegotiable: true,
  contactName: '李师傅',
  contactPhone: '13698765432',
  remarks: '',
  ...overrides,
});
