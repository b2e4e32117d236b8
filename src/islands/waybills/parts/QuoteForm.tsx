import { useState, type FormEvent, type ReactElement } from 'react';
import { newIdempotencyKey } from '../../../lib/request/api';
import { toRequestError } from '../../../lib/request/errors';
import { sendQuote } from '../../../lib/waybills/api';
import { chinaDay } from '../../../lib/shared/china-time';
import type { Quote } from '../../../lib/shared/contract';
import { LOADING_HORIZON_DAYS_DEFAULT } from '../../../lib/shared/rules/delivery';
import { QUOTE_LIMITS, quoteFieldRules } from '../../../lib/shared/rules/quote';
import { checkValue } from '../../../lib/shared/rules/rule';
import BusyButton from '../../shared/BusyButton';
import type { QuotedOffer } from '../OfferQuotes';
import OwnQuote from './OwnQuote';

const RULES = quoteFieldRules(() => chinaDay(), LOADING_HORIZON_DAYS_DEFAULT);
const INPUT = 'h-10 rounded-md border border-gray-300 px-2 text-sm font-normal focus:border-primary';
const BUTTON =
  'h-10 rounded-md bg-primary px-5 text-sm font-medium text-white hover:bg-primary-hover disabled:opacity-60';
type Field = 'price' | 'loadingAt' | 'note';

interface QuoteFormProps {
  offer: QuotedOffer;
  /** The carrier's open quote on the offer: shown with 撤回 instead of the form. */
  own: Quote | null;
  refresh: () => void;
}

/**
 * 我要报价: price (empty: 按货主报价), loading day and a note, checked by the server's own rules as
 * typed values are sent; one key per filled form, so a second click or a retry sends it once.
 */
export default function QuoteForm({ offer, own, refresh }: QuoteFormProps) {
  const [values, setValues] = useState<Record<Field, string>>({ price: '', loadingAt: '', note: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);

  if (own) return <OwnQuote quote={own} refresh={refresh} />;

  const body = {
    price: values.price === '' ? null : Number(values.price),
    loadingAt: values.loadingAt,
    note: values.note,
  };
  const LABELS: Record<Field, string> = { price: '报价（元）', loadingAt: '可装货日期', note: '补充说明' };
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = Object.fromEntries(
      (['price', 'loadingAt', 'note'] as const)
        .map((field) => [field, checkValue(RULES[field], body[field], LABELS[field])] as const)
        .filter(([, message]) => message !== null),
    ) as Partial<Record<Field, string>>;
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`quote-${first}`)?.focus();
    setBusy(true);
    setSaid('');
    try {
      await sendQuote(offer.id, { ...body, note: values.note }, key, { skipErrorHandler: true });
      setKey(newIdempotencyKey());
      refresh();
    } catch (error) {
      setSaid(toRequestError(error).errorMessage);
    } finally {
      setBusy(false);
    }
  }

  const field = (
    name: Field,
    control: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactElement,
  ) => (
    <label className="flex flex-col gap-1.5 text-sm font-medium text-gray-700">
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
        {field('note', (props) => (
          <input
            {...props}
            maxLength={QUOTE_LIMITS.noteMax}
            className={`${INPUT} w-72`}
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
