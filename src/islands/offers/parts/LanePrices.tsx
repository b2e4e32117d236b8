import { useEffect } from 'react';
import type { PriceLane } from '../../../lib/prices/price-lane';
import { useOnDemand } from '../../shared/useOnDemand';

const loadChart = () => import('./PriceChart');

/**
 * 运价参考 above a list filtered to a lane: a box of fixed height, so the list does not move when the
 * chart's code and figures arrive; both are fetched only once a lane is chosen (the list's budget).
 */
export default function LanePrices({ lane }: { lane: PriceLane }) {
  const chart = useOnDemand(loadChart);
  useEffect(chart.load, [chart.load]);
  return (
    <section
      aria-labelledby="lane-prices-title"
      className="mb-4 h-96 overflow-hidden rounded-lg bg-white p-4 shadow-sm"
    >
      <h2 id="lane-prices-title" className="text-base font-semibold text-gray-900">
        运价参考
      </h2>
      {chart.Component ? (
        <chart.Component lane={lane} />
      ) : (
        <p role="status" className="mt-2 text-sm text-gray-600">
          {chart.failed ? (
            <button type="button" onClick={chart.load} className="text-primary underline">
              运价参考未能载入，重试
            </button>
          ) : (
            '运价参考载入中...'
          )}
        </p>
      )}
    </section>
  );
}
