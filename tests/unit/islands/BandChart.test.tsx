// @vitest-environment jsdom
/** The charts' frame gives screen readers every number, and a band chart marks the points it lacks. */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import BandChart from '../../../src/islands/shared/BandChart';
import BarChart from '../../../src/islands/shared/BarChart';

afterEach(() => cleanup());

describe('BandChart', () => {
  const points = [
    { key: 'a', label: '11-02', figure: { middle: 250, low: 200, high: 300.25 }, note: '货源 5 条' },
    { key: 'b', label: '11-09', figure: null, note: '货源 2 条' },
    { key: 'c', label: '11-16', figure: { middle: 260, low: 240, high: 280 }, note: '运单 6 条' },
  ];
  it('reads each week as a table row, 样本不足 where no figure stands', () => {
    const { container } = render(
      <BandChart
        caption="每吨运价"
        points={points}
        unit="元/吨"
        labelHeader="周"
        middleName="中位数"
        bandName="25%–75% 区间"
        missingText="样本不足"
        noteHeader="样本"
      />,
    );
    const rows = within(screen.getByRole('table', { name: '每吨运价' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '周中位数（元/吨）25%–75% 区间（元/吨）样本',
      '11-02250200–300.3货源 5 条',
      '11-09样本不足样本不足货源 2 条',
      '11-16260240–280运单 6 条',
    ]);
    // Two runs of weeks with figures (the gap is not bridged), one marker per figure, one cross.
    expect(container.querySelectorAll('polygon')).toHaveLength(2);
    expect(container.querySelectorAll('circle')).toHaveLength(2);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('BarChart', () => {
  it('draws a bar per value and lists the values', () => {
    const { container } = render(
      <BarChart
        caption="每日浏览量"
        labelHeader="日期"
        unit="次"
        bars={[
          { key: '1', label: '11-26', value: 3 },
          { key: '2', label: '11-27', value: 0 },
        ]}
      />,
    );
    expect(container.querySelectorAll('rect')).toHaveLength(2);
    const rows = within(screen.getByRole('table', { name: '每日浏览量' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['日期数值（次）', '11-263', '11-270']);
  });
});
