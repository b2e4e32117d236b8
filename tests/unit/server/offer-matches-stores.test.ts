import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/store/sqlite/db.ts';
import { offerMatches } from '../../../server/queries/kept-matches.ts';
import { migratePostgres } from '../../../server/store/postgres/postgres-migrations.ts';
import { PostgresStore } from '../../../server/store/postgres/postgres-store.ts';
import { sqliteStore } from '../../../server/store/sqlite/sqlite-store.ts';
import type { Store } from '../../../server/store/store.ts';
import { cargoFor, trucksFor } from '../../../src/lib/shared/matching.ts';
import { postgresMissing, usePostgres } from '../helpers/postgres.ts';
import { MARKET_TODAY, writeMarket, type MarketOffer } from './offer-market-fixture.ts';

/**
 * The matches read through the store (server/queries/offer-matches.ts) are the rule of
 * src/lib/shared/matching.ts applied to every offer: SQL's lane, date and fit conditions leave out nothing the
 * rule keeps; and SQLite and PostgreSQL answer the same ids in the same order.
 */
const OFFERS = 400;

/** The rule over every standing offer of the other kind, none of the publisher's: what must come back. */
function expectedMatches(offers: readonly MarketOffer[], offer: MarketOffer): number[] {
  if (!offer.standing) return [];
  const others = offers.filter(
    (other) =>
      other.standing && other.kind !== offer.kind && (offer.userId === null || other.userId !== offer.userId),
  );
  if (offer.cargo)
    return trucksFor(
      offer.cargo,
      others.flatMap((other) => other.truck ?? []),
    ).map((truck) => truck.id);
  return cargoFor(
    offer.truck!,
    others.flatMap((other) => other.cargo ?? []),
  ).map((cargo) => cargo.id);
}

async function allMatches(store: Store, offers: readonly MarketOffer[]): Promise<number[][]> {
  const answers: number[][] = [];
  for (const offer of offers) answers.push(Array.from(await offerMatches(store, offer.id, MARKET_TODAY)));
  return answers;
}

let sqlite: Store;
let offers: MarketOffer[];
let fromSqlite: number[][];
beforeAll(async () => {
  sqlite = sqliteStore(openDatabase(':memory:', { create: true }).db);
  offers = await writeMarket(sqlite, OFFERS);
  fromSqlite = await allMatches(sqlite, offers);
});
afterAll(() => sqlite.close());

describe('matches on SQLite', () => {
  it('are the rule applied to every standing offer, best first', () => {
    expect(fromSqlite).toEqual(offers.map((offer) => expectedMatches(offers, offer)));
  });

  it('find matches both ways in the fixture (the comparison is not of empty lists)', () => {
    const found = (kind: string) =>
      offers.filter((offer, index) => offer.kind === kind && fromSqlite[index]!.length > 1).length;
    expect(found('cargo')).toBeGreaterThan(10);
    expect(found('vehicle')).toBeGreaterThan(10);
  });
});

describe.skipIf(postgresMissing)('matches on PostgreSQL', () => {
  const postgres = usePostgres();
  let store: PostgresStore;
  let end: () => Promise<void>;
  beforeAll(async () => {
    const { client, url } = await postgres.database();
    await migratePostgres(client);
    const { store: connected, pool } = PostgresStore.connect(url, { max: 2 });
    store = connected;
    end = () => pool.end();
  }, 60_000);
  afterAll(async () => end?.());

  it('answer what SQLite answers for every offer, in the same order', async () => {
    const written = await writeMarket(store, OFFERS);
    expect(written.map((offer) => offer.id)).toEqual(offers.map((offer) => offer.id));
    expect(await allMatches(store, written)).toEqual(fromSqlite);
  }, 60_000);
});
