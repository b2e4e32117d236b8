/**
 * A small market written the same way into any store: cargo offers and trucks over a few cities of
 * three provinces, with publishers, states, dates and figures varied by a fixed sequence, so the
 * matches read from SQLite and from PostgreSQL can be compared with each other and with the rule
 * applied to every offer in JavaScript.
 */
import { addDays } from '../../../src/lib/shared/china-time.ts';
import type { CargoToMatch, TruckToMatch } from '../../../src/lib/shared/matching.ts';
import type { Store } from '../../../server/store/store.ts';

export const MARKET_TODAY = '2031-03-02';

/** Districts of 上海 (3101), 苏州 (3205), 南京 (3201), 成都 (5101) and 深圳 (4403). */
const DISTRICTS = ['310115', '310101', '320508', '320506', '320115', '510104', '510107', '440305'];
/** Where trucks go: provinces and cities, as the API takes them. */
const AREAS = ['510000', '510100', '440000', '440300', '320000', '320500', '310100', '310000'];

export interface MarketOffer {
  id: number;
  kind: 'cargo' | 'vehicle';
  userId: number | null;
  standing: boolean;
  cargo?: CargoToMatch;
  truck?: TruckToMatch;
}

/** A fixed sequence of numbers in [0, 1): the same market every run. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const INSERT_OFFER = `INSERT INTO logistics_info (kind, title, origin, destination, company_name, content, contact_name,
    contact_phone, loading_date, published_at, origin_code, destination_code, user_id, state, expires_on, available_from,
    weight_tons, volume_cubic, vehicle_length_meters)
  VALUES (?, '测试', '起点', '终点', '测试物流', '内容', '张先生', '13912345678', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/** Writes two accounts and `count` offers into `store`; what was written, as the rule reads it. */
export async function writeMarket(store: Store, count: number): Promise<MarketOffer[]> {
  for (const [account, mobile] of [
    ['shipper', '13700000001'],
    ['carrier', '13700000002'],
  ]) {
    await store.run(
      "INSERT INTO users (account, password_hash, nickname, mobile, created_at) VALUES (?, 'x', ?, ?, '2031-01-01T00:00:00.000Z')",
      account!,
      account!,
      mobile!,
    );
  }
  const users = await store.column<number>('SELECT id FROM users ORDER BY id');
  const next = sequence(20_310_302);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const offers: MarketOffer[] = [];
  for (let n = 0; n < count; n += 1) {
    const kind = next() < 0.55 ? 'cargo' : 'vehicle';
    const userId = pick([...users, null]);
    const state = next() < 0.9 ? 'published' : pick(['withdrawn', 'done']);
    const first = addDays(MARKET_TODAY, Math.floor(next() * 8) - 2);
    const publishedAt = `2031-02-${String(10 + (n % 18)).padStart(2, '0')}T0${n % 10}:00:00.000Z`;
    const origin = next() < 0.05 && kind === 'vehicle' ? '320000' : pick(DISTRICTS);
    const figure = (low: number, high: number) =>
      next() < 0.15 ? null : Math.round((low + next() * (high - low)) * 10) / 10;
    if (kind === 'cargo') {
      const destination = pick(DISTRICTS);
      const [weight, volume, length] = [figure(1, 30), figure(2, 80), figure(4, 17.5)];
      const { lastInsertId: id } = await store.run(
        INSERT_OFFER,
        'cargo',
        first,
        publishedAt,
        origin,
        destination,
        userId,
        state,
        first,
        null,
        weight ?? 1,
        volume,
        length,
      );
      await store.run('INSERT INTO offer_destinations (info_id, code) VALUES (?, ?)', id, destination);
      const cargo: CargoToMatch = {
        id,
        originCode: origin,
        destinationCode: destination,
        loadingDate: first,
        weightTons: weight ?? 1,
        volumeCubic: volume,
        vehicleLengthMeters: length,
        publishedAt,
      };
      offers.push({ id, kind, userId, standing: state === 'published' && first >= MARKET_TODAY, cargo });
    } else {
      const destinations = [...new Set([pick(AREAS), pick(AREAS), pick(AREAS)].slice(0, 1 + (n % 3)))];
      const last = next() < 0.1 ? null : addDays(first, Math.floor(next() * 6));
      const from = next() < 0.1 ? null : first;
      const [tons, cubic, length] = [figure(2, 40), figure(5, 120), figure(4.2, 17.5)];
      const { lastInsertId: id } = await store.run(
        INSERT_OFFER,
        'vehicle',
        from,
        publishedAt,
        origin,
        destinations[0]!,
        userId,
        state,
        last,
        from,
        tons,
        cubic,
        length,
      );
      for (const code of destinations) {
        await store.run('INSERT INTO offer_destinations (info_id, code) VALUES (?, ?)', id, code);
      }
      const truck: TruckToMatch = {
        id,
        locationCode: origin,
        destinationCodes: [...destinations].sort(),
        availableFrom: from,
        availableTo: last,
        capacityTons: tons,
        capacityCubic: cubic,
        vehicleLengthMeters: length,
        publishedAt,
      };
      const standing = state === 'published' && (last === null || last >= MARKET_TODAY);
      offers.push({ id, kind, userId, standing, truck });
    }
  }
  return offers;
}
