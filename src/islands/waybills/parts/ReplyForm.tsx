import { useState } from 'react';
import { RATING_LIMITS, type Rating } from '../../../lib/shared/contract/ratings';
import { replyToRating } from '../../../lib/waybills/api';
import BusyButton from '../../shared/BusyButton';
import { useOnceForm } from './useOnceForm';

/** The rated party's one answer to a published rating, sent once per filled form. */
export default function ReplyForm({
  rating,
  onReplied,
}: {
  rating: Rating;
  onReplied: (rating: Rating) => void;
}) {
  const [content, setContent] = useState('');
  const { said, busy, submit } = useOnceForm(
    (key) => replyToRating(rating.id, content, key, { skipErrorHandler: true }),
    onReplied,
  );

  return (
    <form
      onSubmit={(event) => submit(event, content.trim() === '' ? '请填写回复内容' : undefined)}
      className="mt-2 space-y-2"
    >
      <label className="block text-sm text-gray-700">
        回复这条评价（只能回复一次）
        <textarea
          className="mt-1 block w-full rounded border border-gray-300 p-2"
          rows={2}
          maxLength={RATING_LIMITS.replyMax}
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
      </label>
      <BusyButton
        busy={busy}
        busyText="提交中..."
        className="rounded-md border border-gray-300 px-3 py-1 text-sm"
      >
        回复
      </BusyButton>
      <p role="status" className="min-h-5 text-sm text-red-700">
        {said}
      </p>
    </form>
  );
}
