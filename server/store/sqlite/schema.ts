/**
 * The database schema. Times are ISO 8601 text (`*_at`), calendar days `YYYY-MM-DD`.
 * Full-text search uses FTS5 external-content tables with the trigram tokenizer, kept in step
 * by triggers; queries of fewer than three characters use LIKE instead (see queries/search.ts).
 */
import {
  DELIVERY_STATUSES,
  LOGIN_ACTIONS,
  LOGISTICS_KINDS,
  NOTICE_TYPES,
  POLICY_LEVELS,
  SMS_PURPOSES,
} from '../../../src/lib/shared/contract.ts';

/**
 * `column IN ('a', 'b')` for a CHECK constraint, from the contract's list of the values: the column
 * takes exactly what the types, the query parsing and the seed know. (The values are plain words.)
 */
export function oneOf(column: string, values: readonly string[]): string {
  for (const value of values) {
    if (!/^[A-Za-z_]+$/.test(value)) throw new Error(`Not a plain word for a CHECK list: ${value}`);
  }
  return `${column} IN (${values.map((value) => `'${value}'`).join(', ')})`;
}

/** A column added after its table's first release: `addMissingColumns` gives it to older files. */
export interface AddedColumn {
  table: string;
  column: string;
  definition: string;
}

/** The columns `table` gained (`column: definition`), in the order they are added. */
export const addedColumns = (table: string, columns: Readonly<Record<string, string>>): AddedColumn[] =>
  Object.entries(columns).map(([column, definition]) => ({ table, column, definition }));

const ftsTable = (table: string, columns: string[]): string => {
  const cols = columns.join(', ');
  const newCols = columns.map((c) => `new.${c}`).join(', ');
  const oldCols = columns.map((c) => `old.${c}`).join(', ');
  return `
CREATE VIRTUAL TABLE IF NOT EXISTS ${table}_fts USING fts5(${cols}, content='${table}', content_rowid='id', tokenize='trigram');
CREATE TRIGGER IF NOT EXISTS ${table}_fts_insert AFTER INSERT ON ${table} BEGIN
  INSERT INTO ${table}_fts(rowid, ${cols}) VALUES (new.id, ${newCols});
END;
CREATE TRIGGER IF NOT EXISTS ${table}_fts_delete AFTER DELETE ON ${table} BEGIN
  INSERT INTO ${table}_fts(${table}_fts, rowid, ${cols}) VALUES ('delete', old.id, ${oldCols});
END;
CREATE TRIGGER IF NOT EXISTS ${table}_fts_update AFTER UPDATE OF ${cols} ON ${table} BEGIN
  INSERT INTO ${table}_fts(${table}_fts, rowid, ${cols}) VALUES ('delete', old.id, ${oldCols});
  INSERT INTO ${table}_fts(rowid, ${cols}) VALUES (new.id, ${newCols});
END;`;
};

export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  account TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  nickname TEXT NOT NULL,
  real_name TEXT NOT NULL DEFAULT '',
  company TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  mobile TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  last_login_at TEXT
);

-- The names a reader could confuse, compared by src/lib/shared/text.ts nameKey (width, case, invisible and
-- space-like characters): one row per user and field, kept in step with users by
-- server/queries/user-names.ts. "name" is the text the key was made from, so a row that no longer
-- matches its user (a name changed outside the API) is recomputed before it is trusted.
CREATE TABLE IF NOT EXISTS user_name_keys (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  field TEXT NOT NULL CHECK (field IN ('account', 'nickname')),
  name TEXT NOT NULL,
  name_key TEXT NOT NULL,
  PRIMARY KEY (user_id, field)
);
CREATE INDEX IF NOT EXISTS user_name_keys_key ON user_name_keys(name_key);

CREATE TABLE IF NOT EXISTS tokens (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX IF NOT EXISTS tokens_user ON tokens(user_id);

-- Wrong passwords (sign-in and password change), per account name as typed or resolved, and per client
-- address (an IPv6 address by its /64); read by login-throttle.ts. Replaces the per-account lockout's
-- login_failures table.
DROP TABLE IF EXISTS login_failures;
CREATE TABLE IF NOT EXISTS password_failures (
  id INTEGER PRIMARY KEY,
  account TEXT NOT NULL,
  address TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS password_failures_account ON password_failures(account, at);
CREATE INDEX IF NOT EXISTS password_failures_address ON password_failures(address, at);

CREATE TABLE IF NOT EXISTS login_records (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  action TEXT NOT NULL CHECK (${oneOf('action', LOGIN_ACTIONS)}),
  at TEXT NOT NULL,
  ip TEXT NOT NULL DEFAULT '',
  user_agent TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS login_records_user ON login_records(user_id, at DESC);

-- One row per code sent (or, for a mobile it must not reach, stored only): the send limits count
-- these rows. client_ip is the requesting address; user_id the account a bind code belongs to.
CREATE TABLE IF NOT EXISTS sms_codes (
  id INTEGER PRIMARY KEY,
  mobile TEXT NOT NULL,
  purpose TEXT NOT NULL CHECK (${oneOf('purpose', SMS_PURPOSES)}),
  code_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at TEXT,
  client_ip TEXT NOT NULL DEFAULT '',
  user_id INTEGER
);
CREATE INDEX IF NOT EXISTS sms_codes_mobile ON sms_codes(mobile, purpose, created_at DESC);
CREATE INDEX IF NOT EXISTS sms_codes_created ON sms_codes(created_at);

-- One row per wrong SMS code, whichever code it was meant for: the wrong-guess budgets count these.
CREATE TABLE IF NOT EXISTS sms_misses (
  id INTEGER PRIMARY KEY,
  mobile TEXT NOT NULL,
  client_ip TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS sms_misses_mobile ON sms_misses(mobile, at);

CREATE TABLE IF NOT EXISTS sms_outbox (
  id INTEGER PRIMARY KEY,
  mobile TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code TEXT NOT NULL,
  text TEXT NOT NULL,
  sent_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS sms_outbox_mobile ON sms_outbox(mobile, sent_at DESC);

CREATE TABLE IF NOT EXISTS enterprises (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  credit_code TEXT NOT NULL UNIQUE,
  legal_representative TEXT NOT NULL,
  registered_capital INTEGER NOT NULL,
  founded_at TEXT NOT NULL,
  business_scope TEXT NOT NULL,
  address TEXT NOT NULL,
  city TEXT NOT NULL,
  contact_name TEXT NOT NULL,
  contact_phone TEXT NOT NULL,
  introduction TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS routes (
  id INTEGER PRIMARY KEY,
  enterprise_id INTEGER NOT NULL REFERENCES enterprises(id),
  origin TEXT NOT NULL,
  destination TEXT NOT NULL,
  heavy_price REAL NOT NULL,
  light_price REAL NOT NULL,
  minimum_charge REAL NOT NULL,
  transit_hours INTEGER NOT NULL,
  departures TEXT NOT NULL,
  vehicle_type TEXT NOT NULL,
  contact_name TEXT NOT NULL,
  contact_phone TEXT NOT NULL,
  address TEXT NOT NULL,
  remarks TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS routes_enterprise ON routes(enterprise_id);
CREATE INDEX IF NOT EXISTS routes_origin ON routes(origin, destination);

CREATE TABLE IF NOT EXISTS logistics_info (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (${oneOf('kind', LOGISTICS_KINDS)}),
  title TEXT NOT NULL,
  origin TEXT NOT NULL,
  destination TEXT NOT NULL,
  cargo_name TEXT NOT NULL DEFAULT '',
  weight_tons REAL,
  volume_cubic REAL,
  vehicle_type TEXT NOT NULL DEFAULT '',
  vehicle_length_meters REAL,
  price REAL,
  company_name TEXT NOT NULL,
  enterprise_id INTEGER REFERENCES enterprises(id),
  content TEXT NOT NULL,
  contact_name TEXT NOT NULL,
  contact_phone TEXT NOT NULL,
  loading_date TEXT,
  published_at TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS logistics_info_kind ON logistics_info(kind, published_at DESC);

CREATE TABLE IF NOT EXISTS policies (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  authority TEXT NOT NULL,
  document_no TEXT NOT NULL,
  level TEXT NOT NULL CHECK (${oneOf('level', POLICY_LEVELS)}),
  region TEXT NOT NULL,
  published_at TEXT NOT NULL,
  effective_at TEXT NOT NULL,
  summary TEXT NOT NULL,
  content TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS policies_published ON policies(published_at DESC);

CREATE TABLE IF NOT EXISTS announcements (
  id INTEGER PRIMARY KEY,
  enterprise_id INTEGER NOT NULL REFERENCES enterprises(id),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  published_at TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS announcements_published ON announcements(published_at DESC, id DESC);

CREATE TABLE IF NOT EXISTS circles (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS posts (
  id INTEGER PRIMARY KEY,
  circle_id INTEGER NOT NULL REFERENCES circles(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  reply_count INTEGER NOT NULL DEFAULT 0,
  last_reply_at TEXT
);
CREATE INDEX IF NOT EXISTS posts_circle ON posts(circle_id, id DESC);
CREATE INDEX IF NOT EXISTS posts_user ON posts(user_id, id DESC);

CREATE TABLE IF NOT EXISTS replies (
  id INTEGER PRIMARY KEY,
  post_id INTEGER NOT NULL REFERENCES posts(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  floor INTEGER NOT NULL,
  content TEXT NOT NULL,
  quote_reply_id INTEGER REFERENCES replies(id),
  created_at TEXT NOT NULL,
  UNIQUE (post_id, floor)
);
CREATE INDEX IF NOT EXISTS replies_user ON replies(user_id, id DESC);

CREATE TABLE IF NOT EXISTS idempotency_keys (
  user_id INTEGER NOT NULL REFERENCES users(id),
  key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  response_json TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, key)
);
CREATE INDEX IF NOT EXISTS idempotency_keys_created ON idempotency_keys(created_at);

CREATE TABLE IF NOT EXISTS notices (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (${oneOf('type', NOTICE_TYPES)}),
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  read INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS notices_user ON notices(user_id, created_at DESC);

CREATE TABLE IF NOT EXISTS deliveries (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  order_no TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (${oneOf('status', DELIVERY_STATUSES)}),
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS deliveries_user ON deliveries(user_id, id DESC);

-- The last order number given out on each China day (queries/deliveries.ts).
CREATE TABLE IF NOT EXISTS order_sequences (
  day TEXT PRIMARY KEY,
  last INTEGER NOT NULL
);
${ftsTable('policies', ['title', 'content'])}
${ftsTable('announcements', ['title', 'content'])}
${ftsTable('logistics_info', ['title', 'content'])}
${ftsTable('posts', ['title', 'content'])}
`;
