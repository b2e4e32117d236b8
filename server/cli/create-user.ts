/**
 * `npm run user:create -- --account NAME --mobile 1xxxxxxxxxx [--nickname 昵称] [--reserved]`: the one way to
 * create an account outside demo mode. It writes to PORTAL_DATABASE_URL, else PORTAL_DB (default ./data/portal.db), which the
 * server must have created first. The password is asked for on the terminal without echo (twice), or
 * read from the first line of standard input when that is not a terminal (scripts, tests); it must
 * pass the same rule as every password form (8–32 characters with a letter and a digit).
 * The names follow registration's and the profile's rules (server/queries/user-names.ts): none that
 * reads as another account's name; none holding a word the platform keeps (`admin`, `管理员`)
 * unless `--reserved` says the account is the platform's own (an operator's, an editor's).
 * Exit codes: 0 created, 1 refused (the message says why), 2 wrong usage.
 */
import { parseArgs } from 'node:util';
import { openOperatorStore } from '../store/open-store.ts';
import { accountCreationRules } from '../../src/lib/shared/rules/account.ts';
import { nameRefusal } from '../queries/user-names.ts';
import { validate } from '../http/input.ts';
import { hashPassword } from '../domain/passwords.ts';
import { isoNow, systemClock } from '../domain/clock.ts';
import { findUserByLogin, findUserByMobile, insertUser } from '../queries/users.ts';

const USAGE =
  '用法 / usage: npm run user:create -- --account 账号 --mobile 手机号 [--nickname 昵称] [--reserved]\n' +
  '--reserved：平台自己的账号（运营、编辑），可使用平台保留词（admin、管理员等）。\n' +
  '密码在终端中输入（不回显），或从标准输入的第一行读取。数据库：PORTAL_DB（默认 ./data/portal.db）。';

/** Reads one line from the terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((done, fail) => {
    let typed = '';
    const finish = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.removeListener('data', onData);
      process.stderr.write('\n');
      if (error) fail(error);
      else done(typed);
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') return finish();
        if (character === '\u0003' || character === '\u0004') return finish(new Error('已取消 / cancelled'));
        if (character === '\u007f' || character === '\b') typed = Array.from(typed).slice(0, -1).join('');
        else typed += character;
      }
    };
    input.on('data', onData);
  });
}

/** The first line of standard input (a script's or a test's pipe). */
async function readFirstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split('\n')[0]?.replace(/\r$/, '') ?? '';
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readFirstLine();
  const password = await askHidden('密码 / password: ');
  if ((await askHidden('再次输入密码 / repeat: ')) !== password) throw new Error('两次输入的密码不一致');
  return password;
}

function refuse(message: string, code = 1): never {
  console.error(`[user:create] ${message}`);
  process.exit(code);
}

let options: {
  account?: string | undefined;
  mobile?: string | undefined;
  nickname?: string | undefined;
  reserved?: boolean | undefined;
};
try {
  options = parseArgs({
    options: {
      account: { type: 'string' },
      mobile: { type: 'string' },
      nickname: { type: 'string' },
      reserved: { type: 'boolean' },
    },
  }).values;
} catch (error) {
  refuse(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`, 2);
}
if (options.account === undefined || options.mobile === undefined) refuse(USAGE, 2);

try {
  const input = validate(accountCreationRules, {
    account: options.account,
    mobile: options.mobile,
    nickname: options.nickname ?? options.account,
    password: await readPassword(),
  });
  const db = await openOperatorStore();
  try {
    if (await findUserByLogin(db, input.account)) throw new Error(`账号 ${input.account} 已存在`);
    // The rules of registration and of the profile: no name that reads as another's or the platform's.
    const rules = { reservedAllowed: options.reserved === true };
    const refusal =
      (await nameRefusal(db, 'account', input.account, rules)) ??
      (input.nickname === input.account ? null : await nameRefusal(db, 'nickname', input.nickname, rules));
    if (refusal !== null) throw new Error(refusal);
    if (await findUserByMobile(db, input.mobile)) throw new Error(`手机号 ${input.mobile} 已绑定其他账号`);
    const id = await insertUser(
      db,
      {
        account: input.account,
        mobile: input.mobile,
        nickname: input.nickname,
        passwordHash: await hashPassword(input.password),
      },
      isoNow(systemClock),
    );
    console.log(`已创建账号 ${input.account}（id ${id}） / account created`);
  } finally {
    await db.close();
  }
} catch (error) {
  refuse(error instanceof Error ? error.message : String(error));
}
