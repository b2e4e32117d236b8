/** Seeds the users, the demo account's notices and login history. */
import type { Database } from '../store/sqlite/db.ts';
import { CITIES, IP_PREFIXES, USER_AGENTS } from './data.ts';
import { ipAddress, mobile, person } from './people.ts';
import { chinaMonthDay } from '../../src/lib/shared/china-time.ts';
import { DAY, HOUR, MINUTE, atChinaHour, fill, iso, type Random } from './random.ts';
import type { NoticeType } from '../../src/lib/shared/contract.ts';
import { personLabel } from '../../src/lib/shared/person.ts';
import { nameSkeleton } from '../../src/lib/shared/name-skeleton.ts';

export interface SeededUser {
  id: number;
  nickname: string;
  account: string;
}

const DEMO_NICKNAME = '演示用户';

export interface DemoProfile {
  account: string;
  mobile: string;
  passwordHash: string;
  company: string;
}

const NICKNAMES = [
  '{city}{surname}师傅',
  '老{surname}跑{city}',
  '{city}物流小{surname}',
  '{surname}{given}',
  '冷链{surname}哥',
  '{city}货代{surname}姐',
  '专线老{surname}',
  '{surname}记车队',
];

/** Inserts the demo user first (id 1 on a new database), then `count - 1` others sharing one password hash. */
export function seedUsers(
  db: Database,
  random: Random,
  count: number,
  now: number,
  demo: DemoProfile,
  sharedPasswordHash: string,
  companies: readonly string[],
): SeededUser[] {
  const insert = db.prepare(
    `INSERT INTO users (account, password_hash, nickname, real_name, company, email, mobile, created_at, last_login_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const demoCreated = atChinaHour(now - 420 * DAY, 9, 12);
  const seeded: SeededUser[] = [];
  const demoResult = insert.run(
    demo.account,
    demo.passwordHash,
    DEMO_NICKNAME,
    '张明',
    demo.company,
    'demo@example.com',
    demo.mobile,
    iso(demoCreated),
    null,
  );
  seeded.push({ id: Number(demoResult.lastInsertRowid), nickname: DEMO_NICKNAME, account: demo.account });
  const accounts = new Set([demo.account]);
  const names = new Set([nameSkeleton(demo.account), nameSkeleton(DEMO_NICKNAME)]);
  const mobiles = new Set([demo.mobile]);
  for (let i = 1; i < count; i += 1) {
    const who = person(random);
    let account = `${who.pinyin}${random.int(10, 99)}`;
    while (accounts.has(account)) account = `${who.pinyin}${random.int(100, 9999)}`;
    accounts.add(account);
    let phone = mobile(random);
    while (mobiles.has(phone)) phone = mobile(random);
    mobiles.add(phone);
    const given = who.name.slice(who.surname.length);
    // Nicknames are unique as a reader sees them (src/lib/shared/name-skeleton.ts): another draw, then a number.
    let nickname = '';
    for (let attempt = 0; attempt < 5 && (!nickname || names.has(nameSkeleton(nickname))); attempt += 1) {
      nickname = fill(random.pick(NICKNAMES), {
        city: random.pick(CITIES).name,
        surname: who.surname,
        given,
      });
    }
    for (let n = 2; names.has(nameSkeleton(nickname)); n += 1)
      nickname = `${nickname.replace(/\d+$/, '')}${n}`;
    names.add(nameSkeleton(nickname)).add(nameSkeleton(account));
    const created = now - random.int(30, 700) * DAY - random.int(0, 23) * HOUR;
    const lastLogin = random.chance(0.8) ? now - random.int(1, 30 * 24) * HOUR : null;
    const company = companies.length > 0 && random.chance(0.7) ? random.pick(companies) : '';
    const result = insert.run(
      account,
      sharedPasswordHash,
      nickname,
      who.name,
      company,
      random.chance(0.6) ? `${account}@example.com` : '',
      phone,
      iso(created),
      lastLogin === null ? null : iso(lastLogin),
    );
    seeded.push({ id: Number(result.lastInsertRowid), nickname, account });
  }
  return seeded;
}

/** The demo account's login history: sessions over the last two months, newest last. */
export function seedLoginRecords(db: Database, random: Random, userId: number, now: number): void {
  const insert = db.prepare(
    'INSERT INTO login_records (user_id, action, at, ip, user_agent) VALUES (?, ?, ?, ?, ?)',
  );
  const agent = USER_AGENTS[0] as string;
  let at = atChinaHour(now - 62 * DAY, 8, 40);
  let lastLogin = at;
  while (at < now - 2 * HOUR) {
    const ip = ipAddress(random, IP_PREFIXES);
    const userAgent = random.chance(0.75) ? agent : random.pick(USER_AGENTS);
    insert.run(userId, 'login', iso(at), ip, userAgent);
    lastLogin = at;
    const logout = at + random.int(20, 300) * MINUTE;
    if (random.chance(0.6) && logout < now) insert.run(userId, 'logout', iso(logout), ip, userAgent);
    at = atChinaHour(at + random.int(1, 4) * DAY, random.int(8, 20), random.int(0, 59));
  }
  db.prepare('UPDATE users SET last_login_at = ? WHERE id = ?').run(iso(lastLogin), userId);
}

const DEMO_NOTICES: readonly (readonly [
  type: NoticeType,
  title: string,
  description: string,
  hoursAgo: number,
  read: boolean,
])[] = [
  [
    'notice',
    '系统维护通知',
    '平台将于{maintenance}凌晨 2:00—4:00 进行系统升级，期间发货和发帖功能暂停使用。',
    3,
    false,
  ],
  [
    'notice',
    '《关于加快推进多式联运发展的实施意见》解读已上线',
    '政策法规栏目新增多式联运相关政策解读，欢迎查阅。',
    20,
    false,
  ],
  [
    'notice',
    '冷链物流专区上线',
    '交流社区新增“冷链物流”圈子，冷链运输、冷库仓储相关问题可以在这里交流。',
    70,
    true,
  ],
  ['notice', '账户安全提醒', '您的账户于近期在新设备上登录，如非本人操作，请及时修改密码。', 150, true],
  [
    'notice',
    '平台服务协议更新',
    '《物流信息门户用户服务协议》已更新，主要调整了信息发布规范和隐私保护条款。',
    400,
    true,
  ],
  ['message', '{author}回复了你的帖子', '你的帖子“{ownPost}”有了新的回复，快去看看吧。', 1, false],
  ['message', '有新的车源匹配你的货源', '苏州→成都 9.6米高栏车，明天可装，点击查看车源详情。', 5, false],
  ['message', '{author}在帖子中提到了你', '“{otherPost}”中有人 @ 了你。', 30, true],
  ['message', '企业认证审核通过', '苏州顺达物流有限公司的企业信息已审核通过，可发布专线信息。', 200, true],
  ['todo', '完善企业资质信息', '请上传道路运输经营许可证，完成后可获得“认证企业”标识。', 2, false],
  ['todo', '确认发货单', '您有 1 张发货单尚未确认，请在装货前确认运费和装货时间。', 26, false],
  ['todo', '绑定手机号验证', '为保障账户安全，请重新验证绑定的手机号。', 96, true],
  ['todo', '评价承运车辆', '{delivered}苏州→武汉的运单已签收，请对承运车辆进行评价。', 300, true],
];

/** Notices of all three types for the demo user, some read, naming real threads (seed the community first); a welcome notice for everyone else. */
export function seedNotices(db: Database, random: Random, users: readonly SeededUser[], now: number): void {
  const insert = db.prepare(
    'INSERT INTO notices (user_id, type, title, description, read, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const [demo, ...others] = users;
  if (!demo) return;
  const title = (sql: string): string | undefined =>
    (db.prepare(sql).get(demo.id) as { title: string } | undefined)?.title;
  const slots = {
    maintenance: chinaMonthDay(now + 4 * DAY),
    delivered: chinaMonthDay(now - 14 * DAY),
    author: others.length > 0 ? personLabel(random.pick(others)) : '有网友',
    ownPost:
      title('SELECT title FROM posts WHERE user_id = ? ORDER BY id DESC LIMIT 1') ??
      '苏州到成都的专线最近运价涨了吗？',
    otherPost:
      title('SELECT title FROM posts WHERE user_id <> ? ORDER BY id DESC LIMIT 1') ??
      '春节前最后一班车什么时候发？',
  };
  const ordered = [...DEMO_NOTICES].sort((a, b) => b[3] - a[3]);
  for (const [type, title, description, hoursAgo, read] of ordered) {
    insert.run(
      demo.id,
      type,
      fill(title, slots),
      fill(description, slots),
      read ? 1 : 0,
      iso(now - hoursAgo * HOUR - random.int(0, 50) * MINUTE),
    );
  }
  for (const user of others) {
    insert.run(
      user.id,
      'notice',
      '欢迎加入物流信息门户',
      '完善个人资料后即可发布货源、车源信息，并参与交流社区讨论。',
      1,
      iso(now - random.int(20, 60) * DAY),
    );
  }
}
