/** The list store against the real reference server's policies. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../../src/lib/request/api';
import type { PolicyItem } from '../../../src/lib/shared/contract';
import {
  apiParams,
  defaultListQuery,
  type ListQuery,
  type ListSpec,
} from '../../../src/lib/shared/list-query';
import { configureRequest, resetRequestConfiguration } from '../../../src/lib/request/request';
import { loadFailureText } from '../../../src/lib/request/load';
import { createListStore } from '../../../src/stores/list';
import { startReferenceServer, type ReferenceServer } from '../helpers/reference-server';

const spec: ListSpec = { pageSizes: [10, 20], filters: { keyword: { kind: 'text', maxLength: 50 } } };
const first = defaultListQuery(spec);
const at = (change: Partial<ListQuery>): ListQuery => ({ ...first, ...change });

let server: ReferenceServer;
beforeAll(async () => {
  server = await startReferenceServer();
  configureRequest({ origin: server.url, toast: () => {}, logError: () => {} });
});
afterAll(async () => {
  resetRequestConfiguration();
  await server.close();
});

const loadPolicies = (query: ListQuery) => api.listPolicies(apiParams(query), { hideMessage: true });

describe('createListStore', () => {
  it('starts ready with the page the build rendered, and shows it without a request', async () => {
    const page = await loadPolicies(first);
    let calls = 0;
    const store = createListStore<PolicyItem>(
      (query) => {
        calls++;
        return loadPolicies(query);
      },
      { query: first, page },
    );
    expect(store.$list.get()).toMatchObject({ status: 'ready', rows: page.list, total: page.total });
    await store.show(at({}));
    expect(calls).toBe(0);
  });

  it('loads another page: loading keeps the old rows, then ready with the new ones', async () => {
    const page = await loadPolicies(first);
    const store = createListStore<PolicyItem>(loadPolicies, { query: first, page });
    const seen: string[] = [];
    const stop = store.$list.listen((state) => seen.push(`${state.status}:${state.rows[0]?.id}`));
    await store.show(at({ page: 2 }));
    stop();
    const second = await loadPolicies(at({ page: 2 }));
    expect(seen).toEqual([`loading:${page.list[0]?.id}`, `ready:${second.list[0]?.id}`]);
    expect(store.$list.get().total).toBe(page.total);
  });

  it('a page beyond the end shows the last page instead', async () => {
    const store = createListStore<PolicyItem>(loadPolicies, { query: first });
    await store.show(at({ page: 99999 }));
    const state = store.$list.get();
    expect(state.status).toBe('ready');
    expect(state.query.page).toBe(Math.ceil(state.total / 10));
    expect(state.rows.length).toBeGreaterThan(0);
  });

  it('a filter nothing matches is ready and empty', async () => {
    const store = createListStore<PolicyItem>(loadPolicies, { query: first });
    await store.show(at({ filters: { keyword: '不存在的政策关键词' } }));
    expect(store.$list.get()).toMatchObject({ status: 'ready', rows: [], total: 0 });
  });

  it('a failure gives the message, retry loads the same query again', async () => {
    let fail = true;
    const store = createListStore<PolicyItem>(
      async (query) => {
        if (fail) {
          fail = false;
          throw new Error('服务器内部错误，请稍后重试');
        }
        return loadPolicies(query);
      },
      { query: first },
    );
    await store.show(at({ page: 2 }));
    expect(store.$list.get()).toMatchObject({ status: 'failed' });
    expect(loadFailureText(store.$list.get().error)).toBe('服务器内部错误，请稍后重试');
    await store.retry();
    expect(store.$list.get()).toMatchObject({ status: 'ready', query: at({ page: 2 }) });
  });

  it('a slower older answer never replaces a newer one', async () => {
    const resolvers: (() => void)[] = [];
    const store = createListStore<number>(
      (query) =>
        new Promise((resolve) => {
          resolvers.push(() => resolve({ list: [query.page], total: 30, page: query.page, pageSize: 10 }));
        }),
      { query: first },
    );
    const older = store.show(at({ page: 2 }));
    const newer = store.show(at({ page: 3 }));
    resolvers[1]?.();
    await newer;
    resolvers[0]?.();
    await older;
    expect(store.$list.get()).toMatchObject({ status: 'ready', rows: [3] });
  });

  it('refresh replaces the build rows without leaving ready; a failed refresh keeps them', async () => {
    const stale = { list: [{ id: 1 } as PolicyItem], total: 1, page: 1, pageSize: 10 };
    const store = createListStore<PolicyItem>(loadPolicies, { query: first, page: stale });
    const statuses: string[] = [];
    const stop = store.$list.listen((state) => statuses.push(state.status));
    await store.refresh();
    stop();
    expect(statuses).toEqual(['ready']);
    expect(store.$list.get().rows).toEqual((await loadPolicies(first)).list);

    const failing = createListStore<PolicyItem>(() => Promise.reject(new Error('x')), {
      query: first,
      page: stale,
    });
    await failing.refresh();
    expect(failing.$list.get()).toMatchObject({ status: 'ready', rows: stale.list });
  });
});
