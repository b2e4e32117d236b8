/** Seeds enterprises with full profiles and the freight routes (专线) they run. */
import type { Database } from '../store/sqlite/db.ts';
import {
  CITIES,
  ENTERPRISE_BRANDS,
  ENTERPRISE_KINDS,
  HUB_CITIES,
  cityByName,
  roadKm,
  type City,
} from './data.ts';
import { address, cityLabel, creditCode, mobile, person } from './people.ts';
import { chinaYear } from '../../src/lib/shared/china-time.ts';
import { DAY, atChinaHour, iso, type Random } from './random.ts';

export interface SeededEnterprise {
  id: number;
  name: string;
  city: City;
  coldChain: boolean;
  contactName: string;
  contactPhone: string;
}

export interface SeededRoute {
  id: number;
  enterprise: SeededEnterprise;
  destination: City;
  heavyPrice: number;
  lightPrice: number;
  minimumCharge: number;
  transitHours: number;
  departures: string;
  vehicleType: string;
  km: number;
}

/** The seeded enterprises and their routes, which offers and announcements are written about. */
export interface SeededNetwork {
  enterprises: readonly SeededEnterprise[];
  routes: readonly SeededRoute[];
}

/** The first two are fixed so that documentation and the demo profile can name them. */
const FIXED_NAMES: readonly (readonly [string, string, number])[] = [
  ['苏州', '顺达', 0],
  ['上海', '通程', 1],
];

/** 物流 : 供应链 : 运输 : 冷链 : 国际货代 : 快运, as ENTERPRISE_KINDS. */
const KIND_WEIGHTS = [3, 2, 2, 0.5, 1, 2];
const COLD_CHAIN_KIND = 3;

const CAPITALS = [100, 200, 300, 500, 500, 800, 1000, 1000, 2000, 3000, 5000, 10000];

const FEATURES = [
  '全程 GPS 定位与电子回单，货物在途状态可随时查询',
  '提供上门提货、送货到门和代收货款服务',
  '开通公铁联运、江海联运等多式联运服务，长距离大宗货物成本更低',
  '已入驻{city}国家物流枢纽，分拨中心与干线运输无缝衔接',
  '城市配送全面使用新能源厢式货车，可进入市区限行区域',
  '配备专职理赔客服，货损货差 48 小时内给出处理方案',
  '与多家制造企业建立长期合作，承接原材料入厂和成品出厂物流',
];

export function seedEnterprises(
  db: Database,
  random: Random,
  count: number,
  now: number,
): SeededEnterprise[] {
  const insert = db.prepare(
    `INSERT INTO enterprises (name, credit_code, legal_representative, registered_capital, founded_at, business_scope,
       address, city, contact_name, contact_phone, introduction) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Each brand once before any repeats, so the list reads like forty different companies.
  const fixedBrands = new Set(FIXED_NAMES.map((f) => f[1]));
  const brands = [
    ...FIXED_NAMES.map((f) => f[1]),
    ...random.sample(
      ENTERPRISE_BRANDS.filter((b) => !fixedBrands.has(b)),
      ENTERPRISE_BRANDS.length,
    ),
  ];
  const names = new Set<string>();
  const codes = new Set<string>();
  const seeded: SeededEnterprise[] = [];
  for (let i = 0; i < count; i += 1) {
    const fixed = FIXED_NAMES[i];
    const city = fixed
      ? cityByName(fixed[0])
      : random.chance(0.7)
        ? cityByName(random.pick(HUB_CITIES))
        : random.pick(CITIES);
    // Every eighth company runs cold chain, so that 冷链 content exists at any size from six up.
    const kindIndex = fixed ? fixed[2] : i % 8 === 5 ? COLD_CHAIN_KIND : random.weighted(KIND_WEIGHTS);
    const [kind, scope] = ENTERPRISE_KINDS[kindIndex] as readonly [string, string];
    let name = `${city.name}${fixed ? fixed[1] : (brands[i % brands.length] as string)}${kind}`;
    for (let n = 2; names.has(name); n += 1)
      name = `${city.name}${random.pick(ENTERPRISE_BRANDS)}${n > 5 ? String(n) : ''}${kind}`;
    names.add(name);
    let code = creditCode(random, city);
    while (codes.has(code)) code = creditCode(random, city);
    codes.add(code);
    const founded = atChinaHour(now - random.int(2 * 365, 25 * 365) * DAY, 10);
    const capital = random.pick(CAPITALS);
    const legal = person(random);
    const contact = person(random);
    const contactPhone = mobile(random);
    const coldChain = kind.includes('冷链');
    const fleet = random.int(3, 40) * 10;
    const warehouse = random.int(2, 60) * 1000;
    const district = random.pick(city.districts);
    const feature = random.sample(FEATURES, 2).map((f) => f.replace('{city}', city.name));
    const introduction =
      `${name}成立于${chinaYear(founded)}年，注册资本${capital}万元，总部位于${cityLabel(city)}${district}。` +
      `公司现有自有及合作车辆${fleet}余台，仓储面积${warehouse.toLocaleString('en-US')}平方米，` +
      `${coldChain ? '冷库容量充足，专注生鲜、乳制品和医药冷链运输，' : ''}主营${city.name}始发的零担专线、整车运输和仓储配送。` +
      `${feature.join('；')}。公司秉承“安全、准时、诚信”的服务理念，竭诚为客户提供专业的物流解决方案。`;
    const result = insert.run(
      name,
      code,
      legal.name,
      capital,
      iso(founded),
      `${scope}。（依法须经批准的项目，经相关部门批准后方可开展经营活动）`,
      address(random, city, district),
      city.name,
      contact.name,
      contactPhone,
      introduction,
    );
    seeded.push({
      id: Number(result.lastInsertRowid),
      name,
      city,
      coldChain,
      contactName: contact.name,
      contactPhone,
    });
  }
  return seeded;
}

const DEPARTURES = [
  '每日 1 班',
  '每日 2 班',
  '每日 3 班',
  '每周一三五发车',
  '每周二四六发车',
  '隔日发车',
  '每日 18:00 发车',
  '每日 20:30 发车',
];
const ROUTE_VEHICLES = ['厢式货车', '飞翼车', '高栏车', '厢式货车', '集装箱车'];
const ROUTE_REMARKS = [
  '市区满 500 公斤免费上门提货，送货上门另计费用。',
  '贵重物品请保价，保价费率千分之三；超长超重货物请提前联系。',
  '到达后可代办中转至周边县市，时效另加 1 天。',
  '支持回单签收、代收货款，月结客户享受运价优惠。',
  '节假日正常发车，春节期间发车安排以公告为准。',
];

export function seedRoutes(
  db: Database,
  random: Random,
  count: number,
  enterprises: readonly SeededEnterprise[],
): SeededRoute[] {
  if (enterprises.length === 0) return [];
  const insert = db.prepare(
    `INSERT INTO routes (enterprise_id, origin, destination, heavy_price, light_price, minimum_charge, transit_hours,
       departures, vehicle_type, contact_name, contact_phone, address, remarks) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const seeded: SeededRoute[] = [];
  const used = new Set<string>();
  for (let i = 0; i < count; i += 1) {
    const enterprise = enterprises[i % enterprises.length] as SeededEnterprise;
    const others = CITIES.filter((c) => c !== enterprise.city);
    let destination = random.pick(others);
    for (let tries = 0; tries < 8 && used.has(`${enterprise.id}-${destination.name}`); tries += 1)
      destination = random.pick(others);
    used.add(`${enterprise.id}-${destination.name}`);
    const km = roadKm(enterprise.city, destination);
    const heavyPrice = Math.min(
      1.8,
      Math.max(0.35, Math.round((0.32 + km * 0.00042 + random.next() * 0.12) * 100) / 100),
    );
    const lightPrice = Math.min(
      260,
      Math.max(80, Math.round((heavyPrice * 170 + random.int(-15, 15)) / 5) * 5),
    );
    const driving = Math.ceil(km / 55) + random.int(4, 10);
    const transitHours = driving <= 24 ? driving : Math.ceil(driving / 12) * 12;
    const route: SeededRoute = {
      id: 0,
      enterprise,
      destination,
      heavyPrice,
      lightPrice,
      minimumCharge: random.int(3, 10) * 10,
      transitHours,
      departures: random.pick(DEPARTURES),
      vehicleType: enterprise.coldChain ? '冷藏车' : random.pick(ROUTE_VEHICLES),
      km,
    };
    const remarks =
      (enterprise.coldChain ? '全程冷链温控，0～4℃ 与 -18℃ 两个温区可选。' : '') +
      random.sample(ROUTE_REMARKS, 2).join('');
    const result = insert.run(
      enterprise.id,
      enterprise.city.name,
      destination.name,
      route.heavyPrice,
      route.lightPrice,
      route.minimumCharge,
      route.transitHours,
      route.departures,
      route.vehicleType,
      enterprise.contactName,
      enterprise.contactPhone,
      address(random, enterprise.city),
      remarks,
    );
    route.id = Number(result.lastInsertRowid);
    seeded.push(route);
  }
  return seeded;
}
