import { typedLength, type TextShape } from '../../../lib/shared/rules/fields';

/**
 * `12 / 100`, red past the limit; the field names it with aria-describedby. It counts as the rules
 * do (rules/length.ts): the text as it will be stored.
 */
export default function CharCounter({
  id,
  value,
  max,
  shape,
}: {
  id: string;
  value: string;
  max: number;
  shape: TextShape;
}) {
  const length = typedLength(value, shape);
  const over = length > max;
  return (
    <span id={id} className={`text-xs tabular-nums ${over ? 'font-medium text-red-700' : 'text-gray-600'}`}>
      <span className="sr-only">已输入</span>
      {length} / {max}
      <span className="sr-only">个字符{over ? '，已超出上限' : ''}</span>
    </span>
  );
}
