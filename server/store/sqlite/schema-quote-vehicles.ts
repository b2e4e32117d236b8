/**
 * Schema version 14 on both stores (sqlite-migrations.ts, postgres-schema.ts): the vehicle a quote
 * names, and the agreed vehicle a waybill keeps as it was when the quote was accepted (its plate,
 * type and length), so that deleting the vehicle later changes no waybill (docs/decisions.md, "The
 * vehicle a waybill keeps"); and the index by which the complaint rate counts an account's
 * statements in complaints (server/limits/rates.ts).
 */

export const QUOTE_VEHICLES_SCHEMA_NAME =
  "the vehicle a quote names, kept on its waybill; an account's complaint statements by time";

const columns = (t: { ref: string; real: string }) => `
ALTER TABLE quotes ADD COLUMN vehicle_id ${t.ref} REFERENCES vehicles(id) ON DELETE SET NULL;
ALTER TABLE waybills ADD COLUMN agreed_plate TEXT;
ALTER TABLE waybills ADD COLUMN agreed_vehicle_type TEXT;
ALTER TABLE waybills ADD COLUMN agreed_length_meters ${t.real};
-- The complaint rate counts an account's statements (queries/complaints.ts nthNewestComplaintWrite).
CREATE INDEX complaint_statements_user ON complaint_statements(user_id, created_at);
`;

export const QUOTE_VEHICLES_SCHEMA_SQL = columns({ ref: 'INTEGER', real: 'REAL' });

export const QUOTE_VEHICLES_SCHEMA_POSTGRES = columns({ ref: 'bigint', real: 'double precision' });
