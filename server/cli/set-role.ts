/**
 * `npm run user:role -- --account NAME --role editor|user`: gives an account a role. `editor` opens
 * the content desk to it; `user` takes that away again. The role counts from the account's next
 * request (it is read with the token), no new login needed. Writes to PORTAL_DATABASE_URL, else PORTAL_DB (default
 * ./data/portal.db). Exit codes: 0 done, 1 refused (the message says why), 2 wrong usage.
 */
import { parseArgs } from 'node:util';
import { openOperatorStore } from '../store/open-store.ts';
import type { Store } from '../store/store.ts';
import { USER_ROLES, type UserRole } from '../../src/lib/shared/contract.ts';
import { setUserRole } from '../queries/users.ts';

const USAGE =
  `用法 / usage: npm run user:role -- --account 账号 --role ${USER_ROLES.join('|')}\n` +
  '数据库：PORTAL_DB（默认 ./data/portal.db）。';

function refuse(message: string, code = 1): never {
  console.error(`[user:role] ${message}`);
  process.exit(code);
}

let options: { account?: string | undefined; role?: string | undefined };
try {
  options = parseArgs({ options: { account: { type: 'string' }, role: { type: 'string' } } }).values;
} catch (error) {
  refuse(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`, 2);
}
const { account, role } = options;
if (account === undefined || role === undefined) refuse(USAGE, 2);
if (!(USER_ROLES as readonly string[]).includes(role))
  refuse(`角色 ${role} 不存在 / unknown role\n${USAGE}`, 2);

let db: Store;
try {
  db = await openOperatorStore();
} catch (error) {
  refuse(error instanceof Error ? error.message : String(error));
}
try {
  if (!(await setUserRole(db, account, role as UserRole))) refuse(`账号 ${account} 不存在 / no such account`);
  console.log(`账号 ${account} 的角色已设为 ${role} / role set`);
} finally {
  await db.close();
}
