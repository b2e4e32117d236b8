// @vitest-environment jsdom
/** The one empty state of the lists, and the pagination that an empty answer no longer draws. */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import EmptyState from '../../../src/islands/list/EmptyState';
import Pagination from '../../../src/islands/list/Pagination';

afterEach(() => cleanup());

describe('EmptyState', () => {
  it('without a search: 暂无数据 and nothing to clear', () => {
    render(<EmptyState onClear={() => undefined} />);
    expect(screen.getByRole('status').textContent).toBe('暂无数据');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('after a search: what was searched, and 清除筛选 that clears it', async () => {
    let cleared = 0;
    render(<EmptyState searched={['出发地“上海”', '车型“冷藏车”']} onClear={() => (cleared += 1)} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('没有找到符合条件的结果');
    expect(status.textContent).toContain('筛选条件：出发地“上海”，车型“冷藏车”');
    await userEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    expect(cleared).toBe(1);
  });
});

describe('Pagination of an empty answer', () => {
  const props = { page: 1, pageSize: 10, pageSizes: [10, 20], onChange: () => undefined, label: '分页' };

  it('draws no controls for 0 items, and keeps its row while the total is unknown', () => {
    const { container, rerender } = render(<Pagination {...props} total={0} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(container.innerHTML).toBe('');
    rerender(<Pagination {...props} total={0} pending />);
    expect(container.firstElementChild?.className).toContain('h-8');
    rerender(<Pagination {...props} total={3} />);
    expect(screen.getByRole('navigation', { name: '分页' }).textContent).toContain('共 3 条');
  });
});
