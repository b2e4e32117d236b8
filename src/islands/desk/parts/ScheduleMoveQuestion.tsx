import { scheduleText } from '../../../lib/desk/schedules';
import type { DeskSchedule } from '../../../lib/shared/contract/schedules';

interface ScheduleMoveQuestionProps {
  schedule: DeskSchedule;
  /** Unanswered until the editor chooses: a save without an answer is refused (10845) with the question. */
  move: boolean | undefined;
  onMove: (move: boolean) => void;
}

/** Asked beside 保存为新版本 of an item scheduled to publish: does the schedule move to the new revision? */
export default function ScheduleMoveQuestion({ schedule, move, onMove }: ScheduleMoveQuestionProps) {
  const choices = [
    { value: true, text: '改为定时发布新保存的版本' },
    { value: false, text: `仍定时发布第 ${schedule.revision} 版` },
  ];
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-gray-800">
      <legend className="px-1 font-medium">该内容已{scheduleText(schedule)}。保存新版本后：</legend>
      {choices.map((choice) => (
        <label key={String(choice.value)} className="flex items-center gap-2">
          <input
            type="radio"
            name="move-schedule"
            required
            checked={move === choice.value}
            onChange={() => onMove(choice.value)}
          />
          {choice.text}
        </label>
      ))}
    </fieldset>
  );
}
