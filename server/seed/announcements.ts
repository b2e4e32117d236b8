/** Seeds enterprise announcements (企业公告): line changes, holiday stops, price changes, new warehouses… */
import { chinaDay, chinaInstant, chinaMonthDay, chinaYear } from '../../src/lib/shared/china-time.ts';
import type { Database } from '../store/sqlite/db.ts';
import { CITIES } from './data.ts';
import type { SeededEnterprise, SeededNetwork } from './enterprises.ts';
import { street } from './people.ts';
import { DAY, HOUR, atChinaHour, fill, iso, spreadTimes, type Random } from './random.ts';

interface Template {
  title: string;
  body: readonly string[];
  /** When set, the template only fits announcements published on such a day. */
  fits?: (published: number) => boolean;
  coldChainOnly?: boolean;
}

/** 春节 (the first day of the lunar year), China time. */
const SPRING_FESTIVALS = [
  '2023-01-22',
  '2024-02-10',
  '2025-01-29',
  '2026-02-17',
  '2027-02-06',
  '2028-01-26',
  '2029-02-13',
  '2030-02-03',
  '2031-01-23',
  '2032-02-11',
  '2033-01-31',
  '2034-02-19',
  '2035-02-08',
].map((day) => chinaInstant(day, '10:00'));

const nextSpringFestival = (ms: number): number | undefined => SPRING_FESTIVALS.find((day) => day > ms);
const nextNationalDay = (ms: number): number => {
  const year = chinaYear(ms);
  const thisYear = chinaInstant(`${year}-10-01`, '10:00');
  return thisYear > ms ? thisYear : chinaInstant(`${year + 1}-10-01`, '10:00');
};
const daysBefore = (event: number | undefined, ms: number, min: number, max: number): boolean =>
  event !== undefined && event - ms >= min * DAY && event - ms <= max * DAY;
const month = (ms: number): number => Number(chinaDay(ms).slice(5, 7));

const GREETING = '尊敬的各位客户：';
const CLOSING = '由此给您带来的不便，敬请谅解。如有疑问，请致电客服热线 {phone}。';

const TEMPLATES: readonly Template[] = [
  {
    title: '关于{origin}至{destination}专线线路调整的公告',
    body: [
      GREETING,
      '为进一步提升运输时效和服务质量，我司自{effective}起对{origin}至{destination}专线进行如下调整：发车时间由每日 {oldTime} 调整为每日 {newTime}，全程时效缩短至约 {hours} 小时；{destination}到达网点迁至{destinationAddress}。',
      CLOSING,
      '特此公告。',
    ],
  },
  {
    title: '关于{year}年春节期间停运及恢复发车安排的公告',
    body: [
      GREETING,
      '{year}年春节将至，根据各线路货量及司机休假安排，我司各专线自{stop}起陆续停止收货，{resume}起恢复正常发车。停运期间仓库暂停收发货，已收货物将在停运前全部发出。',
      '请各位客户提前做好备货和发货计划，年前最后一班车发车时间以各网点通知为准。祝大家新春快乐、万事如意！',
      '特此公告。',
    ],
    fits: (ms) => daysBefore(nextSpringFestival(ms), ms, 10, 60),
  },
  {
    title: '关于自{effectiveMonth}月起调整部分专线运价的通知',
    body: [
      GREETING,
      '受燃油价格、高速通行费用和人工成本变化影响，经公司研究决定，自{effective}起{origin}至{destination}等 {lines} 条专线运价调整如下：重货运价{direction} {delta} 元/公斤，泡货运价相应{direction} {lightDelta} 元/方，最低收费标准不变。',
      '已签订月结协议的客户，按协议约定执行至协议到期。',
      CLOSING,
      '特此通知。',
    ],
  },
  {
    title: '{city}{district}新仓正式启用公告',
    body: [
      GREETING,
      '为满足业务增长需要，我司位于{warehouseAddress}的新仓库于{effective}正式启用。新仓面积 {area} 平方米，配备标准化货架、电动叉车和智能分拣线，可提供仓储、分拨和城市配送一体化服务。',
      '自启用之日起，{city}地区的收货和提货业务统一迁至新仓办理，原仓库同步停止使用。',
      '特此公告。',
    ],
  },
  {
    title: '关于{city}冷链新仓启用的公告',
    body: [
      GREETING,
      '我司{city}冷链新仓于{effective}正式启用，冷库容量 {area} 吨，设 -18℃ 冷冻区和 0～4℃ 冷藏区，全程温度实时监控，可为生鲜、乳制品和医药客户提供冷链仓储和冷链配送服务。',
      '冷链新仓位于{warehouseAddress}，欢迎新老客户前来洽谈合作。',
      '特此公告。',
    ],
    coldChainOnly: true,
  },
  {
    title: '关于城市配送全面启用新能源车辆的公告',
    body: [
      GREETING,
      '为响应绿色低碳运输要求，我司{city}城市配送业务自{effective}起全面启用新能源厢式货车，首批投入 {vehicles} 台。新能源车辆可在市区限行时段通行，送货时效将进一步提升。',
      '配送收费标准保持不变。',
      '特此公告。',
    ],
  },
  {
    title: '关于开通{origin}至{destination}公铁多式联运服务的公告',
    body: [
      GREETING,
      '为降低客户长距离运输成本，我司自{effective}起开通{origin}至{destination}公铁多式联运服务：两端采用公路集货和配送，干线采用铁路集装箱运输，全程时效约 {days} 天，运价较纯公路运输下降约 {percent}%。',
      '多式联运服务适合大批量、对时效要求不高的货物，欢迎咨询。',
      '特此公告。',
    ],
  },
  {
    title: '{year}年国庆假期发运安排',
    body: [
      GREETING,
      '国庆假期期间（10月1日至10月7日）我司各专线正常收货，部分线路发车班次调整为每日 1 班，到达网点送货时间顺延 1 天。',
      '假期前后货量较大，请各位客户提前预约提货。',
      '特此通知。',
    ],
    fits: (ms) => daysBefore(nextNationalDay(ms), ms, 3, 30),
  },
  {
    title: '关于因降雪天气暂停{destination}方向收货的通知',
    body: [
      GREETING,
      '受寒潮降雪天气影响，{destination}方向多条高速公路实施临时交通管制。为保障运输安全，我司自{effective}起暂停{destination}方向收货，已收货物将在道路恢复通行后第一时间发出。',
      '恢复收货时间另行通知。',
      CLOSING,
    ],
    fits: (ms) => month(ms) === 12 || month(ms) <= 2,
  },
  {
    title: '关于客服热线变更的公告',
    body: [
      GREETING,
      '因业务发展需要，我司客服热线自{effective}起变更为 {phone}，原热线号码同步停用。服务时间为每日 8:00—20:00。',
      '感谢您一直以来的支持与信任。',
      '特此公告。',
    ],
  },
  {
    title: '{origin}至{destination}专线正式开通',
    body: [
      GREETING,
      '我司{origin}至{destination}专线于{effective}正式开通，{departures}，全程时效约 {hours} 小时，提供上门提货、送货到门服务。',
      '开通首月重货运价优惠 {percent}%，欢迎新老客户垂询。',
      '特此公告。',
    ],
  },
  {
    title: '关于入驻{city}国家物流枢纽的公告',
    body: [
      GREETING,
      '我司{city}分拨中心已于{effective}整体迁入{city}国家物流枢纽，新地址为{warehouseAddress}。入驻物流枢纽后，干线运输与城市配送衔接更加顺畅，分拨时效预计提升 {percent}% 以上。',
      '请各位客户更新收发货地址。',
      '特此公告。',
    ],
  },
];

const COLD_CHAIN_TEMPLATES = TEMPLATES.filter((t) => t.coldChainOnly);

export function seedAnnouncements(
  db: Database,
  random: Random,
  count: number,
  now: number,
  { enterprises, routes }: SeededNetwork,
): void {
  if (enterprises.length === 0) return;
  const insert = db.prepare(
    'INSERT INTO announcements (enterprise_id, title, content, published_at, views) VALUES (?, ?, ?, ?, ?)',
  );
  spreadTimes(random, count, now - 365 * DAY, now - 2 * HOUR).forEach((published, i) => {
    const enterprise =
      i < enterprises.length ? (enterprises[i] as SeededEnterprise) : random.pick(enterprises);
    const own = routes.filter((r) => r.enterprise === enterprise);
    const route = own.length > 0 ? random.pick(own) : undefined;
    const destination = route?.destination ?? random.pick(CITIES.filter((c) => c !== enterprise.city));
    const eligible = TEMPLATES.filter(
      (t) => (t.fits ? t.fits(published) : true) && (!t.coldChainOnly || enterprise.coldChain),
    );
    // Cold-chain companies announce cold-chain news first.
    const template =
      enterprise.coldChain && random.chance(0.4) ? random.pick(COLD_CHAIN_TEMPLATES) : random.pick(eligible);
    const effective = atChinaHour(published + random.int(3, 15) * DAY, 10);
    const festival = nextSpringFestival(published) ?? published;
    const raise = random.chance(0.6);
    const slots = {
      origin: enterprise.city.name,
      destination: destination.name,
      city: enterprise.city.name,
      district: random.pick(enterprise.city.districts),
      effective: chinaMonthDay(effective),
      effectiveMonth: month(effective),
      year: template.title.includes('春节') ? chinaYear(festival) : chinaYear(published),
      stop: chinaMonthDay(festival - random.int(8, 12) * DAY),
      resume: chinaMonthDay(festival + random.int(7, 10) * DAY),
      oldTime: `${random.int(16, 19)}:00`,
      newTime: `${random.int(20, 22)}:30`,
      hours: route?.transitHours ?? random.int(18, 60),
      departures: route?.departures ?? '每日 1 班',
      destinationAddress: `${destination.name}${street(random, destination)}`,
      warehouseAddress: `${enterprise.city.name}${street(random, enterprise.city)}`,
      lines: random.int(3, 12),
      direction: raise ? '上调' : '下调',
      delta: random.float(0.02, 0.12, 2),
      lightDelta: random.int(1, 4) * 5,
      area: random.int(3, 30) * 1000,
      vehicles: random.int(2, 12) * 5,
      days: random.int(3, 7),
      percent: random.int(8, 25),
      phone: `400-${random.int(100, 999)}-${String(random.int(0, 9999)).padStart(4, '0')}`,
    };
    const signature = `${enterprise.name}　${chinaYear(published)}年${chinaMonthDay(published)}`;
    const content = [...template.body.map((p) => fill(p, slots)), signature].join('\n\n');
    const ageDays = (now - published) / DAY;
    insert.run(
      enterprise.id,
      fill(template.title, slots),
      content,
      iso(published),
      Math.round(random.int(20, 80) + Math.min(ageDays, 90) * random.int(2, 12)),
    );
  });
}
