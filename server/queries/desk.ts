/** SQL of the content desk's own tables: items, their revisions and the trail of actions. */
import type {
  DeskAction,
  DeskActionRecord,
  DeskItemSummary,
  DeskKind,
  DeskPerson,
  DeskState,
  Paged,
} from '../../src/lib/shared/contract.ts';
import type { Store } from '../store/store.ts';
import { fragmentsOf } from './dialects.ts';
import { likePattern } from './search.ts';
import { Conditions } from './sql.ts';

export interface DeskItemRow {
  id: number;
  state: DeskState;
  revision: number;
  publishedRevision: number | null;
  title: string;
  updatedAt: string;
}

export interface RevisionRow {
  revision: number;
  fields: string;
  savedAt: string;
  savedBy: DeskPerson | null;
}

const person = (account: string | null, nickname: string | null): DeskPerson | null =>
  account === null ? null : { account, nickname: nickname ?? '' };

export async function findDeskItem(db: Store, kind: DeskKind, id: number): Promise<DeskItemRow | undefined> {
  return db.get<DeskItemRow>(
    `SELECT id, state, revision, published_revision AS publishedRevision, title, updated_at AS updatedAt
     FROM desk_items WHERE kind = ? AND id = ?`,
    kind,
    id,
  );
}

export interface DeskListFilter {
  state?: DeskState | undefined;
  keyword?: string | undefined;
  /** Announcements of this enterprise only (an enterprise member's view of the desk). */
  enterpriseId?: number | null | undefined;
}

/** The desk's list of a kind: the most recently changed first. `keyword` is looked for in the title. */
export async function listDeskItems(
  db: Store,
  kind: DeskKind,
  filter: DeskListFilter,
  page: number,
  pageSize: number,
): Promise<Paged<DeskItemSummary>> {
  const sql = fragmentsOf(db.dialect);
  const conditions = new Conditions().add('d.kind = ?', kind);
  if (filter.state) conditions.add('d.state = ?', filter.state);
  if (filter.keyword) conditions.add(`d.title ${sql.like} ? ESCAPE '\\'`, likePattern(filter.keyword));
  if (filter.enterpriseId)
    conditions.add(
      `EXISTS (SELECT 1 FROM desk_revisions r WHERE r.kind = d.kind AND r.item_id = d.id AND r.revision = d.revision
         AND ${sql.jsonInteger('r.fields', 'enterpriseId')} = ?)`,
      filter.enterpriseId,
    );
  const rows = await db.all<
    Omit<DeskItemSummary, 'updatedBy' | 'kind'> & {
      account: string | null;
      nickname: string | null;
    }
  >(
    `SELECT d.id, d.title, d.state, d.revision, d.published_revision AS publishedRevision,
         d.updated_at AS updatedAt, u.account, u.nickname
       FROM desk_items d LEFT JOIN users u ON u.id = d.updated_by ${conditions.where}
       ORDER BY d.updated_at DESC, d.id DESC LIMIT ? OFFSET ?`,
    ...conditions.params,
    pageSize,
    (page - 1) * pageSize,
  );
  const { n } = (await db.get<{
    n: number;
  }>(`SELECT count(*) AS n FROM desk_items d ${conditions.where}`, ...conditions.params))!;
  const list = rows.map(({ account, nickname, ...row }) => ({
    ...row,
    kind,
    updatedBy: person(account, nickname),
  }));
  return { list, total: n, page, pageSize };
}

const REVISION_COLUMNS = `r.revision, r.fields, r.saved_at AS savedAt, u.account, u.nickname
  FROM desk_revisions r LEFT JOIN users u ON u.id = r.saved_by`;

type RevisionSql = Omit<RevisionRow, 'savedBy'> & { account: string | null; nickname: string | null };
const toRevision = ({ account, nickname, ...row }: RevisionSql): RevisionRow => ({
  ...row,
  savedBy: person(account, nickname),
});

export async function findRevision(
  db: Store,
  kind: DeskKind,
  id: number,
  revision: number,
): Promise<RevisionRow | undefined> {
  const row = await db.get<RevisionSql>(
    `SELECT ${REVISION_COLUMNS} WHERE r.kind = ? AND r.item_id = ? AND r.revision = ?`,
    kind,
    id,
    revision,
  );
  return row && toRevision(row);
}

/** The item's revisions, newest first (at most `limit`). */
export async function listRevisions(
  db: Store,
  kind: DeskKind,
  id: number,
  limit: number,
): Promise<RevisionRow[]> {
  const rows = await db.all<RevisionSql>(
    `SELECT ${REVISION_COLUMNS} WHERE r.kind = ? AND r.item_id = ? ORDER BY r.revision DESC LIMIT ?`,
    kind,
    id,
    limit,
  );
  return rows.map(toRevision);
}

/** The item's actions, newest first (at most `limit`). */
export async function listActions(
  db: Store,
  kind: DeskKind,
  id: number,
  limit: number,
): Promise<DeskActionRecord[]> {
  const rows = await db.all<
    Omit<DeskActionRecord, 'by'> & {
      account: string | null;
      nickname: string | null;
      note: string | null;
    }
  >(
    `SELECT a.action, a.revision, a.from_state AS fromState, a.to_state AS toState, a.at, a.note, u.account, u.nickname
     FROM desk_actions a LEFT JOIN users u ON u.id = a.user_id
     WHERE a.kind = ? AND a.item_id = ? ORDER BY a.id DESC LIMIT ?`,
    kind,
    id,
    limit,
  );
  return rows.map(({ account, nickname, note, ...row }) => ({
    ...row,
    by: person(account, nickname),
    ...(note === null ? {} : { note }),
  }));
}

/** Which item is written, by whom and when: what every desk write names. */
export interface DeskStamp {
  kind: DeskKind;
  id: number;
  userId: number;
  at: string;
}

export interface NewRevision extends DeskStamp {
  revision: number;
  fields: unknown;
  title: string;
}

/** A new item: its first revision, state draft. */
export async function insertDeskItem(db: Store, item: NewRevision): Promise<void> {
  await db.run(
    `INSERT INTO desk_items (kind, id, state, revision, published_revision, title, updated_at, updated_by)
     VALUES (?, ?, 'draft', ?, NULL, ?, ?, ?)`,
    item.kind,
    item.id,
    item.revision,
    item.title,
    item.at,
    item.userId,
  );
  await insertRevisionRow(db, item);
}

/** A further revision of an existing item; its state stays. */
export async function addRevision(db: Store, item: NewRevision): Promise<void> {
  await insertRevisionRow(db, item);
  await db.run(
    'UPDATE desk_items SET revision = ?, title = ?, updated_at = ?, updated_by = ? WHERE kind = ? AND id = ?',
    item.revision,
    item.title,
    item.at,
    item.userId,
    item.kind,
    item.id,
  );
}

async function insertRevisionRow(db: Store, item: NewRevision): Promise<void> {
  await db.run(
    'INSERT INTO desk_revisions (kind, item_id, revision, fields, saved_at, saved_by) VALUES (?, ?, ?, ?, ?, ?)',
    item.kind,
    item.id,
    item.revision,
    JSON.stringify(item.fields),
    item.at,
    item.userId,
  );
}

/** The item's new state and the revision the public pages show (null when none). */
export async function setDeskState(
  db: Store,
  kind: DeskKind,
  id: number,
  state: DeskState,
  publishedRevision: number | null,
  userId: number,
  at: string,
): Promise<void> {
  await db.run(
    `UPDATE desk_items SET state = ?, published_revision = ?, updated_at = ?, updated_by = ? WHERE kind = ? AND id = ?`,
    state,
    publishedRevision,
    at,
    userId,
    kind,
    id,
  );
}

export interface ActionEntry extends DeskStamp {
  action: DeskAction;
  revision: number;
  fromState: DeskState | null;
  toState: DeskState;
  /** What the trail says besides (a scheduled action, a missed time). */
  note?: string | undefined;
}

export async function recordAction(db: Store, entry: ActionEntry): Promise<void> {
  await db.run(
    `INSERT INTO desk_actions (kind, item_id, action, revision, from_state, to_state, at, user_id, note)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    entry.kind,
    entry.id,
    entry.action,
    entry.revision,
    entry.fromState,
    entry.toState,
    entry.at,
    entry.userId,
    entry.note ?? null,
  );
}

/** The account's `n`-th newest desk revision (a draft made or saved), for the member write rate. */
export async function nthNewestDeskSave(db: Store, userId: number, n: number): Promise<string | undefined> {
  const row = await db.get<{ at: string }>(
    'SELECT saved_at AS at FROM desk_revisions WHERE saved_by = ? ORDER BY saved_at DESC LIMIT 1 OFFSET ?',
    userId,
    n - 1,
  );
  return row?.at;
}
