/** SQL for the SMS challenge: used solutions and the generated secrets (server/limits/sms-challenge.ts holds the rules). */
import type { Store } from '../store/store.ts';

/** Records a solution as used; false when it already was (a replay). */
export async function markChallengeUsed(db: Store, signature: string, expiresAt: string): Promise<boolean> {
  const result = await db.run(
    'INSERT INTO sms_challenges_used (signature, expires_at) VALUES (?, ?) ON CONFLICT (signature) DO NOTHING',
    signature,
    expiresAt,
  );
  return Number(result.changes) === 1;
}

/** Used solutions that expired before `before`: a replay of one is refused for its expiry anyway. */
export async function deleteUsedChallengesBefore(db: Store, before: string): Promise<number> {
  return Number((await db.run('DELETE FROM sms_challenges_used WHERE expires_at < ?', before)).changes);
}

/** The secret kept under `name`, or undefined. */
export async function readSecret(db: Store, name: string): Promise<string | undefined> {
  return (await db.get<{ value: string }>('SELECT value FROM server_secrets WHERE name = ?', name))?.value;
}

/** Keeps `value` under `name` unless another node kept one first (then that one stays). */
export async function insertSecret(db: Store, name: string, value: string, at: string): Promise<void> {
  await db.run(
    'INSERT INTO server_secrets (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING',
    name,
    value,
    at,
  );
}
