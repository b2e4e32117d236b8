// @vitest-environment jsdom
/**
 * What keeps the layout still while data arrives: the pagination row draws nothing until the total is
 * known, and the account loader lays its children out with a placeholder, unseen and inert.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../../../src/lib/shared/contract';
import AccountLoader from '../../../src/islands/account/parts/AccountLoader';
import Pagination from '../../../src/islands/list/Pagination';
import { $account } from '../../../src/stores/account';
import type { LoadStatus } from '../../../src/lib/request/load';
import { totalPending } from '../../../src/stores/list';

afterEach(() => {
  cleanup();
  $account.set({ status: 'loading', data: null, error: null });
});

describe('totalPending', () => {
  it.each<[LoadStatus, number, boolean]>([
    ['loading', 0, true],
    ['failed', 0, true],
    ['ready', 0, false],
    ['loading', 42, false],
    ['failed', 42, false],
    ['ready', 42, false],
  ])('status %s with total %i: pending %s', (status, total, pending) => {
    expect(totalPending({ status, total })).toBe(pending);
  });
});

describe('Pagination while the total is pending', () => {
  const props = { page: 1, pageSize: 10, total: 0, pageSizes: [10, 20], onChange: () => {} };

  it('keeps a row of room and draws no control', () => {
    const { container } = render(<Pagination {...props} pending />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(container.firstElementChild?.className).toContain('h-8');
  });

  it('draws every control once the total is known', () => {
    render(<Pagination {...props} total={35} />);
    expect(screen.getByRole('navigation', { name: '分页' })).toBeTruthy();
    expect(screen.getByText('共 35 条')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^第 \d 页$/ })).toHaveLength(4);
  });
});

describe('AccountLoader with a placeholder', () => {
  const user = (nickname: string): User => ({
    id: 1,
    account: 'demo',
    role: 'user',
    nickname,
    realName: '',
    company: '',
    email: '',
    mobile: '138****8000',
    createdAt: '2026-01-01T00:00:00.000Z',
    lastLoginAt: null,
    blocking: false,
  });
  let mounts = 0;
  function Child({ user: shown }: { user: User }) {
    useEffect(() => {
      mounts += 1;
    }, []);
    return <p data-testid="child">{shown.nickname}</p>;
  }

  it('lays the children out unseen and inert under 载入中..., then shows the account in the same place', () => {
    mounts = 0;
    render(<AccountLoader placeholder={user('占位')}>{(shown) => <Child user={shown} />}</AccountLoader>);
    const child = screen.getByTestId('child');
    const frame = child.parentElement!;
    expect(child.textContent).toBe('占位');
    expect(frame.className).toContain('invisible');
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(frame.hasAttribute('inert')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('载入中...');

    act(() => $account.set({ status: 'ready', data: user('演示用户'), error: null }));
    expect(screen.getByTestId('child')).toBe(child);
    expect(child.textContent).toBe('演示用户');
    expect(frame.className).not.toContain('invisible');
    expect(frame.hasAttribute('aria-hidden')).toBe(false);
    expect(frame.hasAttribute('inert')).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
    expect(mounts).toBe(1);
  });

  it('shows the failure with 重试 instead of the placeholder', () => {
    render(<AccountLoader placeholder={user('占位')}>{(shown) => <Child user={shown} />}</AccountLoader>);
    act(() => $account.set({ status: 'failed', data: null, error: new Error('网络连接失败') }));
    expect(screen.queryByTestId('child')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('网络连接失败');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
