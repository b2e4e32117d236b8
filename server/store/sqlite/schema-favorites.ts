/**
 * Schema version 9 on both stores (sqlite-migrations.ts, postgres-schema.ts): the offers and users an
 * account keeps (收藏, 常用车辆/常用货主), the users it blocks (屏蔽), and when an account was closed
 * (注销账号: `users.closed_at`, its personal data gone; docs/api.md, Leaving).
 */
import { SMS_PURPOSES } from '../../../src/lib/shared/contract.ts';
import { oneOf } from './schema.ts';

export const FAVORITES_SCHEMA_NAME = 'kept offers and users; blocked users; closed accounts';

const tables = (id: string, type: string) => `
CREATE TABLE IF NOT EXISTS favorite_offers (
  user_id ${id} NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  info_id ${id} NOT NULL REFERENCES logistics_info(id) ON DELETE CASCADE,
  created_at ${type} NOT NULL,
  PRIMARY KEY (user_id, info_id)
);
CREATE TABLE IF NOT EXISTS favorite_users (
  user_id ${id} NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kept_user_id ${id} NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at ${type} NOT NULL,
  PRIMARY KEY (user_id, kept_user_id)
);
CREATE INDEX IF NOT EXISTS favorite_users_kept ON favorite_users(kept_user_id);
CREATE TABLE IF NOT EXISTS user_blocks (
  user_id ${id} NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  blocked_user_id ${id} NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at ${type} NOT NULL,
  PRIMARY KEY (user_id, blocked_user_id)
);
CREATE INDEX IF NOT EXISTS user_blocks_blocked ON user_blocks(blocked_user_id);
`;

export const FAVORITES_SCHEMA_SQL = `${tables('INTEGER', 'TEXT')}
ALTER TABLE users ADD COLUMN closed_at TEXT;`;

/**
 * PostgreSQL's words for the same (version 9 of postgres-schema.ts), and the SMS purposes' CHECK list
 * as it stands (`delete` joined it; SQLite rebuilds that table by itself, schema-upgrades.ts).
 */
export const FAVORITES_SCHEMA_POSTGRES = `${tables('bigint', 'text')}
ALTER TABLE users ADD COLUMN closed_at text;
ALTER TABLE sms_codes DROP CONSTRAINT IF EXISTS sms_codes_purpose_check;
ALTER TABLE sms_codes ADD CONSTRAINT sms_codes_purpose_check CHECK (${oneOf('purpose', SMS_PURPOSES)});`;
