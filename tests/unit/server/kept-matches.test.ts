/**
 * Kept matches (server/queries/kept-matches.ts) equal matches computed anew, in order and contents,
 * over a random sequence of publishes, edits, 成交, 撤回 and days passing, on two nodes of one
 * database: one writes, both read. A lane with more trucks than MATCH_CANDIDATES makes the kept
 * answers of its cargo capped lists, which new trucks push into and withdrawals shrink.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerMatches } from '../../../server/queries/kept-matches.ts';
import { freshMatches, MATCH_CANDIDATES } from '../../../server/queries/offer-matches.ts';
import { closeOffer, insertOffer, updateOffer, type OfferRow } from '../../../server/queries/offers.ts';
import { PostgresStore } from '../../../server/store/postgres/postgres-store.ts';
import { openDatabase } from '../../../server/store/sqlite/db.ts';
import { sqliteStore } from '../../../server/store/sqlite/sqlite-store.ts';
import { textFor, type Store } from '../../../server/store/store.ts';
import { addDays } from '../../../src/lib/shared/china-time.ts';
import { migratePostgres } from '../../../server/store/postgres/postgres-migrations.ts';
import { postgresMissing, usePostgres } from '../helpers/postgres.ts';
import { recording, type Statement } from '../helpers/recording-store.ts';
import { MARKET_TODAY, writeMarket } from './offer-market-fixture.ts';

const DISTRICTS = ['310115', '310101', '320508', '320506', '320115', '510104', '510107', '440305'];
const AREAS = ['510000', '510100', '440000', '440300', '320000', '320500', '310100', '310000'];
/** The crowded lane: trucks in 浦东新区 bound for 四川, cargo from 黄浦区 to 成都. */
const HUB_TRUCKS = MATCH_CANDIDATES + 20;

/** The same random sequence every run (a failure can be replayed). */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

interface Published {
  id: number;
  userId: number;
  kind: 'cargo' | 'vehicle';
}

async function writeHub(store: Store, users: readonly number[]): Promise<Published[]> {
  const written: Published[] = [];
  const insert = `INSERT INTO logistics_info (kind, title, origin, destination, company_name, content, contact_name,
      contact_phone, loading_date, published_at, origin_code, destination_code, user_id, state, expires_on)
    VALUES (?, '测试', '起点', '终点', '测试物流', '内容', '张先生', '13912345678', ?, '2031-02-01T00:00:00.000Z', ?, ?, ?, 'published', ?)`;
  await store.transaction(async () => {
    for (let n = 0; n < HUB_TRUCKS + 3; n += 1) {
      const kind = n < HUB_TRUCKS ? 'vehicle' : 'cargo';
      // The hub's cargo has no publisher, so every truck of the lane is its candidate.
      const userId = kind === 'vehicle' ? users[n % 2]! : null;
      const [origin, destination] = kind === 'vehicle' ? ['310115', '510000'] : ['310101', '510104'];
      const { lastInsertId } = await store.run(
        insert,
        kind,
        MARKET_TODAY,
        origin,
        destination,
        userId,
        addDays(MARKET_TODAY, 20),
      );
      const id = Number(lastInsertId);
      await store.run('INSERT INTO offer_destinations (info_id, code) VALUES (?, ?)', id, destination);
      written.push({ id, userId: userId ?? 0, kind });
    }
  });
  return written;
}

/** Runs the sequence on a database written by `writer`, read by `writer` and `reader` (two nodes). */
async function compareOverSequence(writer: Store, reader: Store, steps: number): Promise<number> {
  const market = await writeMarket(writer, 150);
  const users = await writer.column<number>('SELECT id FROM users ORDER BY id');
  const offers: Published[] = market.flatMap((offer) =>
    offer.userId === null ? [] : [{ id: offer.id, userId: offer.userId, kind: offer.kind }],
  );
  const hub = await writeHub(writer, users);
  const hubTrucks = hub.filter((offer) => offer.kind === 'vehicle');
  offers.push(...hubTrucks);
  const hubCargo = hub.filter((offer) => offer.kind === 'cargo').map((offer) => offer.id);
  const sources = [...market.map((offer) => offer.id), ...hubCargo];
  const next = sequence(35_001);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  let today = MARKET_TODAY;
  let clock = Date.parse('2031-03-02T02:00:00.000Z');
  const at = () => new Date((clock += 1000)).toISOString();

  const row = (kind: 'cargo' | 'vehicle', hubLane: boolean): OfferRow => {
    const first = addDays(today, Math.floor(next() * 5));
    const figure = (low: number, high: number) =>
      next() < 0.2 ? null : Math.round((low + next() * (high - low)) * 10) / 10;
    const destinations =
      kind === 'cargo'
        ? [hubLane ? '510104' : pick(DISTRICTS)]
        : hubLane
          ? ['510000']
          : [pick(AREAS), pick(AREAS)];
    return {
      kind,
      title: '测试',
      origin: '起点',
      destination: '终点',
      originCode: hubLane ? (kind === 'cargo' ? '310101' : '310115') : pick(DISTRICTS),
      destinationCodes: [...new Set(destinations)],
      cargoName: '货物',
      weightTons: hubLane ? null : figure(1, 30),
      volumeCubic: hubLane ? null : figure(2, 80),
      vehicleType: '',
      vehicleLengthMeters: hubLane ? null : figure(4, 17.5),
      price: null,
      companyName: '测试物流',
      content: '内容',
      contactName: '张先生',
      contactPhone: '13912345678',
      loadingDate: first,
      expiresOn: kind === 'cargo' ? first : addDays(first, Math.floor(next() * 4)),
      availableFrom: kind === 'cargo' || hubLane || next() < 0.2 ? null : first,
      plate: '',
    };
  };

  let compared = 0;
  const compare = async (ids: readonly number[]) => {
    for (const id of ids) {
      const fresh = Array.from(await freshMatches(writer, id, today));
      expect(Array.from(await offerMatches(writer, id, today)), `offer ${id} on ${today}`).toEqual(fresh);
      expect(Array.from(await offerMatches(reader, id, today)), `offer ${id} on ${today}`).toEqual(fresh);
      if (fresh.length > 0) compared += 1;
    }
  };
  // Read them all first, so that every change meets kept answers.
  await compare(sources);
  for (let step = 0; step < steps; step += 1) {
    const roll = next();
    const hubLane = next() < 0.3;
    if (roll < 0.35) {
      const kind = next() < 0.5 ? 'cargo' : 'vehicle';
      const userId = pick(users);
      const id = await writer.transaction(() => insertOffer(writer, userId, row(kind, hubLane), at(), null));
      offers.push({ id, userId, kind });
      if (next() < 0.5) sources.push(id);
    } else if (roll < 0.6) {
      const offer = pick(offers);
      await updateOffer(writer, offer.userId, offer.id, row(offer.kind, hubLane), at(), today);
    } else if (roll < 0.9) {
      const offer = hubLane ? pick(hubTrucks) : pick(offers);
      await closeOffer(writer, offer.userId, offer.id, next() < 0.5 ? 'done' : 'withdrawn', at(), today);
    } else {
      today = addDays(today, 1);
      clock += 86_400_000;
    }
    await compare([...hubCargo, ...Array.from({ length: 25 }, () => pick(sources))]);
  }
  return compared;
}

describe('kept matches on SQLite', () => {
  const database = openDatabase(':memory:', { create: true }).db;
  afterAll(() => database.close());

  it('are read once: the next read of an offer asks only for the newest change', async () => {
    const own = openDatabase(':memory:', { create: true }).db;
    const offers = await writeMarket(sqliteStore(own), 40);
    const statements: Statement[] = [];
    const node = recording(sqliteStore(own), statements);
    const id = offers.find((offer) => offer.standing)!.id;
    const first = await offerMatches(node, id, MARKET_TODAY);
    statements.length = 0;
    expect(await offerMatches(node, id, MARKET_TODAY)).toEqual(first);
    expect(statements.map((statement) => textFor(statement.sql, 'sqlite'))).toEqual([
      'SELECT id, at FROM site_changes ORDER BY id DESC LIMIT 1',
    ]);
    own.close();
  });

  it('equal matches computed anew over publishes, edits, closings and days, on both nodes', async () => {
    const compared = await compareOverSequence(sqliteStore(database), sqliteStore(database), 120);
    expect(compared).toBeGreaterThan(500);
  }, 120_000);
});

describe.skipIf(postgresMissing)('kept matches on PostgreSQL', () => {
  const postgres = usePostgres();
  let nodes: PostgresStore[] = [];
  let end: () => Promise<void>;
  beforeAll(async () => {
    const { client, url } = await postgres.database();
    await migratePostgres(client);
    const connected = [PostgresStore.connect(url, { max: 2 }), PostgresStore.connect(url, { max: 2 })];
    nodes = connected.map(({ store }) => store);
    end = async () => void (await Promise.all(connected.map(({ pool }) => pool.end())));
  }, 60_000);
  afterAll(async () => end?.());

  it('equal matches computed anew over publishes, edits, closings and days, on both nodes', async () => {
    const compared = await compareOverSequence(nodes[0]!, nodes[1]!, 40);
    expect(compared).toBeGreaterThan(200);
  }, 240_000);
});
