// @vitest-environment jsdom
/** The one load hook: 载入中 then the answer, a failure with 重试, a refresh that takes nothing away. */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import LoadPending from '../../../src/islands/shared/LoadPending';
import { useLoad } from '../../../src/islands/shared/useLoad';

function Host({ id, load }: { id: string; load: () => Promise<string> }) {
  const loaded = useLoad(id, load);
  if (loaded.status !== 'ready') return <LoadPending load={loaded} />;
  return (
    <button type="button" onClick={loaded.retry}>
      {loaded.data}
    </button>
  );
}

afterEach(cleanup);

describe('useLoad', () => {
  it('says 载入中 until the answer comes, then shows it', async () => {
    render(<Host id="a" load={() => Promise.resolve('答案')} />);
    expect(screen.getByText('载入中...')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '答案' })).toBeTruthy();
  });

  it('shows a failure in words with 重试, which loads again', async () => {
    let calls = 0;
    const load = () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve('第二次');
    };
    render(<Host id="a" load={load} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toContain('Failed to fetch');
    act(() => screen.getByRole('button', { name: '重试' }).click());
    expect(await screen.findByRole('button', { name: '第二次' })).toBeTruthy();
  });

  it('keeps the answer on screen while a retry of it loads, and loads anew for another key', async () => {
    let calls = 0;
    let release: (value: string) => void = () => {};
    const load = () => {
      calls += 1;
      if (calls === 1) return Promise.resolve('旧');
      return new Promise<string>((resolve) => (release = resolve));
    };
    const { rerender } = render(<Host id="a" load={load} />);
    const shown = await screen.findByRole('button', { name: '旧' });
    act(() => shown.click());
    expect(screen.getByRole('button', { name: '旧' })).toBeTruthy();
    await act(() => Promise.resolve(release('新')));
    expect(screen.getByRole('button', { name: '新' })).toBeTruthy();
    rerender(<Host id="b" load={load} />);
    expect(screen.getByText('载入中...')).toBeTruthy();
  });
});
