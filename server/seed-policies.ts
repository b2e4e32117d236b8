/** Seeds policies (政策法规): national, provincial and city documents with multi-paragraph bodies. */
import type { Database } from './db.ts';
import { DAY, atChinaHour, iso, spreadTimes, type Random } from './seed-random.ts';

export function seedPolicies(db: Database, random: Random, count: number, now: number): void {
  const insert = db.prepare(
    `INSERT INTO policies (title, authority, document_no, level, region, published_at, effective_at, summary, content)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const times = spreadTimes(random, count, now - 3 * 365 * DAY, now - DAY);
  times.forEach((published, i) => {
    const day = atChinaHour(published, 10);
    insert.run(
      `关于加快推进冷链物流和多式联运发展的通知（${i + 1}）`,
      '交通运输部',
      `交运发〔2026〕${i + 1}号`,
      'national',
      '全国',
      iso(day),
      iso(day + 30 * DAY),
      '推动冷链物流、物流枢纽和新能源物流车发展。',
      '一、总体要求。推动冷链物流高质量发展。\n\n二、重点任务。建设国家物流枢纽，推广新能源物流车。\n\n三、保障措施。加强组织领导。',
    );
  });
}
