/**
 * The desk statistics' choice of period (访问统计, 运营概览): a group of buttons, the chosen one pressed,
 * so the choice is said by `aria-pressed` and not by colour alone.
 */
interface PeriodChoiceProps<T extends number> {
  choices: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

export default function PeriodChoice<T extends number>({ choices, value, onChange }: PeriodChoiceProps<T>) {
  return (
    <div role="group" aria-label="统计区间" className="flex gap-2">
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          aria-pressed={value === choice.value}
          onClick={() => onChange(choice.value)}
          className="rounded-md border border-gray-300 px-3 py-1 text-sm whitespace-nowrap text-gray-700 hover:border-primary hover:text-primary aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-white"
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
