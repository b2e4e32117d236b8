// @vitest-environment jsdom
/** The tabbed list against the real reference server: the tab is list state, with its own columns. */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../../src/lib/api';
import type { LogisticsInfoItem } from '../../../src/lib/contract';
import {
  listSpec,
  type Column,
  type FilterField,
  type ListDefinition,
} from '../../../src/lib/list-definition';
import { apiParams } from '../../../src/lib/list-query';
import { configureRequest, resetRequestConfiguration } from '../../../src/lib/request';
import TabbedListView from '../../../src/islands/list/TabbedListView';
import { storesUnmounted } from '../helpers/store-unmount';
import { startReferenceServer, type ReferenceServer } from '../helpers/reference-server';

const kinds: Record<string, 'cargo' | 'vehicle' | 'line'> = { '1': 'cargo', '2': 'vehicle', '3': 'line' };
const title: Column<LogisticsInfoItem> = { key: 'title', title: '标题', value: (item) => item.title };
const fields: FilterField[] = [{ kind: 'text', name: 'origin', label: '出发地' }];
const list: ListDefinition<LogisticsInfoItem> = {
  path: '/basic/portal/logisticsInformation',
  endpoint: '/logistics-info',
  caption: '物流信息列表',
  columns: [title],
  tabs: [
    {
      key: '1',
      label: '货源',
      columns: [title, { key: 'cargo', title: '货物', value: (item) => item.cargoName }],
    },
    {
      key: '2',
      label: '车源',
      columns: [title, { key: 'vehicle', title: '车型', value: (item) => item.vehicleType }],
    },
    { key: '3', label: '专线' },
  ],
  fields,
  spec: listSpec(fields, { tabs: ['1', '2', '3'] }),
  params: (query) => ({ ...apiParams(query), kind: kinds[query.tab] ?? 'cargo' }),
};

let server: ReferenceServer;
beforeAll(async () => {
  server = await startReferenceServer();
});
afterAll(async () => {
  await storesUnmounted();
  resetRequestConfiguration();
  await server.close();
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/basic/portal/logisticsInformation');
});

const titlesShown = () =>
  within(screen.getByRole('table', { name: '物流信息列表' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

/** The total once shown: in the pagination, or (0 items, no pagination) as the empty state. */
const totalShown = (total: number) =>
  total === 0 ? screen.findByText('没有找到符合条件的结果') : screen.findByText(`共 ${total} 条`);

describe('TabbedListView', () => {
  it('switches tabs: URL, columns and rows follow; the filters stay', async () => {
    configureRequest({ origin: server.url, toast: () => {}, logError: () => {} });
    const origin = (await api.listLogisticsInfo({ kind: 'cargo', pageSize: 1 })).list[0]!.origin;
    window.history.replaceState(
      null,
      '',
      `/basic/portal/logisticsInformation?origin=${encodeURIComponent(origin)}`,
    );
    render(<TabbedListView list={list} initial={null} rowKey={(item) => item.id} />);
    const cargo = await api.listLogisticsInfo({ kind: 'cargo', origin, page: 1, pageSize: 10 });
    expect(cargo.total).toBeGreaterThan(0);
    await totalShown(cargo.total);
    expect(titlesShown()).toEqual(cargo.list.map((item) => item.title));
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['标题', '货物']);
    expect(screen.getByRole('tab', { name: '货源' })).toHaveProperty('ariaSelected', 'true');

    await userEvent.click(screen.getByRole('tab', { name: '车源' }));
    const vehicles = await api.listLogisticsInfo({ kind: 'vehicle', origin, page: 1, pageSize: 10 });
    await totalShown(vehicles.total);
    expect(window.location.search).toBe(`?tab=2&origin=${encodeURIComponent(origin)}`);
    expect(titlesShown()).toEqual(vehicles.list.map((item) => item.title));
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['标题', '车型']);

    await userEvent.keyboard('{ArrowRight}');
    const lines = await api.listLogisticsInfo({ kind: 'line', origin, page: 1, pageSize: 10 });
    await totalShown(lines.total);
    expect(screen.getByRole('tab', { name: '专线' })).toHaveProperty('ariaSelected', 'true');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['标题']);
  });
});
