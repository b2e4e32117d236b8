import { useEffect, useState, type FormEvent } from 'react';
import { SUBSCRIPTION_KINDS, type SubscriptionKind } from '../../../lib/shared/contract';
import { LOGISTICS_KIND_LABELS } from '../../../lib/shared/kind-labels';
import { loadRegionData, type RegionData } from '../../../lib/shared/regions';
import { addSubscription } from '../../../stores/subscriptions';
import LaneEndField from './LaneEndField';

const BUTTON_CLASS =
  'h-10 rounded-md bg-primary px-5 text-sm font-medium text-white hover:bg-primary-hover active:bg-primary-active disabled:cursor-not-allowed disabled:opacity-60';

/** 添加线路: kind, origin and destination; the server's refusal (limit, duplicate) is said under it. */
export default function SubscriptionForm({ full }: { full: boolean }) {
  const [regions, setRegions] = useState<RegionData | null>(null);
  const [regionsFailed, setRegionsFailed] = useState(false);
  const [kind, setKind] = useState<SubscriptionKind>('cargo');
  const [origin, setOrigin] = useState('');
  const [destination, setDestination] = useState('');
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  useEffect(() => {
    loadRegionData().then(setRegions, () => setRegionsFailed(true));
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!origin || !destination) {
      setMessage(origin ? '请选择目的地' : '请选择出发地');
      return;
    }
    setSending(true);
    const refusal = await addSubscription({ kind, originCode: origin, destinationCode: destination });
    setSending(false);
    setMessage(refusal ?? '');
    if (refusal === null) {
      setOrigin('');
      setDestination('');
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="添加线路" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1.5 text-sm font-medium text-gray-700">
          信息类型
          <select
            value={kind}
            onChange={(event) => setKind(event.target.value === 'vehicle' ? 'vehicle' : 'cargo')}
            className="h-10 rounded-md border border-gray-300 bg-white px-2 text-sm font-normal focus:border-primary"
          >
            {SUBSCRIPTION_KINDS.map((value) => (
              <option key={value} value={value}>
                {LOGISTICS_KIND_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <LaneEndField legend="出发地" value={origin} onChange={setOrigin} regions={regions} />
        <LaneEndField legend="目的地" value={destination} onChange={setDestination} regions={regions} />
        <button type="submit" disabled={sending || full || !regions} className={BUTTON_CLASS}>
          添加线路
        </button>
      </div>
      {regionsFailed && (
        <p role="alert" className="text-sm text-red-600">
          地区数据载入失败，请刷新页面后重试
        </p>
      )}
      <p role="status" className="min-h-5 text-sm text-red-600">
        {message}
      </p>
    </form>
  );
}
