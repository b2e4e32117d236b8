// @vitest-environment jsdom
/** A list inside another page (inUrl false) against the real reference server: the URL is left alone. */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../../src/lib/api';
import { announcementList } from '../../../src/lib/announcements';
import { configureRequest, resetRequestConfiguration } from '../../../src/lib/request';
import ListView from '../../../src/islands/list/ListView';
import { $global } from '../../../src/stores/global';
import { storesUnmounted } from '../helpers/store-unmount';
import { startReferenceServer, type ReferenceServer } from '../helpers/reference-server';

let server: ReferenceServer;
beforeAll(async () => {
  server = await startReferenceServer();
  configureRequest({ origin: server.url, toast: () => {}, logError: () => {} });
});
afterAll(async () => {
  await storesUnmounted();
  resetRequestConfiguration();
  await server.close();
});
afterEach(() => cleanup());

const firstCells = () =>
  within(screen.getByRole('table', { name: '企业公告列表' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('ListView with inUrl false', () => {
  it('loads, pages and filters in memory; the page URL and the table info stay as they were', async () => {
    window.history.replaceState(null, '', '/basic/portal/detailsEnterprise?id=2&page=3');
    render(<ListView list={announcementList} initial={null} rowKey={(row) => row.id} inUrl={false} />);
    const first = await api.listAnnouncements({ page: 1, pageSize: 10 });
    await screen.findByText(`共 ${first.total} 条`);
    expect(firstCells()).toEqual(first.list.map((row) => row.title));

    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    const second = await api.listAnnouncements({ page: 2, pageSize: 10 });
    await screen.findByRole('button', { name: '第 2 页', current: 'page' });
    await expect.poll(firstCells).toEqual(second.list.map((row) => row.title));

    await userEvent.type(screen.getByRole('searchbox', { name: '关键词' }), '不存在的公告{Enter}');
    await screen.findByText('筛选条件：关键词“不存在的公告”');
    expect(screen.queryByRole('navigation', { name: '企业公告列表分页' })).toBeNull();
    expect(window.location.search).toBe('?id=2&page=3');
    expect($global.get().currentPath).toBe('');
  });
});
