/**
 * The marks a user and an offer's publisher have earned (docs/decisions.md, "Carriers' documents and
 * the marks they earn"), computed here and nowhere else: 实名认证 (an approved identity not past its
 * last valid day), 企业认证 (an approved 企业认证 application), 车辆已认证 (a 车源 whose plate is an
 * approved, unexpired vehicle of its publisher). A person (a profile, a post's or a reply's author)
 * has the first two and a count of verified vehicles. Nothing is stored: a decision or an expiry
 * changes the marks at once, and a mark is never shown for what an editor did not check.
 */
import { MARKS, type Mark } from '../../src/lib/shared/contract/documents.ts';
import type { PersonMark } from '../../src/lib/shared/contract/profiles.ts';
import type { CreditBrief } from '../../src/lib/shared/contract/ratings.ts';
import { creditBriefs } from './credit.ts';
import type { Store } from '../store/store.ts';
import { eachDialect } from './dialects.ts';

/** An approved document of `alias` counts until its last valid day, `today` (a parameter) included. */
const unexpired = (alias: string, today: string) =>
  `${alias}.state = 'approved' AND (${alias}.expires_at IS NULL OR ${alias}.expires_at >= ${today})`;

/** A person's marks' conditions on the user id `user` (SQL), with China's day as `today`. */
const PERSON_MARK_SQL: Readonly<Record<PersonMark, (user: string, today: string) => string>> = {
  identity: (user, today) =>
    `EXISTS (SELECT 1 FROM identities i WHERE i.user_id = ${user} AND ${unexpired('i', today)})`,
  enterprise: (user) =>
    `EXISTS (SELECT 1 FROM verifications ev WHERE ev.user_id = ${user} AND ev.state = 'approved')`,
};
const PERSON_MARKS = MARKS.filter((mark): mark is PersonMark => mark !== 'vehicle');

/** Each mark's condition on an offer `li`, with China's day bound as `today` (a parameter's text). */
const MARK_SQL: Readonly<Record<Mark, (today: string) => string>> = {
  identity: (today) => PERSON_MARK_SQL.identity('li.user_id', today),
  enterprise: (today) => PERSON_MARK_SQL.enterprise('li.user_id', today),
  vehicle: (today) =>
    `li.kind = 'vehicle' AND EXISTS (SELECT 1 FROM vehicles v WHERE v.user_id = li.user_id AND v.plate = li.plate AND ${unexpired('v', today)})`,
};

/** The condition that offer `li` has at least one mark (只看认证), and its values: China's day for each `?`. */
export function markedCondition(today: string): { sql: string; params: string[] } {
  const parts = MARKS.map((mark) => MARK_SQL[mark]('?'));
  return {
    sql: `(${parts.join(' OR ')})`,
    params: parts.flatMap((part) => (part.includes('?') ? [today] : [])),
  };
}

const MARKS_BY_ID = eachDialect(
  (
    sql,
  ) => `SELECT li.id, li.user_id AS userId, ${MARKS.map((mark) => `CASE WHEN ${MARK_SQL[mark]('?1')} THEN 1 ELSE 0 END AS ${mark}`).join(', ')}
     FROM logistics_info li WHERE li.id IN (${sql.jsonIntegers('?2')})`,
);

/** What an offer's publisher brings to its answer: the marks and the credit (credit.ts). */
export interface Standing {
  marks: Mark[];
  credit: CreditBrief | null;
}

/** The standing of each offer of `ids` on China's day `today`, by id (an unknown id has none). */
export async function offerStandings(
  db: Store,
  ids: readonly number[],
  today: string,
): Promise<Map<number, Standing>> {
  if (ids.length === 0) return new Map();
  const rows = await db.all<{ id: number; userId: number | null } & Record<Mark, number>>(
    MARKS_BY_ID,
    today,
    JSON.stringify(ids),
  );
  const credit = await creditBriefs(
    db,
    rows.flatMap((row) => (row.userId === null ? [] : [Number(row.userId)])),
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        marks: MARKS.filter((mark) => Number(row[mark]) === 1),
        credit: row.userId === null ? null : (credit.get(Number(row.userId)) ?? null),
      },
    ]),
  );
}

/** `items` with their publisher's `marks` and `credit`. */
export async function withMarks<T extends { id: number }>(
  db: Store,
  items: readonly T[],
  today: string,
): Promise<(T & Standing)[]> {
  const standings = await offerStandings(
    db,
    items.map((item) => item.id),
    today,
  );
  return items.map((item) => ({ ...item, ...(standings.get(item.id) ?? { marks: [], credit: null }) }));
}

const PERSON_MARKS_BY_ID = eachDialect(
  (
    sql,
  ) => `SELECT u.id, ${PERSON_MARKS.map((mark) => `CASE WHEN ${PERSON_MARK_SQL[mark]('u.id', '?1')} THEN 1 ELSE 0 END AS ${mark}`).join(', ')},
       (SELECT count(*) FROM vehicles v WHERE v.user_id = u.id AND ${unexpired('v', '?1')}) AS vehicles
     FROM users u WHERE u.id IN (${sql.jsonIntegers('?2')}) AND u.closed_at IS NULL`,
);

/** What a person has earned: 实名认证, 企业认证, and how many of their vehicles are verified. */
export interface PersonMarks {
  marks: PersonMark[];
  verifiedVehicles: number;
}

/**
 * The marks of each user of `userIds` on China's day `today`, by id; an unknown or closed account
 * (注销) is not in the map: it has neither marks nor a profile.
 */
export async function personMarks(
  db: Store,
  userIds: readonly number[],
  today: string,
): Promise<Map<number, PersonMarks>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.all<{ id: number; vehicles: number } & Record<PersonMark, number>>(
    PERSON_MARKS_BY_ID,
    today,
    JSON.stringify([...new Set(userIds)]),
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        marks: PERSON_MARKS.filter((mark) => Number(row[mark]) === 1),
        verifiedVehicles: Number(row.vehicles),
      },
    ]),
  );
}

/** What a post's or a reply's author brings to its answer: their marks and whether a profile links. */
export interface AuthorStanding {
  authorMarks: PersonMark[];
  /** False once the account is closed (注销): 已注销用户 links nowhere. */
  authorHasProfile: boolean;
}

/** `items` (posts or replies) with their authors' marks and profile, one query for them all. */
export async function withAuthorMarks<T extends { authorId: number }>(
  db: Store,
  items: readonly T[],
  today: string,
): Promise<(T & AuthorStanding)[]> {
  const earned = await personMarks(
    db,
    items.map((item) => item.authorId),
    today,
  );
  return items.map((item) => {
    const author = earned.get(item.authorId);
    return { ...item, authorMarks: author?.marks ?? [], authorHasProfile: author !== undefined };
  });
}

const VERIFIED_VEHICLES = eachDialect(
  (sql) =>
    `SELECT v.id FROM vehicles v WHERE v.id IN (${sql.jsonIntegers('?2')}) AND ${unexpired('v', '?1')}`,
);

/** Which vehicles of `ids` are 车辆已认证 on China's day `today` (a quote's vehicle). */
export async function verifiedVehicles(
  db: Store,
  ids: readonly number[],
  today: string,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.column<number>(VERIFIED_VEHICLES, today, JSON.stringify([...new Set(ids)]));
  return new Set(rows.map(Number));
}
