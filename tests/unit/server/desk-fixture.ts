/** Shared bodies and calls of the desk tests: a policy as an editor writes it, and its desk item. */
import type { DeskItem, DeskSaveResult, PolicyFields } from '../../../src/lib/shared/contract.ts';
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
