/**
 * The content desk and the public tables: what a published item looks like there, how a revision is
 * written into them and taken out of them, and which public rows the desk has not met yet.
 */
import type {
  AnnouncementFields,
  DeskFieldsOf,
  DeskKind,
  DeskPublicOf,
  EnterpriseFields,
  PolicyFields,
  RouteFields,
} from '../../src/lib/shared/contract.ts';
import type { SqlValue, Store } from '../store/store.ts';
import { fragmentsOf } from './dialects.ts';
import { countContentChange, type GrowingTable } from './kept-results.ts';
import { pendingEnterpriseName } from './verifications.ts';

/**
 * Each kind's public table, and its fields as the `'name', value` pairs of a JSON object of the public
 * names (for the import).
 */
/**
 * `written`: when the row's text was written, for an imported item's 最后修改 (the desk did not write
 * it, so the moment of import says nothing); NULL where the table keeps no such time.
 */
const TABLES: Record<DeskKind, { table: string; fields: string; title: string; written: string }> = {
  policies: {
    table: 'policies',
    title: 'x.title',
    written: 'x.published_at',
    fields: `'title', x.title, 'authority', x.authority, 'documentNo', x.document_no, 'level', x.level,
      'region', x.region, 'publishedAt', x.published_at, 'effectiveAt', x.effective_at, 'summary', x.summary,
      'content', x.content`,
  },
  announcements: {
    table: 'announcements',
    title: 'x.title',
    written: 'x.published_at',
    fields: `'enterpriseId', x.enterprise_id, 'title', x.title, 'content', x.content`,
  },
  enterprises: {
    table: 'enterprises',
    title: 'x.name',
    written: 'NULL',
    fields: `'name', x.name, 'creditCode', x.credit_code, 'legalRepresentative', x.legal_representative,
      'registeredCapital', x.registered_capital, 'foundedAt', x.founded_at, 'businessScope', x.business_scope,
      'address', x.address, 'city', x.city, 'contactName', x.contact_name, 'contactPhone', x.contact_phone,
      'introduction', x.introduction`,
  },
  routes: {
    table: 'routes',
    title: "x.origin || ' → ' || x.destination",
    written: 'NULL',
    fields: `'enterpriseId', x.enterprise_id, 'origin', x.origin, 'destination', x.destination,
      'heavyPrice', x.heavy_price, 'lightPrice', x.light_price, 'minimumCharge', x.minimum_charge,
      'transitHours', x.transit_hours, 'departures', x.departures, 'vehicleType', x.vehicle_type,
      'contactName', x.contact_name, 'contactPhone', x.contact_phone, 'address', x.address, 'remarks', x.remarks`,
  },
};

/** The title the desk lists an item by. */
export function deskTitle<K extends DeskKind>(kind: K, fields: DeskFieldsOf[K]): string {
  if (kind === 'enterprises') return (fields as EnterpriseFields).name;
  if (kind === 'routes') {
    const route = fields as RouteFields;
    return `${route.origin} → ${route.destination}`;
  }
  return (fields as PolicyFields | AnnouncementFields).title;
}

const unknownToDesk = (kind: DeskKind) => {
  const { table } = TABLES[kind];
  return `FROM ${table} x WHERE NOT EXISTS (SELECT 1 FROM desk_items d WHERE d.kind = '${kind}' AND d.id = x.id)`;
};

/** Whether the public table holds rows the desk has not met (written by the seed or before the desk). */
export async function hasUnknownPublished(db: Store, kind: DeskKind): Promise<boolean> {
  return (await db.get(`SELECT 1 AS found ${unknownToDesk(kind)} LIMIT 1`)) !== undefined;
}

/**
 * Makes the desk know every public row of `kind` it has not met: revision 1, published, saved by
 * nobody when its text was written (a policy's or announcement's publication; else the import), with
 * an `import` action. Run inside a transaction. The fields are kept as the desk writes
 * a revision's (`JSON.stringify`), whichever database built the object: PostgreSQL's JSON text has
 * spaces SQLite's has not.
 */
export async function importPublished(db: Store, kind: DeskKind, at: string): Promise<void> {
  const { fields, title, written } = TABLES[kind];
  const json = fragmentsOf(db.dialect).jsonObject(fields);
  const fresh = `SELECT x.id, ${title} AS title, ${json} AS fields, ${written} AS written ${unknownToDesk(kind)}`;
  const rows = await db.all<{ id: number; title: string; fields: string; written: string | null }>(fresh);
  const item = `INSERT INTO desk_items (kind, id, state, revision, published_revision, title, updated_at, updated_by)
     VALUES (?, ?, 'published', 1, 1, ?, ?, NULL)`;
  const revision =
    'INSERT INTO desk_revisions (kind, item_id, revision, fields, saved_at, saved_by) VALUES (?, ?, 1, ?, ?, NULL)';
  const action = `INSERT INTO desk_actions (kind, item_id, action, revision, from_state, to_state, at, user_id)
     VALUES (?, ?, 'import', 1, NULL, 'published', ?, NULL)`;
  for (const row of rows) {
    // 最后修改 and the revision's time: when the text was written, where the table knows it.
    const savedAt = row.written ?? at;
    await db.run(item, kind, row.id, row.title, savedAt);
    await db.run(revision, kind, row.id, JSON.stringify(JSON.parse(row.fields)), savedAt);
    await db.run(action, kind, row.id, at);
  }
}

/** The largest public id of `kind` (new items take the next free one of the public table and the desk). */
export async function nextItemId(db: Store, kind: DeskKind): Promise<number> {
  const { table } = TABLES[kind];
  const row = (await db.get<{ n: number }>(
    `SELECT coalesce(max(id), 0) AS n FROM (
       SELECT max(id) AS id FROM ${table} UNION ALL SELECT max(id) FROM desk_items WHERE kind = ?
     ) AS ids`,
    kind,
  ))!;
  return Number(row.n) + 1;
}

/** The enterprise's public name, or undefined when it is not published. */
export async function publishedEnterpriseName(db: Store, id: number): Promise<string | undefined> {
  const row = await db.get<{ name: string }>('SELECT name FROM enterprises WHERE id = ?', id);
  return row?.name;
}

/** Another published enterprise with this credit code, if any. */
export async function creditCodeTaken(db: Store, creditCode: string, id: number): Promise<boolean> {
  return (
    (await db.get('SELECT 1 AS found FROM enterprises WHERE credit_code = ? AND id <> ?', creditCode, id)) !==
    undefined
  );
}

/** The published routes and announcements of an enterprise (a withdrawal would leave them orphaned). */
export async function enterpriseReferences(
  db: Store,
  id: number,
): Promise<{ routes: number; announcements: number }> {
  return (await db.get<{ routes: number; announcements: number }>(
    `SELECT (SELECT count(*) FROM routes WHERE enterprise_id = ?) AS routes,
            (SELECT count(*) FROM announcements WHERE enterprise_id = ?) AS announcements`,
    id,
    id,
  ))!;
}

const UPSERT: Record<DeskKind, string> = {
  policies: `INSERT INTO policies (id, title, authority, document_no, level, region, published_at, effective_at, summary, content)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET title = excluded.title,
    authority = excluded.authority, document_no = excluded.document_no, level = excluded.level,
    region = excluded.region, published_at = excluded.published_at, effective_at = excluded.effective_at,
    summary = excluded.summary, content = excluded.content`,
  // An announcement is dated by its first publication; a later one keeps that date and its views.
  announcements: `INSERT INTO announcements (id, enterprise_id, title, content, published_at, views)
    VALUES (?, ?, ?, ?, ?, 0) ON CONFLICT(id) DO UPDATE SET enterprise_id = excluded.enterprise_id,
    title = excluded.title, content = excluded.content`,
  enterprises: `INSERT INTO enterprises (id, name, credit_code, legal_representative, registered_capital, founded_at,
    business_scope, address, city, contact_name, contact_phone, introduction) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT(id) DO UPDATE SET name = excluded.name, credit_code = excluded.credit_code,
    legal_representative = excluded.legal_representative, registered_capital = excluded.registered_capital,
    founded_at = excluded.founded_at, business_scope = excluded.business_scope, address = excluded.address,
    city = excluded.city, contact_name = excluded.contact_name, contact_phone = excluded.contact_phone,
    introduction = excluded.introduction`,
  routes: `INSERT INTO routes (id, enterprise_id, origin, destination, heavy_price, light_price, minimum_charge,
    transit_hours, departures, vehicle_type, contact_name, contact_phone, address, remarks)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET
    enterprise_id = excluded.enterprise_id, origin = excluded.origin, destination = excluded.destination,
    heavy_price = excluded.heavy_price, light_price = excluded.light_price, minimum_charge = excluded.minimum_charge,
    transit_hours = excluded.transit_hours, departures = excluded.departures, vehicle_type = excluded.vehicle_type,
    contact_name = excluded.contact_name, contact_phone = excluded.contact_phone, address = excluded.address,
    remarks = excluded.remarks`,
};

function upsertValues<K extends DeskKind>(
  kind: K,
  id: number,
  fields: DeskFieldsOf[K],
  at: string,
): SqlValue[] {
  switch (kind) {
    case 'policies': {
      const p = fields as PolicyFields;
      return [
        id,
        p.title,
        p.authority,
        p.documentNo,
        p.level,
        p.region,
        p.publishedAt,
        p.effectiveAt,
        p.summary,
        p.content,
      ];
    }
    case 'announcements': {
      const a = fields as AnnouncementFields;
      return [id, a.enterpriseId, a.title, a.content, at];
    }
    case 'enterprises': {
      const e = fields as EnterpriseFields;
      return [
        id,
        e.name,
        e.creditCode,
        e.legalRepresentative,
        e.registeredCapital,
        e.foundedAt,
        e.businessScope,
        e.address,
        e.city,
        e.contactName,
        e.contactPhone,
        e.introduction,
      ];
    }
    default: {
      const r = fields as RouteFields;
      return [
        id,
        r.enterpriseId,
        r.origin,
        r.destination,
        r.heavyPrice,
        r.lightPrice,
        r.minimumCharge,
        r.transitHours,
        r.departures,
        r.vehicleType,
        r.contactName,
        r.contactPhone,
        r.address,
        r.remarks,
      ];
    }
  }
}

/** The lists a change of `kind` shows in: its own, and those that print its name or count it. */
const AFFECTED: Record<DeskKind, GrowingTable[]> = {
  policies: ['policies'],
  announcements: ['announcements'],
  enterprises: ['enterprises', 'routes', 'announcements', 'logistics_info'],
  routes: ['routes', 'enterprises'],
};

/** Writes the revision's fields into the public table as item `id` (new or replacing it). */
export async function writePublished<K extends DeskKind>(
  db: Store,
  kind: K,
  id: number,
  fields: DeskFieldsOf[K],
  at: string,
): Promise<void> {
  await db.run(UPSERT[kind], ...upsertValues(kind, id, fields, at));
  // The row came with its own id, which PostgreSQL's id sequence did not hand out: move the sequence
  // past it, so that a row inserted without an id later does not take the same one. (SQLite takes
  // the largest id plus one by itself.)
  if (db.dialect === 'postgres') await db.get(SEQUENCE_PAST_MAX[kind]);
  await countContentChange(db, ...AFFECTED[kind]);
}

/** Moves a public table's id sequence past its largest id (PostgreSQL only). */
const SEQUENCE_PAST_MAX = Object.fromEntries(
  (Object.keys(TABLES) as DeskKind[]).map((kind) => {
    const { table } = TABLES[kind];
    return [
      kind,
      // Never backwards: a row another request inserted meanwhile keeps the id it was given.
      `SELECT setval(s.seq, greatest((SELECT coalesce(max(id), 1) FROM ${table}), coalesce(pg_sequence_last_value(s.seq), 1)))
       FROM (SELECT CAST(pg_get_serial_sequence('${table}', 'id') AS regclass) AS seq) AS s`,
    ];
  }),
) as Record<DeskKind, string>;

/**
 * Takes item `id` out of the public table: every list and its details answer no longer know it. A
 * logistics offer that named a withdrawn enterprise keeps its company name without the link.
 */
export async function removePublished(db: Store, kind: DeskKind, id: number): Promise<void> {
  if (kind === 'enterprises')
    await db.run('UPDATE logistics_info SET enterprise_id = NULL WHERE enterprise_id = ?', id);
  await db.run(`DELETE FROM ${TABLES[kind].table} WHERE id = ?`, id);
  await countContentChange(db, ...AFFECTED[kind]);
}

/** The newest revision as its public page would show it once published (the desk's 预览). */
export async function previewOf<K extends DeskKind>(
  db: Store,
  kind: K,
  id: number,
  fields: DeskFieldsOf[K],
  /** When an announcement not yet published would be (now). */
  at: string,
): Promise<DeskPublicOf[K]> {
  if (kind === 'policies') return { id, ...(fields as PolicyFields) } as DeskPublicOf[K];
  if (kind === 'announcements') {
    const a = fields as AnnouncementFields;
    const row = await db.get<{ publishedAt: string; views: number }>(
      'SELECT published_at AS publishedAt, views FROM announcements WHERE id = ?',
      id,
    );
    return {
      id,
      ...a,
      enterpriseName:
        (await publishedEnterpriseName(db, a.enterpriseId)) ??
        (await pendingEnterpriseName(db, a.enterpriseId)) ??
        '',
      publishedAt: row?.publishedAt ?? at,
      views: row?.views ?? 0,
      previous: null,
      next: null,
    } as DeskPublicOf[K];
  }
  if (kind === 'enterprises') {
    const { n } = (await db.get<{
      n: number;
    }>('SELECT count(*) AS n FROM routes WHERE enterprise_id = ?', id))!;
    return { id, ...(fields as EnterpriseFields), routeCount: n, contactMasked: false } as DeskPublicOf[K];
  }
  const r = fields as RouteFields;
  return {
    id,
    ...r,
    enterpriseName: (await publishedEnterpriseName(db, r.enterpriseId)) ?? '',
    contactMasked: false,
  } as DeskPublicOf[K];
}
