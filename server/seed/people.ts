/** People, phone numbers, addresses and registration codes for the demo content. */
import {
  FEMALE_GIVEN_NAMES,
  GIVEN_NAMES,
  LOGISTICS_PARKS,
  MOBILE_PREFIXES,
  ROADS,
  SURNAMES,
  type City,
} from './data.ts';
import type { Random } from './random.ts';

export interface Person {
  name: string;
  surname: string;
  /** Pinyin of the full name, for account names. */
  pinyin: string;
  /** How to address the person politely: 王先生, 李女士. */
  title: string;
}

export function person(random: Random): Person {
  const [surname, surnamePinyin] = random.pick(SURNAMES);
  const [given, givenPinyin] = random.pick(GIVEN_NAMES);
  return {
    name: surname + given,
    surname,
    pinyin: surnamePinyin + givenPinyin,
    title: surname + (FEMALE_GIVEN_NAMES.has(given) ? '女士' : '先生'),
  };
}

/** A valid-looking mainland mobile number, `1[3-9]\d{9}`. */
export function mobile(random: Random): string {
  return random.pick(MOBILE_PREFIXES) + String(random.int(0, 99_999_999)).padStart(8, '0');
}

/** A street address in the city's logistics district, without the province and city. */
export function street(random: Random, city: City, district: string = random.pick(city.districts)): string {
  const place = random.chance(0.5)
    ? `${city.name}${random.pick(LOGISTICS_PARKS)}${random.pick(['A', 'B', 'C', 'D'])}区${random.int(1, 36)}号`
    : '';
  return `${district}${random.pick(ROADS)}${random.int(1, 2999)}号${place}`;
}

/** A full postal address: province, city, district and street. */
export function address(random: Random, city: City, district?: string): string {
  return cityLabel(city, true) + street(random, city, district);
}

/** 苏州市 (or 江苏省苏州市 with the province); a municipality is named once: 上海市. */
export function cityLabel(city: City, withProvince = false): string {
  if (city.municipality) return city.province;
  return `${withProvince ? city.province : ''}${city.name}市`;
}

const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const ORGANISATION_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];

/**
 * An 18-character unified social credit code (GB 32100-2015): `91` for a company, the six-digit
 * division code, a nine-character organisation code with its own check digit (GB 11714), and the
 * final check character.
 */
export function creditCode(random: Random, city: City): string {
  const division = city.divisionCode + String(random.int(2, 15)).padStart(2, '0');
  const body = Array.from({ length: 8 }, () => String(random.int(0, 9))).join('');
  const organisationSum = [...body].reduce(
    (sum, digit, i) => sum + Number(digit) * (ORGANISATION_WEIGHTS[i] as number),
    0,
  );
  const organisationCheck = 11 - (organisationSum % 11);
  const organisation =
    body + (organisationCheck === 10 ? 'X' : organisationCheck === 11 ? '0' : String(organisationCheck));
  const first17 = `91${division}${organisation}`;
  const sum = [...first17].reduce(
    (total, char, i) => total + CODE_CHARS.indexOf(char) * (CODE_WEIGHTS[i] as number),
    0,
  );
  const check = (31 - (sum % 31)) % 31;
  return first17 + CODE_CHARS.charAt(check);
}

/** A domestic IPv4 address for login records. */
export function ipAddress(random: Random, prefixes: readonly string[]): string {
  return `${random.pick(prefixes)}.${random.int(1, 254)}.${random.int(1, 254)}`;
}
