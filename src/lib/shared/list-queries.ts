/**
 * The query of each paged list endpoint, written once: which filters it takes, of what kind and how
 * long. The server parses its query strings with these (server/http/list-params.ts `listFilterSchema`); the
 * list pages' filter bars and their URL parser take their lengths from them
 * (list-definition.ts `filterFields`). Paging is common to all lists: `PAGE_MAX`, `PAGE_SIZE_MAX`
 * and `PAGE_SIZE_DEFAULT` in the contract.
 */
import { DESK_STATES, LOGISTICS_KINDS, POLICY_LEVELS, VEHICLE_TYPES } from './contract.ts';
import type { FilterRule } from './list-query.ts';

/** The longest text filter, in characters as rules/length.ts counts them. */
export const QUERY_TEXT_MAX = 50;

const text = (maxLength: number = QUERY_TEXT_MAX) => ({ kind: 'text', maxLength }) as const;
const choice = <const T extends readonly string[]>(values: T) => ({ kind: 'choice', values }) as const;
const day = { kind: 'date' } as const;
const id = { kind: 'id' } as const;
const areaCode = { kind: 'areaCode' } as const;

export type ListQueryShape = Readonly<Record<string, FilterRule>>;

/** One constant per endpoint, so that a page's bundle carries only its own list's shape. */
export const logisticsInfoQuery = {
  kind: choice(LOGISTICS_KINDS),
  origin: text(),
  destination: text(),
  vehicleType: choice(VEHICLE_TYPES),
  keyword: text(),
  originCode: areaCode,
  destinationCode: areaCode,
  /** 只看认证: offers whose publisher has a mark (实名认证, 企业认证, 车辆已认证). */
  verifiedOnly: choice(['1']),
  /**
   * `credit`: the publishers' credit first (rules/credit.ts score), newest first among equals; `kept`
   * (常用优先): the offers of the users a signed-in reader keeps (常用车辆/常用货主) first.
   */
  sort: choice(['credit', 'kept']),
} as const;
export const policyQuery = { keyword: text(), level: choice(POLICY_LEVELS), from: day, to: day } as const;
export const announcementQuery = { keyword: text(), enterpriseId: id } as const;
/** 企业名录: a name keyword, a region (a city or province named in the city or address), 已认证 only. */
export const enterpriseQuery = { keyword: text(), region: text(20), verified: choice(['1']) } as const;
export const routeQuery = { origin: text(), destination: text(), enterpriseId: id } as const;
export const postQuery = { keyword: text(), circleId: id } as const;
/** The content desk's lists (`GET /desk/:kind`): state, and a keyword looked for in the title. */
export const deskQuery = { state: choice(DESK_STATES), keyword: text() } as const;

/** By endpoint path, as the API client names it (`api.listPolicies.path` is `'/policies'`). */
export const listQueries = {
  '/logistics-info': logisticsInfoQuery,
  '/policies': policyQuery,
  '/announcements': announcementQuery,
  '/enterprises': enterpriseQuery,
  '/routes': routeQuery,
  '/posts': postQuery,
} as const satisfies Readonly<Record<string, ListQueryShape>>;
