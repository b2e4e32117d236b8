import { useState, type FormEvent, type ReactElement } from 'react';
import { newIdempotencyKey } from '../../../lib/request/api';
import { toRequestError } from '../../../lib/request/errors';
import { sendQuote } from '../../../lib/waybills/api';
import { type Quote } from '../../../lib/shared/contract';
import { ErrorCodes } from '../../../lib/shared/contract/error-codes';
import { QUOTE_LIMITS } from '../../../lib/shared/rules/quote-limits';
import BusyButton from '../../shared/BusyButton';
import type { QuotedOffer } from '../../../lib/waybills/api';
import OwnQuote from './OwnQuote';
import VehicleChoice from './VehicleChoice';

const INPUT = 'h-10 rounded-md border border-gray-300 px-2 text-sm font-normal focus:border-primary';
const BUTTON =
  'h-10 rounded-md bg-primary px-5 text-sm font-medium text-white hover:bg-primary-hover disabled:opacity-60';
const FIELDS = ['price', 'loadingAt', 'vehicleId', 'note'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { price: '', loadingAt: '', vehicleId: '', note: '' };
const LABELS = { price: '报价（元）', loadingAt: '可装货日期', note: '补充说明' } as const;

interface QuoteFormProps {
  offer: QuotedOffer;
  /** The carrier's open quote on the offer: shown with 撤回 instead of the form. */
  own: Quote | null;
  refresh: () => void;
}

/**
 * 我要报价: price (empty: 按货主报价), loading day and a note. The server checks them by the shared
 * rules (src/lib/shared/rules/quote.ts) and its message goes under the field it names: the form does
 * not carry the rules, whose shipment module would otherwise split from every form page's chunk. One
 * key per filled form, so a second click or a retry sends it once.
 */
export default function QuoteForm({ offer, own, refresh }: QuoteFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);

  if (own) return <OwnQuote quote={own} refresh={refresh} />;

  const body = {
    price: values.price === '' ? null : Number(values.price),
    loadingAt: values.loadingAt,
    vehicleId: values.vehicleId === '' ? null : Number(values.vehicleId),
    note: values.note,
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setSaid('');
    setErrors({});
    try {
      await sendQuote(offer.id, body, key, { skipErrorHandler: true });
      setKey(newIdempotencyKey());
      refresh();
    } catch (error) {
      const { errorCode, errorMessage } = toRequestError(error);
      // A field the server's rules refused is named in its message (`请输入可装货日期（loadingAt）`).
      // A vehicle not the carrier's is told under the vehicle's choice.
      const vehicle = errorCode === ErrorCodes.quoteVehicleRefused;
      const field = vehicle ? 'vehicleId' : FIELDS.find((name) => errorMessage.includes(`（${name}）`));
      if ((vehicle || errorCode === ErrorCodes.invalidInput) && field) {
        setErrors({ [field]: errorMessage.replace(`（${field}）`, '') });
        document.getElementById(`quote-${field}`)?.focus();
      } else setSaid(errorMessage);
    } finally {
      setBusy(false);
    }
  }

  const field = (
    name: keyof typeof LABELS,
    control: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactElement,
  ) => (
    <label className="flex max-w-full flex-col gap-1.5 text-sm font-medium text-gray-700">
      {LABELS[name]}
      {control({
        id: `quote-${name}`,
        'aria-invalid': Boolean(errors[name]),
        ...(errors[name] ? { 'aria-describedby': `quote-${name}-error` } : {}),
      })}
      <span id={`quote-${name}-error`} className="min-h-5 text-xs font-normal text-red-700">
        {errors[name]}
      </span>
    </label>
  );
  const change = (name: Field) => (event: { target: { value: string } }) =>
    setValues({ ...values, [name]: event.target.value });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="我要报价"
      className="flex flex-col gap-2"
    >
      <div className="flex flex-wrap items-start gap-4">
        {field('price', (props) => (
          <input
            {...props}
            type="number"
            inputMode="decimal"
            placeholder="不填为按货主报价"
            className={INPUT}
            value={values.price}
            onChange={change('price')}
          />
        ))}
        {field('loadingAt', (props) => (
          <input
            {...props}
            type="date"
            className={INPUT}
            value={values.loadingAt}
            onChange={change('loadingAt')}
          />
        ))}
        <VehicleChoice
          value={values.vehicleId}
          onChange={(vehicleId) => setValues({ ...values, vehicleId })}
          className={INPUT}
          error={errors.vehicleId}
        />
        {field('note', (props) => (
          <input
            {...props}
            maxLength={QUOTE_LIMITS.noteMax}
            className={`${INPUT} w-72 max-w-full`}
            value={values.note}
            onChange={change('note')}
          />
        ))}
        <BusyButton busy={busy} busyText="提交中..." className={`${BUTTON} mt-6`}>
          提交报价
        </BusyButton>
      </div>
      <p role="status" className="min-h-5 text-sm text-red-700">
        {said}
      </p>
    </form>
  );
}
