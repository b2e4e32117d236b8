// @vitest-environment jsdom
/**
 * A list inside another page (a `spec.prefix`, as an enterprise's routes) against the real
 * reference server: its own parameters carry the prefix, the page's own stay, no table info is saved.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as announcementsApi from '../../../src/lib/announcements/api';
import { announcementList } from '../../../src/lib/announcements/announcements';
import type { AnnouncementItem } from '../../../src/lib/shared/contract';
import { listSpec, type ListDefinition } from '../../../src/lib/list/list-definition';
import { configureRequest, resetRequestConfiguration } from '../../../src/lib/request/request';
import ListView from '../../../src/islands/list/ListView';
import { $global } from '../../../src/stores/shell/shell';
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

/** The announcements list as another page would hold it: its parameters are `news…`. */
const news: ListDefinition<AnnouncementItem> = {
  ...announcementList,
  spec: listSpec(announcementList.fields, { prefix: 'news' }),
};

describe('ListView of a list with a prefix', () => {
  it('pages with its own parameter; the page URL keeps its id and the table info stays', async () => {
    window.history.replaceState(null, '', '/basic/portal/detailsEnterprise?id=2&page=3');
    render(<ListView list={news} initial={null} rowKey={(row) => row.id} />);
    const first = await announcementsApi.listAnnouncements({ page: 1, pageSize: 10 });
    await screen.findByText(`共 ${first.total} 条`);
    expect(firstCells()).toEqual(first.list.map((row) => row.title));

    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    const second = await announcementsApi.listAnnouncements({ page: 2, pageSize: 10 });
    await screen.findByRole('button', { name: '第 2 页', current: 'page' });
    await expect.poll(firstCells).toEqual(second.list.map((row) => row.title));
    expect(window.location.search).toBe('?id=2&page=3&newsPage=2');

    window.history.back();
    await screen.findByRole('button', { name: '第 1 页', current: 'page' });
    await expect.poll(firstCells).toEqual(first.list.map((row) => row.title));

    await userEvent.type(screen.getByRole('searchbox', { name: '关键词' }), '不存在的公告{Enter}');
    await screen.findByText('筛选条件：关键词“不存在的公告”');
    expect(screen.queryByRole('navigation', { name: '企业公告列表分页' })).toBeNull();
    // The inner list's own filter lives in the URL under its prefix, beside the page's id.
    expect(window.location.search).toBe(`?id=2&page=3&newsKeyword=${encodeURIComponent('不存在的公告')}`);
    expect($global.get().currentPath).toBe('');
  });
});
