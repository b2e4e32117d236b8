/**
 * What the SMS challenge keeps in the store (sms-challenge.ts): the solutions already used (so a
 * solution counts once on every node) and the server's generated secrets (the HMAC key when
 * PORTAL_SMS_CHALLENGE_KEY is unset, so every node signs and checks with the same key).
 */
/** Schema version 3 on both stores (sqlite-migrations.ts, postgres-schema.ts). */
export const CHALLENGE_SCHEMA_NAME = 'SMS challenges used and server secrets';

export const CHALLENGE_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS sms_challenges_used (
  signature TEXT PRIMARY KEY,
  expires_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS sms_challenges_used_expiry ON sms_challenges_used(expires_at);
CREATE TABLE IF NOT EXISTS server_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`;
