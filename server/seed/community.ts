/** Seeds the community: circles, posts and their numbered replies (floors 1..n per post). */
import type { Database } from '../store/sqlite/db.ts';
import {
  AUTHOR_REPLIES,
  CIRCLE_TEXTS,
  EXTRA_CIRCLE_SUFFIXES,
  POST_CLOSERS,
  QUOTE_OPENERS,
  REPLIES,
  type CircleText,
} from './community-text.ts';
import { CARGOES, CITIES, HUB_CITIES, VEHICLE_SIZES, cityByName, roadKm } from './data.ts';
import { DAY, MINUTE, fill, iso, spreadTimes, type Random } from './random.ts';
import type { SeededUser } from './users.ts';

export interface CommunityCounts {
  circles: number;
  posts: number;
  replies: number;
}

const POLICY_TOPICS = ['多式联运', '新能源物流车', '冷链物流', '国家物流枢纽', '网络货运', '城市配送'];
const DEPARTURES = ['每天一班', '每天两班', '隔天一班', '一周三班'];

/** Values for the `{slot}`s of one thread, so that the title, body and replies agree. */
function threadSlots(random: Random): Record<string, string | number> {
  const origin = cityByName(random.pick(HUB_CITIES));
  const destination = random.pick(CITIES.filter((c) => c !== origin));
  const city = random.pick(CITIES);
  const km = roadKm(origin, destination);
  const [size, other] = random.sample(VEHICLE_SIZES, 2);
  return {
    origin: origin.name,
    destination: destination.name,
    city: city.name,
    district: random.pick(city.districts),
    cargo: random.pick(CARGOES).name,
    vehicle: random.pick(['高栏车', '厢式货车', '飞翼车', '平板车', '冷藏车']),
    length: size?.length ?? 9.6,
    length2: other?.length ?? 13,
    km,
    drive: Math.ceil(km / 65),
    hours: Math.max(24, Math.ceil(km / 600) * 24),
    price: random.float(0.4, 1.6, 2),
    light: random.int(16, 50) * 5,
    fuel: random.int(18, 34),
    rent: random.float(1.2, 3.5, 1),
    policy: random.pick(POLICY_TOPICS),
    days: random.int(14, 22),
    pct: random.float(0.3, 3.8, 1),
    invest: random.int(5, 80),
    salary: random.int(6, 14) * 1000,
    years: random.int(3, 15),
    month: random.int(1, 12),
    departures: random.pick(DEPARTURES),
  };
}

function circleTexts(count: number): CircleText[] {
  const texts: CircleText[] = [];
  for (let i = 0; i < count; i += 1) {
    const base = CIRCLE_TEXTS[i % CIRCLE_TEXTS.length] as CircleText;
    if (i < CIRCLE_TEXTS.length) {
      texts.push(base);
    } else {
      const city = CITIES[(i - CIRCLE_TEXTS.length) % CITIES.length]?.name ?? '';
      const suffix =
        EXTRA_CIRCLE_SUFFIXES[
          Math.floor((i - CIRCLE_TEXTS.length) / CITIES.length) % EXTRA_CIRCLE_SUFFIXES.length
        ] ?? '';
      const round = Math.floor((i - CIRCLE_TEXTS.length) / (CITIES.length * EXTRA_CIRCLE_SUFFIXES.length));
      texts.push({
        ...base,
        name: `${city}${suffix}${round > 0 ? round + 1 : ''}`,
        description: `${city}本地物流从业者的交流圈子。`,
      });
    }
  }
  return texts;
}

/**
 * How many replies each post gets: a heavy-tailed share of `total` (most threads get a few, some
 * get dozens), lighter for threads started in the last days. The shares add up to `total` exactly.
 */
function replyCounts(random: Random, total: number, createdAt: readonly number[], now: number): Uint32Array {
  const counts = new Uint32Array(createdAt.length);
  if (createdAt.length === 0) return counts;
  const cumulative = new Float64Array(createdAt.length);
  let sum = 0;
  createdAt.forEach((created, i) => {
    const u = random.next();
    sum += (0.5 + (-Math.log(1 - u)) ** 1.5) * Math.min(1, (now - created) / (3 * DAY) + 0.1);
    cumulative[i] = sum;
  });
  for (let r = 0; r < total; r += 1) {
    const target = random.next() * sum;
    let lo = 0;
    let hi = createdAt.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    counts[lo] = (counts[lo] as number) + 1;
  }
  return counts;
}

export function seedCommunity(
  db: Database,
  random: Random,
  counts: CommunityCounts,
  now: number,
  users: readonly SeededUser[],
): void {
  const insertCircle = db.prepare('INSERT INTO circles (name, description, sort) VALUES (?, ?, ?)');
  const texts = circleTexts(counts.circles);
  const circleIds = texts.map((text, i) =>
    Number(insertCircle.run(text.name, text.description, i + 1).lastInsertRowid),
  );
  if (circleIds.length === 0 || users.length === 0) return;

  const insertPost = db.prepare(
    'INSERT INTO posts (circle_id, user_id, title, content, created_at, views, reply_count, last_reply_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertReply = db.prepare(
    'INSERT INTO replies (post_id, user_id, floor, content, quote_reply_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  // Circles differ in activity; the first (货主交流, 车主之家…) are the busiest.
  const circleWeights = circleIds.map((_, i) => 1 / (1 + i * 0.15));
  const demo = users[0] as SeededUser;
  const createdAt = spreadTimes(random, counts.posts, now - 365 * DAY, now - 30 * MINUTE);
  const perPost = replyCounts(random, counts.replies, createdAt, now);
  const offsets: number[] = [];
  const replyIds: number[] = [];
  const used = new Set<string>();

  createdAt.forEach((created, i) => {
    const circle = random.weighted(circleWeights);
    const text = texts[circle] as CircleText;
    const slots = threadSlots(random);
    // The demo user starts about one thread in twenty, so 我的帖子 has something to show.
    const author = i % 20 === 7 ? demo : random.pick(users);
    // The title by its index (the same draw as picking it), so that its body and replies can follow it.
    const titleIndex = random.pick(text.titles.map((_, k) => k));
    const title = fill(text.titles[titleIndex] as string, slots);
    const voice = text.alternates?.titles.includes(titleIndex) ? text.alternates : text;
    const picked = random
      .sample(
        text.sentences.map((_, k) => k),
        random.int(2, 4),
      )
      .sort((a, b) => a - b);
    const body = picked.map((k) => voice.sentences[k]).join('') + random.pick(POST_CLOSERS);
    const replyCount = perPost[i] as number;

    // Reply times: front-loaded within the following days, never after `now`.
    const window = Math.max(MINUTE, Math.min(20 * DAY, now - created - MINUTE));
    offsets.length = 0;
    for (let k = 0; k < replyCount; k += 1) offsets.push(random.next());
    offsets.sort((a, b) => a - b);
    const replyTimes = offsets.map((x) => Math.floor((created + MINUTE + window * x * x) / 1000) * 1000);
    const lastReply = replyTimes[replyTimes.length - 1];
    const ageDays = (now - created) / DAY;
    const views =
      replyCount * random.int(6, 20) +
      random.int(15, 120) +
      Math.round(Math.min(ageDays, 60) * random.int(1, 6));

    const postId = Number(
      insertPost.run(
        circleIds[circle] as number,
        author.id,
        title,
        fill(body, slots),
        iso(created),
        views,
        replyCount,
        lastReply === undefined ? null : iso(lastReply),
      ).lastInsertRowid,
    );
    replyIds.length = 0;
    used.clear();
    replyTimes.forEach((at, k) => {
      const floor = k + 1;
      const byAuthor = floor > 1 && random.chance(0.12);
      const replier = byAuthor ? author : random.chance(0.03) ? demo : random.pick(users);
      const quote =
        floor > 1 && !byAuthor && random.chance(0.15)
          ? (replyIds[random.int(0, replyIds.length - 1)] as number)
          : null;
      const pool = byAuthor ? AUTHOR_REPLIES : random.chance(0.65) ? voice.replies : REPLIES;
      let said = random.pick(pool);
      // Say something new in this thread where the pools allow it.
      for (let tries = 0; tries < 3 && said.length > 0 && used.has(said); tries += 1)
        said = random.pick(random.chance(0.5) ? pool : REPLIES);
      used.add(said);
      const addition = !byAuthor && random.chance(0.2) ? random.pick(REPLIES) : '';
      const content =
        (quote === null ? '' : random.pick(QUOTE_OPENERS)) +
        fill(said + (addition === said ? '' : addition), slots);
      replyIds.push(
        Number(insertReply.run(postId, replier.id, floor, content, quote, iso(at)).lastInsertRowid),
      );
    });
  });
  // Every author follows their own posts, as a post made through the API is followed.
  db.exec(
    'INSERT OR IGNORE INTO post_follows (post_id, user_id, created_at) SELECT id, user_id, created_at FROM posts',
  );
}
