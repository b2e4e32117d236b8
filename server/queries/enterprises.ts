import type {
  EnterpriseDetail,
  EnterpriseItem,
  Paged,
  RouteDetail,
  RouteItem,
} from '../../src/lib/shared/contract.ts';
import type { Store } from '../store/store.ts';
import { eachDialect } from './dialects.ts';
import { keywordMatch, likePattern, placeMatch } from './search.ts';
import { Conditions, pagedRows, pagedSearch, selectIds } from './sql.ts';
import { countRows } from './kept-results.ts';
import { enterpriseVerifiedColumn } from './verifications.ts';

/** A details row as stored: everything but whether its phone is masked, which the answer decides. */
export type StoredContact<T> = Omit<T, 'contactMasked'>;

// ---------- enterprises ----------

const ENTERPRISE_COLUMNS = `e.id, e.name, e.credit_code AS creditCode, e.city, e.business_scope AS businessScope,
  (SELECT count(*) FROM routes r WHERE r.enterprise_id = e.id) AS routeCount, ${enterpriseVerifiedColumn('e.id')}`;

const ENTERPRISES_BY_ID = eachDialect(
  (sql) => `SELECT ${ENTERPRISE_COLUMNS} FROM enterprises e WHERE e.id IN (${sql.jsonIntegers()})`,
);

export interface EnterpriseFilter {
  keyword?: string | undefined;
  /** A city or province, found in the enterprise's city or address (`临沂`, `山东`). */
  region?: string | undefined;
  /** '1': only enterprises with a verified member (已认证). */
  verified?: '1' | undefined;
}

export async function listEnterprises(
  db: Store,
  filter: EnterpriseFilter,
  page: number,
  pageSize: number,
): Promise<Paged<EnterpriseItem>> {
  const conditions = new Conditions();
  if (filter.keyword) conditions.addFragment(keywordMatch('enterprises', filter.keyword, 'e', db.dialect));
  if (filter.region) {
    const pattern = likePattern(filter.region);
    conditions.add("(e.city LIKE ? ESCAPE '\\' OR e.address LIKE ? ESCAPE '\\')", pattern, pattern);
  }
  const ids = (where: string) => `SELECT e.id FROM enterprises e ${where} ORDER BY e.id`;
  if (filter.verified) {
    // Approvals change this list without adding an enterprise: read each time, not from the growth cache.
    conditions.add(
      "EXISTS (SELECT 1 FROM verifications v WHERE v.enterprise_id = e.id AND v.state = 'approved')",
    );
    return pagedRows<EnterpriseItem>(
      db,
      ENTERPRISES_BY_ID,
      await selectIds(db, ids(conditions.where), conditions.params),
      page,
      pageSize,
    );
  }
  const search = {
    table: 'enterprises',
    key: filter,
    ids: ids(conditions.where),
    params: conditions.params,
    itemsById: ENTERPRISES_BY_ID,
  } as const;
  return pagedSearch<EnterpriseItem>(db, search, page, pageSize);
}

/** The profile with its full contact phone (the resource masks it for visitors). */
export async function findEnterprise(
  db: Store,
  id: number,
): Promise<StoredContact<EnterpriseDetail> | undefined> {
  return db.get<StoredContact<EnterpriseDetail>>(
    `SELECT ${ENTERPRISE_COLUMNS}, e.legal_representative AS legalRepresentative,
       e.registered_capital AS registeredCapital, e.founded_at AS foundedAt, e.address,
       e.contact_name AS contactName, e.contact_phone AS contactPhone, e.introduction
     FROM enterprises e WHERE e.id = ?`,
    id,
  );
}

export async function countEnterprises(db: Store): Promise<number> {
  return countRows(db, 'enterprises');
}

// ---------- routes ----------

export interface RouteFilter {
  origin?: string | undefined;
  destination?: string | undefined;
  enterpriseId?: number | undefined;
}

const ROUTE_COLUMNS = `r.id, r.enterprise_id AS enterpriseId, e.name AS enterpriseName, r.origin, r.destination,
  r.heavy_price AS heavyPrice, r.light_price AS lightPrice, r.minimum_charge AS minimumCharge,
  r.transit_hours AS transitHours, r.departures, r.vehicle_type AS vehicleType`;
const ROUTES_FROM = 'FROM routes r JOIN enterprises e ON e.id = r.enterprise_id';

const ROUTES_BY_ID = eachDialect(
  (sql) => `SELECT ${ROUTE_COLUMNS} ${ROUTES_FROM} WHERE r.id IN (${sql.jsonIntegers()})`,
);

export async function listRoutes(
  db: Store,
  filter: RouteFilter,
  page: number,
  pageSize: number,
): Promise<Paged<RouteItem>> {
  const conditions = new Conditions();
  if (filter.origin) conditions.addFragment(placeMatch('r.origin', filter.origin, db.dialect));
  if (filter.destination) conditions.addFragment(placeMatch('r.destination', filter.destination, db.dialect));
  if (filter.enterpriseId !== undefined) conditions.add('r.enterprise_id = ?', filter.enterpriseId);
  const search = {
    table: 'routes',
    key: filter,
    ids: `SELECT r.id FROM routes r ${conditions.where} ORDER BY r.id`,
    params: conditions.params,
    itemsById: ROUTES_BY_ID,
  } as const;
  return pagedSearch<RouteItem>(db, search, page, pageSize);
}

/** The route with its full contact phone (the resource masks it for visitors). */
export async function findRoute(db: Store, id: number): Promise<StoredContact<RouteDetail> | undefined> {
  return db.get<StoredContact<RouteDetail>>(
    `SELECT ${ROUTE_COLUMNS}, r.contact_name AS contactName, r.contact_phone AS contactPhone, r.address, r.remarks
     ${ROUTES_FROM} WHERE r.id = ?`,
    id,
  );
}

export async function countRoutes(db: Store): Promise<number> {
  return countRows(db, 'routes');
}
