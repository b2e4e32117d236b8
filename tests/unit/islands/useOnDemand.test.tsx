// @vitest-environment jsdom
/** A component fetched on first interaction: loaded once, a failure reported (not thrown) and retried. */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { useOnDemand } from '../../../src/islands/shared/useOnDemand';

type Loader = () => Promise<{ default: ComponentType<{ word: string }> } | undefined>;

function Host({ loader }: { loader: Loader }) {
  const { Component, failed, load } = useOnDemand(loader);
  return (
    <div>
      <button type="button" onClick={load}>
        open
      </button>
      {Component ? <Component word="loaded" /> : failed ? <p>failed</p> : <p>waiting</p>}
    </div>
  );
}

const Loaded = ({ word }: { word: string }) => <p>{word}</p>;

afterEach(cleanup);

describe('useOnDemand', () => {
  it('fetches nothing until asked, then once however often it is asked', async () => {
    let calls = 0;
    const loader: Loader = () => {
      calls += 1;
      return Promise.resolve({ default: Loaded });
    };
    render(<Host loader={loader} />);
    expect(calls).toBe(0);
    act(() => {
      screen.getByRole('button').click();
      screen.getByRole('button').click();
    });
    expect(await screen.findByText('loaded')).toBeTruthy();
    act(() => screen.getByRole('button').click());
    expect(calls).toBe(1);
  });

  it.each([
    ['a rejected import', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))],
    ['an import a page-wide handler took over (undefined)', () => Promise.resolve(undefined)],
  ] as [string, Loader][])('%s is reported, and asking again retries', async (_, failure) => {
    let fail = true;
    const loader: Loader = () => (fail ? failure() : Promise.resolve({ default: Loaded }));
    render(<Host loader={loader} />);
    act(() => screen.getByRole('button').click());
    expect(await screen.findByText('failed')).toBeTruthy();
    fail = false;
    act(() => screen.getByRole('button').click());
    expect(await screen.findByText('loaded')).toBeTruthy();
  });
});
