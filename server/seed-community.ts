/** Seeds the community: circles, posts and their numbered replies. */
import type { Database } from './db.ts';
import type { SeededUser } from './seed-users.ts';
import { DAY, iso, spreadTimes, type Random } from './seed-random.ts';

const CIRCLES = ['货主交流', '车主之家', '专线运营', '冷链物流', '政策解读', '仓储配送', '跨境物流', '行业资讯', '新手问答', '招聘求职'];

export function seedCommunity(db: Database, random: Random, counts: { circles: number; posts: number; replies: number }, now: number, users: readonly SeededUser[]): void {
  const circle = db.prepare('INSERT INTO circles (name, description, sort) VALUES (?, ?, ?)');
  const circleIds: number[] = [];
  for (let i = 0; i < counts.circles; i += 1) {
    circleIds.push(Number(circle.run(CIRCLES[i] ?? `物流圈子${i + 1}`, '交流物流经验', i).lastInsertRowid));
  }
  if (circleIds.length === 0 || users.length === 0) return;
  const post = db.prepare('INSERT INTO posts (circle_id, user_id, title, content, created_at, views, reply_count, last_reply_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const reply = db.prepare('INSERT INTO replies (post_id, user_id, floor, content, quote_reply_id, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const perPost = counts.posts > 0 ? Math.floor(counts.replies / counts.posts) : 0;
  spreadTimes(random, counts.posts, now - 365 * DAY, now - DAY).forEach((created, i) => {
    const n = perPost + (i < counts.replies % Math.max(counts.posts, 1) ? 1 : 0);
    const last = n > 0 ? created + n * 60_000 : null;
    const id = Number(post.run(random.pick(circleIds), random.pick(users).id, '冷链物流枢纽交流', '大家聊聊冷链和新能源物流车。', iso(created), random.int(10, 500), n, last === null ? null : iso(last)).lastInsertRowid);
    for (let floor = 1; floor <= n; floor += 1) reply.run(id, random.pick(users).id, floor, '说得好', null, iso(created + floor * 60_000));
  });
}
