/** Seeds logistics information: cargo offers (货源), vehicles looking for loads (车源) and lines (专线). */
import { areaList } from '@vant/area-data';
import { chinaDay, chinaMonthDay } from '../../src/lib/shared/china-time.ts';
import type { Database } from '../store/sqlite/db.ts';
import {
  CARGOES,
  CITIES,
  ENTERPRISE_BRANDS,
  HUB_CITIES,
  VEHICLE_SIZES,
  cityByName,
  roadKm,
  sizeFor,
} from './data.ts';
import type { City, VehicleSize } from './data.ts';
import type { SeededEnterprise, SeededNetwork, SeededRoute } from './enterprises.ts';
import { mobile, person } from './people.ts';
import { DAY, fill, iso, spreadTimes, type Random } from './random.ts';
import { VEHICLE_TYPES, type LogisticsKind } from '../../src/lib/shared/contract.ts';

const SHIPPER_TRADES: Readonly<Record<string, string>> = {
  钢材: '钢铁贸易',
  建材: '新型建材',
  日用百货: '商贸',
  电子产品: '电子科技',
  家具: '家居',
  冷链水果: '农产品',
  冷冻肉类: '食品',
  乳制品: '乳业',
  化肥: '农资',
  机械设备: '机械制造',
  纺织品: '纺织',
  汽车配件: '汽车零部件',
  食品饮料: '食品',
  医药用品: '医药',
  光伏组件: '新能源科技',
  新能源汽车零部件: '新能源科技',
  锂电池: '新能源材料',
  工业涂料: '化工',
  塑料颗粒: '塑胶',
  纸制品: '纸业',
  进出口集装箱货物: '进出口贸易',
  蔬菜: '农业发展',
};

const CARGO_EXTRAS = [
  '要求车况良好、带篷布',
  '需司机协助装卸，另付装卸费',
  '可拼车，有同路的车主优先',
  '装货地有叉车，卸货为人工',
  '要求按时到达，不接受中途甩货',
];
const PAYMENTS = [
  '运费到付',
  '装货付三成，卸货后结清',
  '凭回单付款',
  '油卡加现金结算',
  '可开增值税专用发票，月结',
];
const VEHICLE_EXTRAS = [
  '车况良好，司机驾龄十年以上，可开运输发票',
  '车上有篷布和绑带，走高速',
  '可接零担拼货，沿途可装卸',
  '车辆已投保货物运输险，单车保额 50 万元',
];
const LINE_EXTRAS = [
  '{origin}分拨中心位于国家物流枢纽内，干线与城配无缝衔接',
  '支持公铁多式联运，大批量货物可走铁路干线，成本更低',
  '全程 GPS 监控，提供电子回单和在途查询',
  '市区满 500 公斤免费上门提货',
];

const TITLES: Readonly<Record<LogisticsKind, readonly string[]>> = {
  cargo: [
    '{origin}→{destination} {cargo} {amount} 求{length}米{vehicle}',
    '{origin}发{destination} {cargo}{amount} 急需{length}米{vehicle}',
    '{origin}→{destination} {amount}{cargo} 找{length}米{vehicle}',
  ],
  vehicle: [
    '{origin}→{destination} {length}米{vehicle} 求货',
    '{origin}回{destination} {length}米{vehicle}回程车 可配货',
    '{origin}→{destination} {length}米{vehicle} 空车{day}可装',
  ],
  line: [
    '{origin}→{destination} 专线 {departures} 时效{hours}小时',
    '{origin}至{destination}{kind}专线 {departures}',
    '{origin}→{destination} 零担整车专线 {hours}小时到达',
  ],
};

interface Row {
  kind: LogisticsKind;
  title: string;
  origin: string;
  destination: string;
  originCode: string;
  destinationCode: string;
  cargoName: string;
  weightTons: number | null;
  volumeCubic: number | null;
  vehicleType: string;
  length: number | null;
  price: number | null;
  companyName: string;
  enterpriseId: number | null;
  content: string;
  contactName: string;
  contactPhone: string;
  loadingDate: string | null;
}

/** Days after the seeding day on which a current offer may load. */
const LOADING_DAYS_AHEAD = 14;
/** The share of offers published two days or more before the seeding day whose loading day has passed. */
const STALE_SHARE = 0.2;

/**
 * An offer's loading day, from the day the database is seeded (`now`): most load on that day or in
 * the two weeks after it, so the demo portal is current whenever it is created; about one in five
 * of the older offers loaded within `maxLead` days of publication, before that day (已过期).
 */
function loadingDay(random: Random, published: number, now: number, maxLead: number): number {
  const ageDays = Math.floor((now - published) / DAY);
  if (ageDays >= 2 && random.chance(STALE_SHARE)) {
    return published + random.int(0, Math.min(maxLead, ageDays - 1)) * DAY;
  }
  return now + random.int(0, LOADING_DAYS_AHEAD) * DAY;
}

/** `divisionCode` and district name → the district's GB/T 2260 code, the first the data set lists. */
let districtCodes: Map<string, string> | undefined;

function districtIndex(): Map<string, string> {
  if (!districtCodes) {
    districtCodes = new Map();
    for (const [code, name] of Object.entries(areaList.county_list)) {
      const key = `${code.slice(0, 4)}${name}`;
      if (!districtCodes.has(key)) districtCodes.set(key, code);
    }
  }
  return districtCodes;
}

/**
 * The GB/T 2260 code of a district of `city`: the one named, else the city's first listed district
 * (no draw, so the offers themselves stay as they were). One lookup in an index made once: a seed of
 * hundreds of thousands of offers asks for two codes each.
 */
function districtCode(city: City, district: string = city.districts[0] ?? ''): string {
  return districtIndex().get(`${city.divisionCode}${district}`) ?? `${city.divisionCode}01`;
}

/**
 * The code a truck bound for `city` names: the city's (`320500`), as a truck published through the
 * API names its destinations by province or city (src/lib/shared/rules/offer.ts), never by district.
 */
const cityCode = (city: City): string => `${city.divisionCode}00`;

const pickSize = (random: Random): VehicleSize =>
  VEHICLE_SIZES[random.weighted([2, 2, 2, 4, 4, 2])] as VehicleSize;
const truckPrice = (random: Random, km: number, size: VehicleSize, factor: number): number =>
  Math.round((km * size.ratePerKm * factor * random.float(0.9, 1.1, 2) + 300) / 50) * 50;
const origin = (random: Random): City =>
  random.chance(0.6) ? cityByName(random.pick(HUB_CITIES)) : random.pick(CITIES);
const destinationFrom = (random: Random, from: City): City => random.pick(CITIES.filter((c) => c !== from));

function cargoRow(random: Random, loading: number): Row {
  const from = origin(random);
  const to = destinationFrom(random, from);
  const cargo = random.pick(CARGOES);
  const dense = cargo.density >= 0.3;
  let size = pickSize(random);
  const weightTons = dense
    ? random.float(size.tons * 0.5, size.tons, 1)
    : Math.round(size.cubic * random.float(0.5, 0.95, 2) * cargo.density * 10) / 10;
  const volumeCubic = dense
    ? Math.min(size.cubic, Math.max(1, Math.round(weightTons / cargo.density)))
    : Math.round(weightTons / cargo.density);
  size = sizeFor(weightTons, volumeCubic);
  const vehicle = random.pick(cargo.vehicles);
  const km = roadKm(from, to);
  const contact = person(random);
  const amount = dense ? `${weightTons}吨` : `${volumeCubic}方`;
  const extra = cargo.refrigerated
    ? '冷链运输，全程温度控制在 0～4℃，需带温度记录仪'
    : random.pick(CARGO_EXTRAS);
  const fromDistrict = random.pick(from.districts);
  const toDistrict = random.pick(to.districts);
  const content =
    `${chinaMonthDay(loading)}在${from.name}${fromDistrict}装货，发往${to.name}${toDistrict}。` +
    `货物为${cargo.name}，约${weightTons}吨、${volumeCubic}方，需${size.length}米${vehicle}一辆，${extra}。` +
    `全程约${km}公里，${random.pick(PAYMENTS)}。有意者请联系${contact.title}。`;
  const between = { origin: from.name, destination: to.name };
  return {
    kind: 'cargo',
    title: fill(random.pick(TITLES.cargo), {
      ...between,
      cargo: cargo.name,
      amount,
      length: size.length,
      vehicle,
    }),
    ...between,
    originCode: districtCode(from, fromDistrict),
    destinationCode: districtCode(to, toDistrict),
    cargoName: cargo.name,
    weightTons,
    volumeCubic,
    vehicleType: vehicle,
    length: size.length,
    price: random.chance(0.3) ? null : truckPrice(random, km, size, cargo.refrigerated ? 1.25 : 1),
    companyName: `${from.name}${random.pick(ENTERPRISE_BRANDS)}${SHIPPER_TRADES[cargo.name] ?? '商贸'}有限公司`,
    enterpriseId: null,
    content,
    contactName: contact.name,
    contactPhone: mobile(random),
    loadingDate: chinaDay(loading),
  };
}

function vehicleRow(random: Random, loading: number, enterprises: readonly SeededEnterprise[]): Row {
  const from = origin(random);
  const to = destinationFrom(random, from);
  const vehicle = VEHICLE_TYPES[random.weighted([5, 2, 4, 2, 1, 1, 3])] as string;
  const size =
    vehicle === '厢式货车' && random.chance(0.3) ? (VEHICLE_SIZES[0] as VehicleSize) : pickSize(random);
  const contact = person(random);
  const fleet = enterprises.length > 0 && random.chance(0.3) ? random.pick(enterprises) : null;
  const plate = `${to.plate}·${random.int(1, 9)}${random.pick(['K', 'M', 'G', 'T', 'Z'])}***`;
  const special =
    vehicle === '冷藏车'
      ? '冷机制冷，-18℃～+10℃ 可调，可接冷链生鲜、冷冻食品'
      : vehicle === '危险品车'
        ? '具备危险货物道路运输资质，押运员随车，可接 3 类、9 类危险品'
        : size.length === 4.2
          ? '新能源厢式货车，城区不限行，可接市内配送'
          : random.pick(VEHICLE_EXTRAS);
  const content =
    `车牌${plate}，${size.length}米${vehicle}，载重${size.tons}吨，容积${size.cubic}方。` +
    `${chinaMonthDay(loading)}在${from.name}可装车，回${to.name}方向，沿途城市也可配货。${special}。联系${contact.title}。`;
  const between = { origin: from.name, destination: to.name };
  return {
    kind: 'vehicle',
    title: fill(random.pick(TITLES.vehicle), {
      ...between,
      length: size.length,
      vehicle,
      day: chinaMonthDay(loading),
    }),
    ...between,
    originCode: districtCode(from),
    destinationCode: cityCode(to),
    cargoName: '',
    weightTons: size.tons,
    volumeCubic: size.cubic,
    vehicleType: vehicle,
    length: size.length,
    price: random.chance(0.6) ? null : truckPrice(random, roadKm(from, to), size, 0.85),
    companyName: fleet
      ? fleet.name
      : random.chance(0.5)
        ? '个体车主'
        : `${from.name}${random.pick(ENTERPRISE_BRANDS)}车队`,
    enterpriseId: fleet ? fleet.id : null,
    content,
    contactName: contact.name,
    contactPhone: mobile(random),
    loadingDate: chinaDay(loading),
  };
}

function lineRow(random: Random, route: SeededRoute): Row {
  const { enterprise, destination } = route;
  const size = VEHICLE_SIZES[random.int(3, 5)] as VehicleSize;
  const price = random.chance(0.35)
    ? null
    : truckPrice(random, route.km, size, enterprise.coldChain ? 1.2 : 0.95);
  const kind = enterprise.coldChain ? '冷链' : random.pick(['零担', '整车', '快运']);
  const extra = fill(random.pick(LINE_EXTRAS), { origin: enterprise.city.name });
  const content =
    `${enterprise.name}开通${enterprise.city.name}至${destination.name}${kind}专线，${route.departures}，全程约${route.transitHours}小时。` +
    `重货${route.heavyPrice}元/公斤，泡货${route.lightPrice}元/方，最低收费${route.minimumCharge}元；` +
    `整车${size.length}米${route.vehicleType}${price === null ? '价格面议' : `${price}元起`}。` +
    `${enterprise.coldChain ? '冷链车辆全程温控，' : ''}${extra}。`;
  return {
    kind: 'line',
    title: fill(random.pick(TITLES.line), {
      origin: enterprise.city.name,
      destination: destination.name,
      departures: route.departures,
      hours: route.transitHours,
      kind,
    }),
    origin: enterprise.city.name,
    destination: destination.name,
    originCode: districtCode(enterprise.city),
    destinationCode: districtCode(destination),
    cargoName: '',
    weightTons: null,
    volumeCubic: null,
    vehicleType: route.vehicleType,
    length: size.length,
    price,
    companyName: enterprise.name,
    enterpriseId: enterprise.id,
    content,
    contactName: enterprise.contactName,
    contactPhone: enterprise.contactPhone,
    loadingDate: null,
  };
}

export function seedLogisticsInfo(
  db: Database,
  random: Random,
  count: number,
  now: number,
  { enterprises, routes }: SeededNetwork,
  /** The loading days draw from a stream of their own, so their rule never changes the offers themselves. */
  days: Random,
): void {
  // Named after the row's own fields, so the row is passed as it is.
  const insert = db.prepare(
    `INSERT INTO logistics_info (kind, title, origin, destination, cargo_name, weight_tons, volume_cubic, vehicle_type,
       vehicle_length_meters, price, company_name, enterprise_id, content, contact_name, contact_phone, loading_date,
       published_at, views, origin_code, destination_code, expires_on, available_from)
     VALUES (:kind, :title, :origin, :destination, :cargoName, :weightTons, :volumeCubic, :vehicleType,
       :length, :price, :companyName, :enterpriseId, :content, :contactName, :contactPhone, :loadingDate,
       :publishedAt, :views, :originCode, :destinationCode, :loadingDate, :availableFrom)`,
  );
  const destination = db.prepare('INSERT INTO offer_destinations (info_id, code) VALUES (?, ?)');
  // A month of offers: an offer's loading day is at most about six weeks after it was published.
  const times = spreadTimes(random, count, now - 30 * DAY, now - 10 * 60_000);
  times.forEach((published, i) => {
    // Every kind appears among the first three, then 货源 : 车源 : 专线 run about 4 : 3 : 2.
    const kindIndex = i < 3 ? i : random.weighted([4, 3, routes.length > 0 ? 2 : 0]);
    const row =
      kindIndex === 0
        ? cargoRow(random, loadingDay(days, published, now, 4))
        : kindIndex === 1 || routes.length === 0
          ? vehicleRow(random, loadingDay(days, published, now, 2), enterprises)
          : lineRow(random, random.pick(routes));
    const ageDays = (now - published) / DAY;
    const { lastInsertRowid } = insert.run({
      ...row,
      publishedAt: iso(published),
      views: Math.round(random.int(5, 40) + ageDays * random.int(3, 25)),
      availableFrom: row.kind === 'vehicle' ? row.loadingDate : null,
    });
    destination.run(lastInsertRowid, row.destinationCode);
  });
}
