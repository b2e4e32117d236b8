import { useEffect, useId, useState } from 'react';
import {
  estimateFreight,
  type FreightBasis,
  type FreightRates,
} from '../../lib/freight-routes/freight-estimate';
import { formatMoney, formatNumber, formatUnitPrice } from '../../lib/shared/format';

const inputClass =
  'h-9 w-40 rounded-md border border-gray-300 bg-white px-3 text-sm focus:border-primary disabled:bg-gray-50 aria-invalid:border-red-600';

/**
 * 运费估算: weight and volume in, the charge out as the visitor types (the rule: src/lib/freight-routes/freight-estimate.ts).
 * The result, a hint or the message about a bad value shows in one polite live region of fixed height.
 */
export default function FreightEstimator({ rates }: { rates: FreightRates }) {
  const [weight, setWeight] = useState('');
  const [volume, setVolume] = useState('');
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const id = useId();
  const estimate = estimateFreight(rates, weight, volume);
  const invalid = (field: 'weight' | 'volume') => estimate.status === 'invalid' && estimate.field === field;
  const field = (name: 'weight' | 'volume', label: string, value: string, set: (text: string) => void) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-gray-600">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        inputMode="decimal"
        autoComplete="off"
        className={inputClass}
        value={value}
        disabled={!hydrated}
        aria-invalid={invalid(name)}
        aria-describedby={`${id}-result`}
        onChange={(event) => set(event.target.value)}
      />
    </div>
  );

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-gray-200 bg-white p-5 text-sm"
    >
      <h3 id={`${id}-title`} className="mb-3 text-base font-semibold text-gray-900">
        运费估算
      </h3>
      <form className="flex flex-wrap gap-x-6 gap-y-3" onSubmit={(event) => event.preventDefault()}>
        {field('weight', '货物重量（公斤）', weight, setWeight)}
        {field('volume', '货物体积（立方米）', volume, setVolume)}
      </form>
      <div id={`${id}-result`} role="status" className="mt-4 min-h-20 rounded-md bg-gray-50 px-4 py-3">
        {estimate.status === 'empty' && (
          <p className="text-gray-600">输入货物重量或体积，按本专线的重货价、轻货价和最低收费估算运费。</p>
        )}
        {estimate.status === 'invalid' && <p className="text-red-700">{estimate.message}</p>}
        {estimate.status === 'ok' && (
          <>
            <p className="text-gray-900">
              预计运费 <strong className="text-lg text-primary">{formatMoney(estimate.charge)}</strong>
              <span className="ml-2 text-gray-600">（{basisText[estimate.basis]}）</span>
            </p>
            <p className="mt-1 text-gray-600">
              按重量 {formatNumber(estimate.weight, '公斤')} × {formatUnitPrice(rates.heavyPrice, '公斤')} ={' '}
              {formatMoney(estimate.byWeight)}；按体积 {formatNumber(estimate.volume, '立方米')} ×{' '}
              {formatUnitPrice(rates.lightPrice, '方')} = {formatMoney(estimate.byVolume)}；最低收费{' '}
              {formatMoney(rates.minimumCharge)}。取三者中最高者，仅供参考。
            </p>
          </>
        )}
      </div>
    </section>
  );
}

const basisText: Readonly<Record<FreightBasis, string>> = {
  weight: '按重量计费',
  volume: '按体积计费',
  minimum: '按最低收费计',
};
