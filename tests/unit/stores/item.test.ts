/** The details shell's item store against the real reference server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readItem } from '../../../src/lib/list/list-definition';
import { loadFailureText } from '../../../src/lib/request/load';
import { enterpriseDetails } from '../../../src/lib/enterprises/enterprises';
import { policyDetails } from '../../../src/lib/policies/policies';
import { configureRequest, resetRequestConfiguration } from '../../../src/lib/request/request';
import { createItemStore } from '../../../src/stores/item';
import { startReferenceServer, type ReferenceServer } from '../helpers/reference-server';
import { uploadLicencePhoto } from '../helpers/licence-photo.ts';

let server: ReferenceServer;
beforeAll(async () => {
  server = await startReferenceServer();
  configureRequest({ origin: server.url, toast: () => {}, logError: () => {} });
});
afterAll(async () => {
  resetRequestConfiguration();
  await server.close();
});

describe('createItemStore', () => {
  it('loads an item', async () => {
    const store = createItemStore((id) => readItem(policyDetails, id));
    expect(store.$item.get()).toEqual({ status: 'loading', data: null, error: null });
    await store.open(1);
    const state = store.$item.get();
    expect(state.status).toBe('ready');
    expect(state.status === 'ready' && state.data.id).toBe(1);
  });

  it.each([
    ['no id', null],
    ['an id the server does not know', 999999],
  ])('%s is not found', async (_case, id) => {
    const store = createItemStore((itemId) => readItem(policyDetails, itemId));
    await store.open(id);
    expect(store.$item.get()).toEqual({ status: 'not-found' });
  });

  it('an enterprise verified but still being completed is pending, with the server’s words', async () => {
    const call = async <T>(path: string, token: string, body?: unknown): Promise<T> => {
      const answer = await fetch(`${server.url}/logistics/api${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', Authentication: token },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return ((await answer.json()) as { data: T }).data;
    };
    const login = (account: string, password: string) =>
      call<{ token: string }>('/auth/login', '', { account, password }).then((data) => data.token);
    const member = await login('demo', 'demo123456');
    const editor = await login('editor', 'editor123456');
    const sent = await call<{ id: number }>('/user/verification', member, {
      companyName: '嘉兴补充中物流有限公司',
      creditCode: '91440300708461136T',
      contact: '13900000006',
      note: '',
      licenceFileId: await uploadLicencePhoto(server.url, member),
    });
    const approved = await call<{ enterprise: { id: number } }>(
      `/desk/verifications/${sent.id}/approve`,
      editor,
      {},
    );
    const store = createItemStore((itemId) => readItem(enterpriseDetails, itemId));
    await store.open(approved.enterprise.id);
    expect(store.$item.get()).toEqual({
      status: 'pending',
      message: '「嘉兴补充中物流有限公司」已通过企业认证，企业资料正由平台编辑补充完善，发布后在此公开展示',
    });
  });

  it('a failure shows its message; retry loads the same id', async () => {
    let fail = true;
    const store = createItemStore(async (id) => {
      if (fail) {
        fail = false;
        throw new TypeError('Failed to fetch');
      }
      return readItem(policyDetails, id);
    });
    await store.open(2);
    const state = store.$item.get();
    expect(state.status).toBe('failed');
    expect(loadFailureText(state.status === 'failed' && state.error)).toBe('网络连接失败，请检查网络后重试');
    await store.retry();
    expect(store.$item.get().status).toBe('ready');
  });
});
