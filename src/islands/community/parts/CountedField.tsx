import FieldShell from '../../form/FieldShell';
import type { TextShape } from '../../../lib/shared/rules/fields';
import CharCounter from './CharCounter';

interface CountedFieldProps {
  /** The control's id; its counter is `${id}-count`. */
  id: string;
  label: string;
  value: string;
  max: number;
  /** A one-line field (`line`, an input) or a body of text (`body`, a textarea). */
  shape: TextShape;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A text field of the form block's frame with a counter under it that counts as the rules do. */
export default function CountedField({ id, label, value, max, shape, error, onChange }: CountedFieldProps) {
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={<CharCounter id={`${id}-count`} value={value} max={max} shape={shape} />}
      control={({ className, ...control }) =>
        shape === 'line' ? (
          <input
            {...control}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={`h-10 ${className}`}
          />
        ) : (
          <textarea
            {...control}
            value={value}
            rows={10}
            onChange={(event) => onChange(event.target.value)}
            className={`py-2 leading-6 ${className}`}
          />
        )
      }
    />
  );
}
