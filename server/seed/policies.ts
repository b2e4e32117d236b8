/** Seeds policies (政策法规): national, provincial and city documents with multi-paragraph bodies. */
import type { Database } from '../store/sqlite/db.ts';
import { CITIES, type City } from './data.ts';
import {
  CHINESE_NUMERALS,
  DOCUMENT_KINDS,
  NATIONAL_AUTHORITIES,
  POLICY_TOPICS,
  PRINCIPLES,
  PURPOSES,
  SAFEGUARDS,
  TASKS,
} from './policy-text.ts';
import { chinaMonthDay, chinaYear } from '../../src/lib/shared/china-time.ts';
import { DAY, atChinaHour, fill, iso, spreadTimes, type Random } from './random.ts';
import { POLICY_LEVELS, type PolicyLevel } from '../../src/lib/shared/contract.ts';

interface Issuer {
  level: PolicyLevel;
  authority: string;
  prefix: string;
  region: string;
  /** How the document calls its own area: 全国, 本省, 本市. */
  here: string;
}

const PROVINCES: readonly City[] = CITIES.filter(
  (c, i) => CITIES.findIndex((o) => o.province === c.province) === i,
);
const CITY_LEVEL: readonly City[] = CITIES.filter((c) => !c.municipality);
const SECOND_TARGETS = [
  '物流服务质量和效率明显提升',
  '现代物流体系基本建立',
  '物流降本增效取得明显成效',
  '物流安全保障能力显著增强',
];
const EXTRA_SECTIONS = ['强化支撑能力', '深化改革创新', '推进重点工程'];

function issuer(random: Random, level: PolicyLevel): Issuer {
  if (level === 'national') {
    const [authority, prefix] = random.pick(NATIONAL_AUTHORITIES);
    return { level, authority, prefix, region: '全国', here: '全国' };
  }
  if (level === 'province') {
    const p = random.pick(PROVINCES);
    const m = p.municipality;
    const s = p.provinceShort;
    const choices: readonly (readonly [string, string])[] = [
      [`${p.province}人民政府办公厅`, m ? `${s}府办发` : `${s}政办发`],
      [`${p.province}人民政府`, m ? `${s}府发` : `${s}政发`],
      [m ? `${p.province}交通委员会` : `${p.province}交通运输厅`, `${s}交运`],
      [`${p.province}发展和改革委员会`, `${s}发改经贸发`],
      [m ? `${p.province}商务委员会` : `${p.province}商务厅`, `${s}商流通`],
    ];
    const [authority, prefix] = random.pick(choices);
    return { level, authority, prefix, region: p.province, here: m ? '本市' : '本省' };
  }
  const c = random.pick(CITY_LEVEL);
  const choices: readonly (readonly [string, string])[] = [
    [`${c.name}市人民政府办公室`, `${c.cityShort}办发`],
    [`${c.name}市人民政府`, `${c.cityShort}发`],
    [`${c.name}市交通运输局`, `${c.name}交运`],
  ];
  const [authority, prefix] = random.pick(choices);
  return { level, authority, prefix, region: `${c.name}市`, here: '本市' };
}

function heading(index: number, title: string): string {
  return `${CHINESE_NUMERALS[index] ?? String(index + 1)}、${title}。`;
}

function items(list: readonly (readonly [string, string])[]): string {
  return list.map(([h, t], i) => `（${CHINESE_NUMERALS[i] ?? String(i + 1)}）${h}。${t}`).join('');
}

export function seedPolicies(db: Database, random: Random, count: number, now: number): void {
  const insert = db.prepare(
    `INSERT INTO policies (title, authority, document_no, level, region, published_at, effective_at, summary, content)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  spreadTimes(random, count, now - 3 * 365 * DAY, now - DAY).forEach((at, i) => {
    const published = atChinaHour(at, 10);
    const year = chinaYear(published);
    const level =
      i < 3
        ? (POLICY_LEVELS[i] as PolicyLevel)
        : (POLICY_LEVELS[random.weighted([35, 35, 30])] as PolicyLevel);
    const who = issuer(random, level);
    const topic = random.pick(POLICY_TOPICS);
    const kind = random.pick(DOCUMENT_KINDS);
    const regionPrefix = level === 'national' ? '' : who.region;
    const form = random.weighted([5, 3, 2]);
    const title =
      form === 0
        ? `关于${topic.subject}的${kind}`
        : form === 1
          ? `关于印发${regionPrefix}${topic.subject}三年行动方案（${year}—${year + 2}年）的通知`
          : `关于印发${regionPrefix}${topic.subject}若干措施的通知`;
    const selfName = form === 0 ? kind.replace(/^若干/, '') : form === 1 ? '方案' : '措施';
    const documentNo = `${who.prefix}〔${year}〕${random.int(1, level === 'national' ? 120 : 90)}号`;
    const target = fill(topic.target, { n: random.int(10, 30), m: random.int(10, 100) });

    const tasks = [topic.focus, ...random.sample(TASKS, random.int(4, 6))];
    const mainTasks = tasks.slice(0, random.int(3, 4));
    const extraTasks = tasks.slice(mainTasks.length);
    const approval = who.authority === '国务院办公厅' ? '经国务院同意，' : '';
    const preamble =
      level === 'national'
        ? `为${random.pick(PURPOSES)}，${approval}现就${topic.subject}提出如下意见。`
        : `为贯彻落实国家关于${topic.subject}的决策部署，${random.pick(PURPOSES)}，结合${who.here}实际，现就有关事项通知如下。`;
    const paragraphs = [
      preamble,
      `${heading(0, '总体要求')}${random.sample(PRINCIPLES, 2).join('，')}，以${topic.focus[0]}为重点，统筹发展和安全，推动${who.here}物流业高质量发展。到${year + 2}年，${target}，${random.pick(SECOND_TARGETS)}。`,
      `${heading(1, '重点任务')}${items(mainTasks)}`,
    ];
    if (extraTasks.length > 0 && random.chance(0.4))
      paragraphs.push(`${heading(paragraphs.length - 1, random.pick(EXTRA_SECTIONS))}${items(extraTasks)}`);
    if (random.chance(0.85))
      paragraphs.push(
        `${heading(paragraphs.length - 1, '保障措施')}${items(random.sample(SAFEGUARDS, random.int(2, 3)))}`,
      );
    const delayed = random.chance(0.5);
    const effective = delayed ? atChinaHour(published + random.int(15, 60) * DAY, 10) : published;
    if (random.chance(0.6)) {
      const start = delayed
        ? `自${year === chinaYear(effective) ? '' : `${chinaYear(effective)}年`}${chinaMonthDay(effective)}起施行`
        : '自印发之日起施行';
      paragraphs.push(
        `${heading(paragraphs.length - 1, '其他事项')}本${selfName}${start}，有效期${random.int(3, 5)}年。执行中遇到的问题，请及时向${who.authority.split(' ')[0] ?? who.authority}反馈。`,
      );
    }
    const summary = `${who.authority}印发${selfName}，围绕${tasks
      .slice(0, 3)
      .map((t) => t[0])
      .join('、')}等方面部署重点任务，提出到${year + 2}年${target}。`;
    insert.run(
      title,
      who.authority,
      documentNo,
      level,
      who.region,
      iso(published),
      iso(effective),
      summary,
      paragraphs.join('\n\n'),
    );
  });
}
