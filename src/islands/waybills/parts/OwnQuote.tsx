import { useState } from 'react';
import { toRequestError } from '../../../lib/request/errors';
import { withdrawQuote } from '../../../lib/waybills/api';
import { formatDate } from '../../../lib/shared/format';
import { formatPrice, formatVehicle } from '../../../lib/waybills/waybill-text';
import type { Quote } from '../../../lib/shared/contract';
import BusyButton from '../../shared/BusyButton';

/** The carrier's open quote on the offer, with 撤回报价 (then the form comes back for a new one). */
export default function OwnQuote({ quote: own, refresh }: { quote: Quote; refresh: () => void }) {
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-4 text-sm">
      <p>
        您已报价：{formatPrice(own.price)}，{formatVehicle(own.vehicle)}，{formatDate(own.loadingAt)}{' '}
        可装货，等待货主确认。
      </p>
      <BusyButton
        busy={busy}
        busyText="撤回中..."
        className="text-primary hover:underline"
        onClick={() => {
          setBusy(true);
          withdrawQuote(own.id, { skipErrorHandler: true })
            .then(refresh, (error: unknown) => setSaid(toRequestError(error).errorMessage))
            .finally(() => setBusy(false));
        }}
      >
        撤回报价
      </BusyButton>
      <p role="status" className="min-h-5 text-red-700">
        {said}
      </p>
    </div>
  );
}
