/** Shared bodies and calls of the desk tests: a policy and a route as an editor writes them, and a desk item. */
import type {
  DeskItem,
  DeskSaveResult,
  PolicyFields,
  RouteFields,
} from '../../../src/lib/shared/contract.ts';
import type { TestServer } from './harness.ts';

export function policyFields(title: string, extra: Partial<PolicyFields> = {}): PolicyFields {
  return {
    title,
    authority: '交通运输部',
    documentNo: '交运发〔2026〕18号',
    level: 'national',
    region: '',
    publishedAt: '2026-11-20T02:00:00.000Z',
    effectiveAt: '2026-12-01T02:00:00.000Z',
    summary: '部署道路货运新业态的规范管理。',
    content: '# 总则\n\n第一条 为了规范道路货运新业态，制定本办法。\n\n第二条 本办法自发布之日起施行。',
    ...extra,
  };
}

/** A route of the seeded enterprise 1 with these 备注. */
export function routeFields(remarks: string): RouteFields {
  return {
    enterpriseId: 1,
    origin: '苏州市',
    destination: '成都市',
    heavyPrice: 1.2,
    lightPrice: 260,
    minimumCharge: 80,
    transitHours: 60,
    departures: '每日 1 班',
    vehicleType: '冷藏车',
    contactName: '陈经理',
    contactPhone: '13912340000',
    address: '苏州市工业园区星湖街 100 号',
    remarks,
  };
}

export async function createPolicy(
  server: TestServer,
  token: string,
  title: string,
): Promise<DeskSaveResult> {
  const answer = await server.api<DeskSaveResult>('POST', '/desk/policies', {
    token,
    body: policyFields(title),
  });
  if (!answer.body.success) throw new Error(`creating a policy failed: ${answer.body.errorMsg}`);
  return answer.body.data;
}

export async function deskItem<K extends DeskItem['kind']>(
  server: TestServer,
  token: string,
  kind: K,
  id: number,
): Promise<DeskItem<K>> {
  const answer = await server.api<DeskItem<K>>('GET', `/desk/${kind}/${id}`, { token });
  if (!answer.body.success) throw new Error(`reading ${kind} ${id} failed: ${answer.body.errorMsg}`);
  return answer.body.data;
}
