import { counted } from '../../lib/community-input';

/** `12 / 100`, red past the limit; the field names it with aria-describedby. */
export default function CharCounter({ id, value, max }: { id: string; value: string; max: number }) {
  const length = counted(value);
  const over = length > max;
  return (
    <span id={id} className={`text-xs tabular-nums ${over ? 'font-medium text-red-700' : 'text-gray-600'}`}>
      <span className="sr-only">已输入</span>
      {length} / {max}
      <span className="sr-only">个字符{over ? '，已超出上限' : ''}</span>
    </span>
  );
}
