/**
 * Offers' matches kept in this process and brought up to date as offers change (docs/decisions.md,
 * Matches kept as offers come and go). Every write of an offer records a `site_changes` row in its
 * own transaction; a read first asks for the newest row, and when it is not the one this process read
 * last, reads the rows after it and the offers they name: each kept answer drops such an offer and
 * takes it back when it passes the candidate conditions (`isCandidate`), so a node learns of another
 * node's writes before it answers. The day is part of the key, so an offer past its dates goes at the
 * day's turn; a changed source, or a capped list that loses one, is read anew.
 */
import type { Store } from '../store/store.ts';
import {
  asCandidate,
  isCandidate,
  laneRows,
  MATCH_CANDIDATES,
  rankedIds,
  readMatches,
  type Candidate,
  type MatchReading,
  type MatchSource,
} from './offer-matches.ts';

/** Answers kept per database at most, the least recently read dropped. */
const KEPT_LIMIT = 500;
/** Rows of `site_changes` read per catch-up; a longer backlog drops every kept answer instead. */
const CHANGES_READ = 1000;

interface Kept {
  id: number;
  today: string;
  source: MatchSource | undefined;
  /** Every candidate with an id of at least `floor` (readMatches' Candidates). */
  candidates: Map<number, Candidate>;
  floor: number;
  ranked: Int32Array | undefined;
}

/** A `site_changes` row as a cursor: its id and time (SQLite may give a pruned row's id again). */
interface Mark {
  id: number;
  at: string;
}

interface Index {
  cursor: Mark | undefined;
  kept: Map<string, Kept>;
  /** Catch-ups started, and the number of the last one finished. */
  started: number;
  finished: number;
  running: Promise<void> | undefined;
  /** Counts the times every kept answer was dropped. */
  resets: number;
}

const indexes = new WeakMap<Store, Index>();

function indexOf(db: Store): Index {
  let index = indexes.get(db);
  if (!index) {
    index = { cursor: undefined, kept: new Map(), started: 0, finished: 0, running: undefined, resets: 0 };
    indexes.set(db, index);
  }
  return index;
}

const NO_MARK: Mark = { id: 0, at: '' };
const sameMark = (a: Mark | undefined, b: Mark) => a !== undefined && a.id === b.id && a.at === b.at;

async function newestChange(db: Store): Promise<Mark> {
  const row = await db.get<Mark>('SELECT id, at FROM site_changes ORDER BY id DESC LIMIT 1');
  return row ? { id: Number(row.id), at: row.at } : NO_MARK;
}

function reset(index: Index, cursor: Mark): void {
  index.kept.clear();
  index.resets += 1;
  index.cursor = cursor;
}

/** Cuts a list that grew to its newest MATCH_CANDIDATES: those older than the newest are never shown. */
function keepNewest(kept: Kept): void {
  const newest = [...kept.candidates.keys()].sort((a, b) => b - a).slice(0, MATCH_CANDIDATES);
  kept.candidates = new Map(newest.map((id) => [id, kept.candidates.get(id)!]));
  kept.floor = newest.at(-1) ?? 0;
}

/** Applies the rows after the cursor: the offers they name, read as they stand now, to each kept answer. */
async function applyChanges(db: Store, index: Index): Promise<void> {
  const from = index.cursor;
  if (!from) return reset(index, await newestChange(db));
  const rows = await db.all<Mark & { kind: string; itemId: number }>(
    'SELECT id, kind, item_id AS "itemId", at FROM site_changes WHERE id >= ? ORDER BY id LIMIT ?',
    from.id,
    CHANGES_READ + 1,
  );
  const marks = rows.map((row) => ({ id: Number(row.id), at: row.at }));
  const last = marks.at(-1) ?? from;
  // The cursor's own row is gone or another (pruned): what came between is not known.
  if (from.id > 0 && !sameMark(marks[0], from)) return reset(index, last);
  if (rows.length > CHANGES_READ) return reset(index, last);
  const offers = rows.filter((row) => Number(row.id) > from.id && row.kind === 'offer');
  const ids = [...new Set(offers.map((row) => Number(row.itemId)))];
  const changed = await laneRows(db, index.kept.size > 0 ? ids : []);
  for (const [key, kept] of index.kept) {
    if (ids.includes(kept.id)) {
      index.kept.delete(key);
      continue;
    }
    for (const id of ids) {
      const row = changed.get(id);
      const had = kept.candidates.delete(id);
      const passes = kept.source && row && id >= kept.floor && isCandidate(kept.source, row, kept.today);
      if (passes) kept.candidates.set(id, asCandidate(kept.source!, row));
      if (had || passes) kept.ranked = undefined;
    }
    // A capped list that lost one no longer knows its newest MATCH_CANDIDATES.
    if (kept.floor > 0 && kept.candidates.size < MATCH_CANDIDATES) index.kept.delete(key);
    else if (kept.candidates.size > 2 * MATCH_CANDIDATES) keepNewest(kept);
  }
  index.cursor = last;
}

/** Brings the kept answers up to `head` (or newer): waits for a catch-up begun after `head` was read. */
async function catchUp(db: Store, index: Index, head: Mark, ticket: number): Promise<void> {
  while (index.finished <= ticket && !sameMark(index.cursor, head)) {
    if (!index.running) {
      const number = (index.started += 1);
      index.running = applyChanges(db, index).finally(() => {
        index.finished = number;
        index.running = undefined;
      });
    }
    await index.running;
  }
}

const keep = (id: number, today: string, { source, candidates }: MatchReading): Kept => ({
  id,
  today,
  source,
  candidates: new Map(candidates.list.map((candidate) => [candidate.id, candidate])),
  floor: candidates.floor,
  ranked: undefined,
});

function rankedOf(kept: Kept): Int32Array {
  kept.ranked ??= rankedIds(kept.source, [...kept.candidates.values()]);
  return kept.ranked;
}

/**
 * Whether no offer changed after row `after` of `site_changes`, and the newest row then: an answer
 * read after that row may be kept while the cursor has not passed the newest.
 */
async function quietSince(db: Store, after: number): Promise<{ quiet: boolean; newest: number }> {
  const row = await db.get<{ offer: number | null; newest: number | null }>(
    `SELECT (SELECT id FROM site_changes WHERE id > ? AND kind = 'offer' ORDER BY id LIMIT 1) AS offer,
       (SELECT max(id) FROM site_changes) AS newest`,
    after,
  );
  return { quiet: row?.offer == null, newest: Number(row?.newest ?? 0) };
}

/**
 * The ids of the offers that suit offer `id` on `today`, best first (offer-matches.ts, freshMatches):
 * kept, and equal to what computing anew gives.
 */
export async function offerMatches(db: Store, id: number, today: string): Promise<Int32Array> {
  const index = indexOf(db);
  const ticket = index.started;
  await catchUp(db, index, await newestChange(db), ticket);
  const key = `${id}:${today}`;
  const found = index.kept.get(key);
  if (found) {
    index.kept.delete(key);
    index.kept.set(key, found);
    return rankedOf(found);
  }
  const base = index.cursor ?? NO_MARK;
  const resets = index.resets;
  const kept = keep(id, today, await readMatches(db, id, today));
  // Kept only when no offer changed after the cursor it was read at, and no catch-up went past what
  // that check saw: a catch-up applies only what comes after the cursor, to the answers kept then.
  const { quiet, newest } = await quietSince(db, base.id);
  if (quiet && index.resets === resets && (index.cursor?.id ?? 0) <= newest) {
    index.kept.set(key, kept);
    if (index.kept.size > KEPT_LIMIT) index.kept.delete(index.kept.keys().next().value as string);
  }
  return rankedOf(kept);
}
