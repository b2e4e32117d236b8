/** Vocabulary of the demo content: places, people, goods and vehicles of Chinese road freight. */

export interface City {
  name: string;
  province: string;
  /** Province-level abbreviation used in document numbers, e.g. 苏 in 苏政办发. */
  provinceShort: string;
  /** The city's own document prefix, e.g. 苏府 (苏州市人民政府). Empty for municipalities. */
  cityShort: string;
  /** First four digits of the administrative division code. */
  divisionCode: string;
  plate: string;
  districts: readonly string[];
  latitude: number;
  longitude: number;
  municipality: boolean;
}

const city = (
  name: string,
  province: string,
  provinceShort: string,
  cityShort: string,
  divisionCode: string,
  plate: string,
  districts: string,
  latitude: number,
  longitude: number,
): City => ({
  name,
  province,
  provinceShort,
  cityShort,
  divisionCode,
  plate,
  districts: districts.split(' '),
  latitude,
  longitude,
  municipality: cityShort === '',
});

export const CITIES: readonly City[] = [
  city(
    '上海',
    '上海市',
    '沪',
    '',
    '3101',
    '沪A',
    '浦东新区 嘉定区 闵行区 宝山区 青浦区 松江区',
    31.23,
    121.47,
  ),
  city('苏州', '江苏省', '苏', '苏府', '3205', '苏E', '吴中区 相城区 吴江区 虎丘区 姑苏区', 31.3, 120.62),
  city('杭州', '浙江省', '浙', '杭政', '3301', '浙A', '萧山区 余杭区 临平区 钱塘区', 30.27, 120.16),
  city('宁波', '浙江省', '浙', '甬政', '3302', '浙B', '北仑区 鄞州区 镇海区', 29.87, 121.54),
  city('南京', '江苏省', '苏', '宁政', '3201', '苏A', '江宁区 栖霞区 浦口区 六合区', 32.06, 118.8),
  city('无锡', '江苏省', '苏', '锡政', '3202', '苏B', '新吴区 惠山区 锡山区', 31.49, 120.31),
  city('合肥', '安徽省', '皖', '合政', '3401', '皖A', '包河区 蜀山区 肥西县 长丰县', 31.82, 117.23),
  city('武汉', '湖北省', '鄂', '武政', '4201', '鄂A', '东西湖区 江夏区 汉阳区 黄陂区', 30.59, 114.31),
  city('郑州', '河南省', '豫', '郑政', '4101', '豫A', '管城回族区 中牟县 惠济区 新郑市', 34.75, 113.63),
  city('成都', '四川省', '川', '成府', '5101', '川A', '新都区 双流区 青白江区 龙泉驿区', 30.57, 104.07),
  city('重庆', '重庆市', '渝', '', '5001', '渝A', '沙坪坝区 九龙坡区 渝北区 江北区', 29.56, 106.55),
  city('广州', '广东省', '粤', '穗府', '4401', '粤A', '白云区 黄埔区 番禺区 花都区', 23.13, 113.26),
  city('深圳', '广东省', '粤', '深府', '4403', '粤B', '宝安区 龙岗区 龙华区 盐田区', 22.54, 114.06),
  city('佛山', '广东省', '粤', '佛府', '4406', '粤E', '南海区 顺德区 三水区', 23.02, 113.12),
  city('西安', '陕西省', '陕', '市政', '6101', '陕A', '未央区 灞桥区 长安区 高陵区', 34.34, 108.94),
  city('济南', '山东省', '鲁', '济政', '3701', '鲁A', '历城区 天桥区 章丘区', 36.65, 117.12),
  city('青岛', '山东省', '鲁', '青政', '3702', '鲁B', '黄岛区 城阳区 胶州市', 36.07, 120.38),
  city('临沂', '山东省', '鲁', '临政', '3713', '鲁Q', '兰山区 罗庄区 河东区', 35.1, 118.36),
  city('天津', '天津市', '津', '', '1201', '津A', '东丽区 津南区 西青区 滨海新区', 39.13, 117.2),
  city('北京', '北京市', '京', '', '1101', '京A', '朝阳区 大兴区 通州区 顺义区', 39.9, 116.41),
  city('长沙', '湖南省', '湘', '长政', '4301', '湘A', '雨花区 开福区 望城区 长沙县', 28.23, 112.94),
  city('南昌', '江西省', '赣', '洪府', '3601', '赣A', '青山湖区 新建区 南昌县', 28.68, 115.86),
  city('福州', '福建省', '闽', '榕政', '3501', '闽A', '仓山区 晋安区 闽侯县', 26.07, 119.3),
  city('厦门', '福建省', '闽', '厦府', '3502', '闽D', '湖里区 海沧区 集美区', 24.48, 118.09),
  city('昆明', '云南省', '云', '昆政', '5301', '云A', '官渡区 呈贡区 五华区', 25.04, 102.71),
  city('贵阳', '贵州省', '黔', '筑府', '5201', '贵A', '白云区 观山湖区 花溪区', 26.65, 106.63),
  city('南宁', '广西壮族自治区', '桂', '南府', '4501', '桂A', '西乡塘区 江南区 邕宁区', 22.82, 108.37),
  city('沈阳', '辽宁省', '辽', '沈政', '2101', '辽A', '于洪区 浑南区 铁西区', 41.8, 123.43),
  city('长春', '吉林省', '吉', '长府', '2201', '吉A', '绿园区 宽城区 朝阳区', 43.82, 125.32),
  city('哈尔滨', '黑龙江省', '黑', '哈政', '2301', '黑A', '道里区 香坊区 南岗区', 45.8, 126.53),
  city('石家庄', '河北省', '冀', '石政', '1301', '冀A', '裕华区 长安区 栾城区', 38.04, 114.51),
  city('太原', '山西省', '晋', '并政', '1401', '晋A', '小店区 晋源区 尖草坪区', 37.87, 112.55),
  city('兰州', '甘肃省', '甘', '兰政', '6201', '甘A', '七里河区 安宁区 城关区', 36.06, 103.83),
  city('乌鲁木齐', '新疆维吾尔自治区', '新', '乌政', '6501', '新A', '新市区 米东区 沙依巴克区', 43.83, 87.62),
];

/** Cities where most freight starts: the seed's enterprises sit mostly here. */
export const HUB_CITIES: readonly string[] = [
  '上海',
  '苏州',
  '杭州',
  '宁波',
  '南京',
  '广州',
  '深圳',
  '武汉',
  '郑州',
  '成都',
  '临沂',
  '天津',
];

export function cityByName(name: string): City {
  const found = CITIES.find((c) => c.name === name);
  if (!found) throw new Error(`seed: unknown city ${name}`);
  return found;
}

/** Great-circle distance in km times 1.25 for roads. */
export function roadKm(from: City, to: City): number {
  const rad = Math.PI / 180;
  const dLat = (to.latitude - from.latitude) * rad;
  const dLon = (to.longitude - from.longitude) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(from.latitude * rad) * Math.cos(to.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(6371 * 2 * Math.asin(Math.sqrt(a)) * 1.25);
}

export const SURNAMES: readonly (readonly [string, string])[] = [
  ['张', 'zhang'],
  ['王', 'wang'],
  ['李', 'li'],
  ['刘', 'liu'],
  ['陈', 'chen'],
  ['杨', 'yang'],
  ['赵', 'zhao'],
  ['黄', 'huang'],
  ['周', 'zhou'],
  ['吴', 'wu'],
  ['徐', 'xu'],
  ['孙', 'sun'],
  ['胡', 'hu'],
  ['朱', 'zhu'],
  ['高', 'gao'],
  ['林', 'lin'],
  ['何', 'he'],
  ['郭', 'guo'],
  ['马', 'ma'],
  ['罗', 'luo'],
  ['梁', 'liang'],
  ['宋', 'song'],
  ['郑', 'zheng'],
  ['谢', 'xie'],
  ['韩', 'han'],
  ['唐', 'tang'],
  ['冯', 'feng'],
  ['曹', 'cao'],
];

export const GIVEN_NAMES: readonly (readonly [string, string])[] = [
  ['伟', 'wei'],
  ['芳', 'fang'],
  ['敏', 'min'],
  ['静', 'jing'],
  ['强', 'qiang'],
  ['磊', 'lei'],
  ['军', 'jun'],
  ['洋', 'yang'],
  ['勇', 'yong'],
  ['艳', 'yan'],
  ['杰', 'jie'],
  ['涛', 'tao'],
  ['明', 'ming'],
  ['超', 'chao'],
  ['秀英', 'xiuying'],
  ['建国', 'jianguo'],
  ['志强', 'zhiqiang'],
  ['海燕', 'haiyan'],
  ['国华', 'guohua'],
  ['斌', 'bin'],
  ['鹏', 'peng'],
  ['浩然', 'haoran'],
  ['婷', 'ting'],
  ['晓东', 'xiaodong'],
  ['春梅', 'chunmei'],
  ['立新', 'lixin'],
  ['文博', 'wenbo'],
  ['红霞', 'hongxia'],
  ['永刚', 'yonggang'],
  ['俊杰', 'junjie'],
];

/** Given names above read as women's names (for 先生/女士). */
export const FEMALE_GIVEN_NAMES: ReadonlySet<string> = new Set([
  '芳',
  '敏',
  '静',
  '艳',
  '秀英',
  '海燕',
  '婷',
  '春梅',
  '红霞',
]);

export interface Cargo {
  name: string;
  /** Tons per cubic metre, roughly; below 0.3 ships by volume (泡货). */
  density: number;
  vehicles: readonly string[];
  refrigerated: boolean;
}

const cargo = (name: string, density: number, vehicles: string, refrigerated = false): Cargo => ({
  name,
  density,
  vehicles: vehicles.split(' '),
  refrigerated,
});

export const CARGOES: readonly Cargo[] = [
  cargo('钢材', 2.5, '高栏车 平板车'),
  cargo('建材', 1.2, '高栏车 平板车'),
  cargo('日用百货', 0.2, '厢式货车 飞翼车'),
  cargo('电子产品', 0.18, '厢式货车 飞翼车'),
  cargo('家具', 0.12, '厢式货车 飞翼车'),
  cargo('冷链水果', 0.45, '冷藏车', true),
  cargo('冷冻肉类', 0.6, '冷藏车', true),
  cargo('乳制品', 0.5, '冷藏车', true),
  cargo('化肥', 1.0, '高栏车'),
  cargo('机械设备', 0.9, '平板车 高栏车'),
  cargo('纺织品', 0.25, '厢式货车 飞翼车'),
  cargo('汽车配件', 0.4, '厢式货车 高栏车'),
  cargo('食品饮料', 0.6, '厢式货车 飞翼车'),
  cargo('医药用品', 0.3, '冷藏车 厢式货车', true),
  cargo('光伏组件', 0.35, '高栏车 飞翼车'),
  cargo('新能源汽车零部件', 0.35, '厢式货车 飞翼车'),
  cargo('锂电池', 0.8, '危险品车'),
  cargo('工业涂料', 1.0, '危险品车'),
  cargo('塑料颗粒', 0.55, '高栏车 厢式货车'),
  cargo('纸制品', 0.5, '厢式货车 高栏车'),
  cargo('进出口集装箱货物', 0.4, '集装箱车'),
  cargo('蔬菜', 0.4, '冷藏车 高栏车', true),
];

export interface VehicleSize {
  length: number;
  tons: number;
  cubic: number;
  /** Typical full-truck freight per road km, 元. */
  ratePerKm: number;
}

export const VEHICLE_SIZES: readonly VehicleSize[] = [
  { length: 4.2, tons: 3, cubic: 16, ratePerKm: 3.6 },
  { length: 6.8, tons: 10, cubic: 38, ratePerKm: 5.2 },
  { length: 7.6, tons: 12, cubic: 45, ratePerKm: 5.6 },
  { length: 9.6, tons: 18, cubic: 55, ratePerKm: 6.6 },
  { length: 13, tons: 32, cubic: 80, ratePerKm: 8.2 },
  { length: 17.5, tons: 35, cubic: 120, ratePerKm: 9.6 },
];

/** The smallest common vehicle that carries `tons` and `cubic`. */
export function sizeFor(tons: number, cubic: number): VehicleSize {
  return (
    VEHICLE_SIZES.find((s) => s.tons >= tons && s.cubic >= cubic) ??
    (VEHICLE_SIZES[VEHICLE_SIZES.length - 1] as VehicleSize)
  );
}

export const ENTERPRISE_BRANDS: readonly string[] = (
  '顺达 通程 华运 安捷 恒通 远航 中联 鸿运 佳程 速通 长风 畅途 瑞丰 德运 金桥 骏驰 运通 宏远 海晟 天成 ' +
  '众邦 锦程 四通 万里 东升 凯达 盛世 捷安 汇通 通达 新干线 嘉诚 广源 路路通 启航 荣升 泰和 聚力 联合 昌盛'
).split(' ');

export const ENTERPRISE_KINDS: readonly (readonly [string, string])[] = [
  ['物流有限公司', '公路货运、零担专线、整车运输、仓储服务、货物装卸搬运'],
  ['供应链管理有限公司', '供应链管理服务、仓储服务（不含危险化学品）、国内货物运输代理、信息咨询服务'],
  ['运输有限公司', '道路普通货物运输、货物专用运输（集装箱、冷藏保鲜）、汽车租赁'],
  ['冷链物流有限公司', '道路货物运输（冷藏保鲜）、低温仓储、食品经营（仅销售预包装食品）、冷链配送'],
  ['国际货运代理有限公司', '国际货物运输代理、报关报检代理、多式联运服务、仓储服务'],
  ['快运有限公司', '零担快运、城市配送、普通货物仓储、装卸搬运、道路货物运输站经营'],
];

export const ROADS: readonly string[] = (
  '物流园路 港城大道 工业大道 交通路 金桥路 长江路 黄河路 建设大道 通港路 兴业路 经济开发区纬二路 ' +
  '货运北路 枢纽大道 创业路 商贸城路 站前路 高新大道 临港路 仓储路 环城东路'
).split(' ');

export const LOGISTICS_PARKS: readonly string[] = [
  '公路港',
  '物流园',
  '国际物流中心',
  '货运枢纽站',
  '综合物流园',
  '商贸物流城',
];

/** IP prefixes of common domestic broadband and mobile networks, for login records. */
export const IP_PREFIXES: readonly string[] = [
  '58.211',
  '114.88',
  '183.14',
  '117.136',
  '221.224',
  '223.104',
  '112.65',
  '101.87',
];

export const USER_AGENTS: readonly string[] = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36 Edg/141.0.0.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:144.0) Gecko/20100101 Firefox/144.0',
];

/** Mobile prefixes of the three carriers (all match `1[3-9]\d`). */
export const MOBILE_PREFIXES: readonly string[] =
  '134 135 136 137 139 147 150 151 152 157 158 159 172 178 182 183 187 188 130 131 132 155 156 166 175 176 185 186 133 153 173 177 180 181 189 191 199'.split(
    ' ',
  );
