import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import {
  ErrorCodes,
  PAGE_MAX,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  type Envelope,
  type Paged,
} from '../src/lib/contract.ts';
import { parsePositiveId } from '../src/lib/ids.ts';
import { issueMessage } from '../src/lib/rules/rule.ts';
import type { Database } from './db.ts';
import type { DeliveryRateLimiter } from './delivery-rate.ts';
import type { LoginThrottleSettings } from './login-throttle.ts';
import type { PasswordHashing } from './password-hashing.ts';
import type { PostRateLimiter } from './post-rate.ts';
import type { SmsLimits } from './sms-limits.ts';

export interface ServerConfig {
  tokenTtlSeconds: number;
  demo: boolean;
  /** Posts and replies one account may make per minute (PORTAL_POST_RATE). */
  postRatePerMinute?: number;
  /** Shipments one account may create per minute (PORTAL_DELIVERY_RATE). */
  deliveryRatePerMinute?: number;
  /** Proxies whose X-Forwarded-For / X-Real-IP name the visitor (PORTAL_TRUSTED_PROXIES; client-address.ts). */
  trustedProxies?: readonly string[];
  /** SMS send limits and wrong-guess budgets (PORTAL_SMS_*; sms-limits.ts); defaults for those left out. */
  smsLimits?: Partial<SmsLimits>;
  /** The clock the SMS limits read (tests fix it). Default `Date.now`. */
  now?: () => number;
  /** Who may try a password when (PORTAL_LOGIN_*; login-throttle.ts). */
  loginThrottle: LoginThrottleSettings;
}

export interface AuthUser {
  id: number;
  account: string;
  nickname: string;
  tokenId: number;
}

export interface AppEnv {
  Variables: {
    db: Database;
    config: ServerConfig;
    /** Set by `requireUser` / `optionalUser`. */
    user: AuthUser | null;
    /** How fast each account may post and reply (post-rate.ts). */
    postRate: PostRateLimiter;
    /** The answer depends on who asks: it is never stored by a cache (private-answers.ts). */
    personal: boolean;
    /** How fast each account may create shipments (delivery-rate.ts). */
    deliveryRate: DeliveryRateLimiter;
    /** Every scrypt call of a request goes through this bounded queue (password-hashing.ts). */
    hashing: PasswordHashing;
  };
}

/** A failure answered as an envelope; `status` is the HTTP status (200 unless the contract says otherwise). */
export class ApiError extends Error {
  readonly code: number;
  readonly status: ContentfulStatusCode;
  constructor(code: number, message: string, status: ContentfulStatusCode = 200) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

export const invalid = (message: string): ApiError => new ApiError(ErrorCodes.invalidInput, message, 400);
export const notFound = (what: string): ApiError => new ApiError(ErrorCodes.notFound, `${what}不存在`, 404);

export function ok<T>(c: Context, data: T): Response {
  const body: Envelope<T> = { success: true, errorCode: ErrorCodes.ok, errorMsg: '', data };
  return c.json(body);
}

export function failure(c: Context, error: ApiError): Response {
  const body: Envelope<null> = { success: false, errorCode: error.code, errorMsg: error.message, data: null };
  return c.json(body, error.status);
}

export function paged<T>(list: T[], total: number, page: number, pageSize: number): Paged<T> {
  return { list, total, page, pageSize };
}

/** Field names in Chinese, for messages that name the field. */
const FIELD_LABELS: Record<string, string> = {
  account: '账号',
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
};

export function fieldLabel(path: PropertyKey[]): string {
  const key = path.map(String).join('.');
  const label = FIELD_LABELS[key] ?? FIELD_LABELS[String(path[path.length - 1] ?? '')];
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

/** `application/json`, with or without parameters (`; charset=utf-8`), in any letter case. */
export const isJsonType = (contentType: string | undefined): boolean =>
  /^application\/json[\t ]*(;|$)/i.test((contentType ?? '').trim());

const unsupportedMediaType = (): ApiError =>
  new ApiError(
    ErrorCodes.unsupportedMediaType,
    '请求内容必须是 JSON，请以 Content-Type: application/json 发送',
    415,
  );

const carriesBody = (c: Context): boolean => {
  const length = c.req.header('Content-Length');
  if (length !== undefined) return length.trim() !== '0';
  return c.req.header('Transfer-Encoding') !== undefined;
};

/**
 * Every request that carries a body must say it is JSON (10415, HTTP 415 otherwise): a web page can
 * make a visitor's browser send text/plain or a form to any site without asking, but not JSON.
 * Requests without a body (logout, confirm, read a notice) need no type.
 */
export const jsonBodiesOnly: MiddlewareHandler = async (c, next) => {
  if (carriesBody(c) && !isJsonType(c.req.header('Content-Type'))) throw unsupportedMediaType();
  await next();
};

/**
 * Reads the JSON body; a body not sent as JSON is 10415, malformed JSON or a non-object 10001.
 * (Size is limited in app.ts.)
 */
export async function readJson(c: Context): Promise<unknown> {
  if (!isJsonType(c.req.header('Content-Type'))) throw unsupportedMediaType();
  const text = await c.req.text();
  if (!text.trim()) throw invalid('请求内容不能为空');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalid('请求内容不是有效的 JSON');
  }
}

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

const pagingSchema = z.object({
  page: z
    .string()
    .regex(/^\d{1,6}$/, '必须是正整数')
    .transform(Number)
    .refine((n) => n >= 1, '必须大于等于 1')
    .refine((n) => n <= PAGE_MAX, `不能大于 ${PAGE_MAX}`)
    .optional(),
  pageSize: z
    .string()
    .regex(/^\d{1,3}$/, `必须是 1 到 ${PAGE_SIZE_MAX} 的整数`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= PAGE_SIZE_MAX, `必须是 1 到 ${PAGE_SIZE_MAX} 的整数`)
    .optional(),
});

/** `page` (1 to PAGE_MAX) and `pageSize` (default 10, at most 100) from the query; bad values are 10001. */
export function readPaging(c: Context): Paging {
  const { page = 1, pageSize = PAGE_SIZE_DEFAULT } = validate(pagingSchema, {
    page: c.req.query('page') || undefined,
    pageSize: c.req.query('pageSize') || undefined,
  });
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** An id path parameter (`parsePositiveId`), or 10001. */
export function readIdParam(c: Context, name = 'id'): number {
  const id = parsePositiveId(c.req.param(name));
  if (id === null) throw invalid(`${fieldLabel([name])}必须是正整数`);
  return id;
}
