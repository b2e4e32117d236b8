import type { ReactNode } from 'react';
import type { Circle } from '../../../lib/shared/contract';

interface Props {
  circles: readonly Circle[];
  /** The chosen circle, or null for all circles. */
  selected: number | null;
  onSelect: (circle: Circle | null) => void;
  disabled?: boolean;
}

/** The circles with their description and counts; choosing one (or 全部圈子) filters the posts. */
export default function CirclePicker({ circles, selected, onSelect, disabled = false }: Props) {
  const item = (key: string, pressed: boolean, onClick: () => void, body: ReactNode) => (
    <li key={key}>
      <button
        type="button"
        aria-pressed={pressed}
        disabled={disabled}
        onClick={onClick}
        className={`flex h-full w-full flex-col gap-1 rounded-md border px-3 py-2 text-left text-sm ${
          pressed ? 'border-primary bg-primary-soft' : 'border-gray-200 bg-white hover:border-primary'
        }`}
      >
        {body}
      </button>
    </li>
  );
  return (
    <section aria-labelledby="circles-title">
      <h2 id="circles-title" className="mb-2 text-base font-semibold text-gray-900">
        圈子
      </h2>
      <ul className="flex flex-col gap-2">
        {item(
          'all',
          selected === null,
          () => onSelect(null),
          <>
            <span className="font-medium text-gray-900">全部圈子</span>
            <span className="text-xs text-gray-600">浏览所有圈子的帖子</span>
          </>,
        )}
        {circles.map((circle) =>
          item(
            String(circle.id),
            selected === circle.id,
            () => onSelect(circle),
            <>
              <span className="font-medium text-gray-900 [overflow-wrap:anywhere]">{circle.name}</span>
              <span className="line-clamp-2 text-xs text-gray-600 [overflow-wrap:anywhere]">
                {circle.description}
              </span>
              <span className="text-xs text-gray-600">
                帖子 {circle.postCount} · 回复 {circle.replyCount}
              </span>
            </>,
          ),
        )}
      </ul>
    </section>
  );
}
