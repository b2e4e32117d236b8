/**
 * The waybills the API benchmark reads and writes (a kept promise at scale): 100,000 waybills between
 * 5,000 accounts (who also become the publishers of most seeded offers) with their quotes, timelines
 * and both parties' published ratings, written straight into the seeded SQLite file; WAITING_PER_WRITER
 * waiting 待装货 waybills per writer, whose carrier the writer is, for the waybill-event scenario; and
 * the standing cargo offers the quote scenario quotes on.
 */
import type { Database } from '../server/store/sqlite/db.ts';
import { CREDIT_FACTS_FILL } from '../server/store/sqlite/schema-credit-facts.ts';
import { RATING_DIMENSIONS, type RatedRole } from '../src/lib/shared/contract/ratings.ts';

export interface BenchWaybills {
  /** The accounts with the most waybills, whose credit is read in turn. */
  creditUsers: number[];
  /**
   * WAITING_PER_WRITER rounds of one 待装货 waybill per writer, each round in the writers' order: the
   * writer `n % writers` is the carrier of `waiting[n]`.
   */
  waiting: number[];
  /** Standing cargo offers of other publishers, quoted on in turn (a prime count: see `quoteTarget`). */
  quoted: number[];
}

/** The shippers and carriers of the waybills, of whom BUSY take four in five. */
const PARTIES = 5_000;
const BUSY = 500;
/** Offers quoted on in turn: a prime, so a writer's second quote goes to another offer (one open quote each). */
const QUOTED_OFFERS = 197;
const DAY_MS = 24 * 3600 * 1000;
/**
 * Each waiting waybill takes two valid events (已装货, then 运输中): with three per writer a run has
 * 6 × WRITERS valid events, 6,000 a second of the run and its warm-up, beyond what the server answers.
 */
const WAITING_PER_WRITER = 3;

/** A small deterministic generator (the seed's content must not change between runs). */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Adds `count` accounts (`bench.party00001`…) that only own waybills: nobody signs in as them. */
function addParties(db: Database, count: number, now: number): number[] {
  const insert = db.prepare(
    "INSERT INTO users (account, password_hash, nickname, mobile, created_at) VALUES (?, 'x', ?, ?, ?)",
  );
  const since = new Date(now - 400 * DAY_MS).toISOString();
  const ids: number[] = [];
  db.exec('BEGIN');
  for (let n = 1; n <= count; n += 1)
    ids.push(
      Number(
        insert.run(
          `bench.party${String(n).padStart(5, '0')}`,
          `承运方${n}`,
          `16${String(n).padStart(9, '0')}`,
          since,
        ).lastInsertRowid,
      ),
    );
  db.exec('COMMIT');
  return ids;
}

/**
 * Adds `count` waybills over the last 90 days between PARTIES new accounts: most signed for (已签收) and rated by both sides, some cancelled before loading, the rest under way; then
 * WAITING_PER_WRITER 待装货 waybills for each writer (`writerIds`, in token order) as carrier; and the credit facts
 * the server keeps as they change, computed from these rows (no waybill was there before).
 */
export function seedWaybills(
  db: Database,
  {
    count,
    writerIds,
    today,
    now,
  }: { count: number; writerIds: readonly number[]; today: string; now: number },
): BenchWaybills {
  const random = randomFrom(20_261_128);
  const parties = addParties(db, PARTIES, now);
  // A few hundred busy accounts take most waybills, as on a real market (a busy one has a few hundred).
  const busy = parties.slice(0, BUSY);
  const pick = (list: readonly number[]) => list[Math.floor(random() * list.length)]!;
  const partyOf = () => (random() < 0.8 ? pick(busy) : pick(parties));
  // Most offers of a real market have a publisher account (the seed's are the portal's own): credit
  // then shows on lists and orders them (sort=credit), and quotes have someone to tell.
  const publish = db.prepare('UPDATE logistics_info SET user_id = ? WHERE id = ?');
  const unowned = db
    .prepare("SELECT id FROM logistics_info WHERE user_id IS NULL AND kind IN ('cargo', 'vehicle')")
    .all() as { id: number }[];
  db.exec('BEGIN');
  for (const { id } of unowned) if (random() < 0.7) publish.run(partyOf(), id);
  db.exec('COMMIT');
  const offers = db
    .prepare(
      "SELECT id, cargo_name AS cargo, origin, destination FROM logistics_info WHERE kind = 'cargo' LIMIT 20000",
    )
    .all() as { id: number; cargo: string; origin: string; destination: string }[];
  if (parties.length < 2 || offers.length === 0)
    throw new Error('The seeded database has no accounts or offers.');

  const insertQuote = db.prepare(
    `INSERT INTO quotes (offer_id, carrier_id, price, loading_at, note, state, created_at, updated_at)
     VALUES (?, ?, ?, ?, '', 'accepted', ?, ?)`,
  );
  const insertWaybill = db.prepare(
    `INSERT INTO waybills (waybill_no, quote_id, offer_id, shipper_id, carrier_id, state, origin, destination,
       cargo_name, weight_tons, volume_cubic, vehicle_type, price, loading_at, note, created_at, updated_at,
       delivered_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 20, 40, '高栏车', ?, ?, '', ?, ?, ?)`,
  );
  const insertEvent = db.prepare(
    "INSERT INTO waybill_events (waybill_id, type, user_id, note, created_at) VALUES (?, ?, ?, '', ?)",
  );
  const insertRating = db.prepare(
    `INSERT INTO ratings (waybill_id, rater_id, rated_id, rated_role, comment, created_at, publishes_at, announced_at)
     VALUES (?, ?, ?, ?, '', ?, ?, ?)`,
  );
  const insertScore = db.prepare('INSERT INTO rating_scores (rating_id, dimension, score) VALUES (?, ?, ?)');

  const waybill = (n: number, shipper: number, carrier: number, state: string, at: number): number => {
    const offer = offers[n % offers.length]!;
    const iso = new Date(at).toISOString();
    const price = 3000 + Math.floor(random() * 9000);
    const quote = Number(
      insertQuote.run(offer.id, carrier, price, iso.slice(0, 10), iso, iso).lastInsertRowid,
    );
    const id = Number(
      insertWaybill.run(
        `YDBENCH${String(n).padStart(8, '0')}`,
        quote,
        offer.id,
        shipper,
        carrier,
        state,
        offer.origin,
        offer.destination,
        offer.cargo || '钢材',
        price,
        iso.slice(0, 10),
        iso,
        iso,
        state === 'received' ? new Date(at + DAY_MS).toISOString() : null,
      ).lastInsertRowid,
    );
    insertEvent.run(id, 'created', null, iso);
    return id;
  };
  const rate = (id: number, rater: number, rated: number, role: RatedRole, at: string) => {
    const rating = Number(insertRating.run(id, rater, rated, role, at, at, at).lastInsertRowid);
    for (const dimension of RATING_DIMENSIONS[role])
      insertScore.run(rating, dimension, 3 + Math.floor(random() * 3));
  };

  db.exec('BEGIN');
  try {
    for (let n = 0; n < count; n += 1) {
      const shipper = partyOf();
      let carrier = partyOf();
      while (carrier === shipper) carrier = pick(parties);
      const at = now - Math.floor(random() * 90) * DAY_MS;
      const roll = random();
      const state = roll < 0.85 ? 'received' : roll < 0.92 ? 'cancelled' : 'in_transit';
      const id = waybill(n, shipper, carrier, state, at);
      const done = new Date(at + 2 * DAY_MS).toISOString();
      if (state === 'cancelled') insertEvent.run(id, 'cancelled', random() < 0.5 ? shipper : carrier, done);
      if (state === 'received') {
        insertEvent.run(id, 'received', shipper, done);
        rate(id, shipper, carrier, 'carrier', done);
        rate(id, carrier, shipper, 'shipper', done);
      }
    }
    const waiting = Array.from({ length: WAITING_PER_WRITER * writerIds.length }, (_, index) =>
      waybill(count + index, pick(busy), writerIds[index % writerIds.length]!, 'pending', now),
    );
    for (const fill of CREDIT_FACTS_FILL) db.exec(fill);
    db.exec('COMMIT');
    const creditUsers = (
      db
        .prepare(
          `SELECT carrier_id AS id FROM waybills WHERE state = 'received' GROUP BY carrier_id
           ORDER BY count(*) DESC LIMIT 200`,
        )
        .all() as { id: number }[]
    ).map((row) => row.id);
    const quoted = (
      db
        .prepare(
          `SELECT id FROM logistics_info WHERE kind = 'cargo' AND state = 'published' AND user_id IS NOT NULL
             AND (expires_on IS NULL OR expires_on >= ?) ORDER BY id DESC LIMIT ?`,
        )
        .all(today, QUOTED_OFFERS) as { id: number }[]
    ).map((row) => row.id);
    return { creditUsers, waiting, quoted };
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/**
 * The offer the `n`th quote goes to: with a prime number of offers and writers taken in turn, a writer
 * quotes a given offer again only after `writers × offers` quotes, beyond any run.
 */
export function quoteTarget(quoted: readonly number[], n: number): number {
  return quoted[n % quoted.length]!;
}
