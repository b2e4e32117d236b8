/** Input checked at the edge: a schema's first problem as 10001 with a Chinese message naming the field. */
import { z } from 'zod';
import { issueMessage } from '../../src/lib/shared/rules/rule.ts';
import { AGREEMENT_LABEL } from '../../src/lib/shared/rules/account.ts';
import { invalid } from '../domain/errors.ts';

/** Field names in Chinese, for messages that name the field. */
const FIELD_LABELS: Record<string, string> = {
  account: '账号',
  agreed: AGREEMENT_LABEL,
  password: '密码',
  mobile: '手机号',
  purpose: '用途',
  code: '验证码',
  newPassword: '新密码',
  oldPassword: '原密码',
  nickname: '昵称',
  realName: '真实姓名',
  company: '公司名称',
  email: '邮箱',
  page: '页码',
  pageSize: '每页条数',
  keyword: '关键词',
  kind: '信息类型',
  origin: '出发地',
  destination: '目的地',
  originCode: '出发地',
  destinationCode: '目的地',
  vehicleType: '车型',
  level: '政策级别',
  from: '开始日期',
  to: '结束日期',
  enterpriseId: '企业编号',
  circleId: '圈子编号',
  title: '标题',
  content: '内容',
  quoteReplyId: '引用的回复',
  target: '举报对象',
  revision: '版本',
  type: '类型',
  id: '编号',
  shipperName: '发货人',
  shipperPhone: '发货人电话',
  shipperAddress: '发货地址',
  consigneeName: '收货人',
  consigneePhone: '收货人电话',
  consigneeAddress: '收货地址',
  cargoName: '货物名称',
  cargoType: '货物类型',
  weightTons: '重量（吨）',
  volumeCubic: '体积（方）',
  pieces: '件数',
  vehicleLengthMeters: '车长（米）',
  loadingDate: '装货日期',
  expectedArrivalDate: '预计到达日期',
  freight: '运费',
  freightNegotiable: '运费面议',
  paymentMethod: '付款方式',
  remarks: '备注',
  state: '状态',
  authority: '发布机关',
  documentNo: '文号',
  region: '适用地区',
  publishedAt: '发布日期',
  effectiveAt: '施行日期',
  summary: '摘要',
  name: '企业名称',
  creditCode: '统一社会信用代码',
  legalRepresentative: '法定代表人',
  registeredCapital: '注册资本（万元）',
  foundedAt: '成立日期',
  businessScope: '经营范围',
  address: '地址',
  city: '所在城市',
  contactName: '联系人',
  contactPhone: '联系电话',
  introduction: '企业简介',
  heavyPrice: '重货价（元/公斤）',
  lightPrice: '轻货价（元/方）',
  minimumCharge: '最低收费（元）',
  transitHours: '时效（小时）',
  departures: '发车班次',
  companyName: '企业名称',
  contact: '联系电话',
  note: '补充说明',
  reason: '原因',
  destinationCodes: '目的地',
  price: '运价',
  priceNegotiable: '运价面议',
  plate: '车牌号',
  capacityTons: '载重（吨）',
  capacityCubic: '容积（方）',
  availableFrom: '可装车日期',
  availableTo: '可用截止日期',
};

export function fieldLabel(path: PropertyKey[]): string {
  const key = path.map(String).join('.');
  // An item of a list (`destinationCodes.0`) is named by its list.
  const named = path.map(String).filter((part) => !/^\d+$/.test(part));
  const label = FIELD_LABELS[key] ?? FIELD_LABELS[named[named.length - 1] ?? ''];
  return label ? `${label}（${key}）` : key || '请求内容';
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const label = fieldLabel(issue.path);
  // The shared rules (src/lib/rules) carry the forms' own messages: the browser says the same.
  if (issue.message.includes('${label}')) return issueMessage(issue, label);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${label}不能为空`;
      return issue.expected === 'int' ? `${label}必须是整数` : `${label}类型不正确`;
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1
        ? `${label}不能为空`
        : issue.origin === 'string'
          ? `${label}不能少于${issue.minimum}个字符`
          : issue.inclusive === false
            ? `${label}必须大于${issue.minimum}`
            : `${label}不能小于${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `${label}不能超过${issue.maximum}个字符`
        : `${label}不能大于${issue.maximum}`;
    case 'invalid_value':
      return issue.input === undefined ? `${label}不能为空` : `${label}取值不正确`;
    case 'unrecognized_keys':
      return `不支持的字段：${issue.keys.join('、')}`;
    default:
      return issue.message && /[\u4e00-\u9fa5]/.test(issue.message)
        ? `${label}${issue.message}`
        : `${label}格式不正确`;
  }
}

/** Parses `value` with `schema`, or throws 10001 with a Chinese message naming the first bad field. */
export function validate<T>(schema: z.core.$ZodType<T>, value: unknown): T {
  // reportInput: tells an absent field (不能为空) from one of the wrong type (类型不正确).
  // z.safeParse takes the shared rules written with zod/mini as well as the server's own schemas.
  const result = z.safeParse(schema, value, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw invalid(issue ? describeIssue(issue) : '请求参数不正确');
}
