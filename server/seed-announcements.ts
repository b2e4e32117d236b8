/** Seeds enterprise announcements (企业公告). */
import type { Database } from './db.ts';
import type { SeededEnterprise } from './seed-enterprises.ts';
import { DAY, iso, spreadTimes, type Random } from './seed-random.ts';

export function seedAnnouncements(db: Database, random: Random, count: number, now: number, enterprises: readonly SeededEnterprise[]): void {
  if (enterprises.length === 0) return;
  const insert = db.prepare('INSERT INTO announcements (enterprise_id, title, content, published_at, views) VALUES (?, ?, ?, ?, ?)');
  spreadTimes(random, count, now - 365 * DAY, now - DAY).forEach((published) => {
    const enterprise = random.pick(enterprises);
    insert.run(enterprise.id, `${enterprise.name}冷链新仓启用公告`, '尊敬的各位客户：\n\n我司冷链新仓正式启用。\n\n特此公告。', iso(published), random.int(10, 900));
  });
}
