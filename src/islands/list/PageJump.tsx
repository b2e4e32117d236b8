/** 跳至 N 页: the pagination's jump to a page by its number (Pagination.tsx). */
import { useState, type SubmitEvent } from 'react';
import { jumpTarget } from '../../lib/list/pagination';
import { paginationMessages as text } from '../../lib/shared/pagination-messages';

interface PageJumpProps {
  last: number;
  disabled: boolean;
  buttonClass: string;
  go: (page: number) => void;
}

export default function PageJump({ last, disabled, buttonClass, go }: PageJumpProps) {
  const [jump, setJump] = useState('');
  const submitJump = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = jumpTarget(jump, last);
    if (target !== null) {
      setJump('');
      go(target);
    }
  };
  return (
    <form className="flex items-center gap-1" onSubmit={submitJump}>
      <label className="flex items-center gap-1">
        {text.jumpTo}
        <input
          inputMode="numeric"
          className="h-8 w-14 rounded-md border border-gray-300 px-2 text-center"
          value={jump}
          disabled={disabled}
          onChange={(event) => setJump(event.target.value)}
        />
        {text.page}
      </label>
      <button type="submit" className={`${buttonClass} border-gray-300 bg-white`} disabled={disabled}>
        {text.jumpToConfirm}
      </button>
    </form>
  );
}
