import { useState } from 'react';
import {
  RATING_DIMENSION_LABELS,
  RATING_DIMENSIONS,
  RATING_LIMITS,
  type RatedRole,
  type RatingScores,
  type WaybillRatings,
} from '../../../lib/shared/contract/ratings';
import { rateWaybill } from '../../../lib/waybills/api';
import BusyButton from '../../shared/BusyButton';
import { useOnceForm } from './useOnceForm';

const STARS = [1, 2, 3, 4, 5] as const;

interface RatingFormProps {
  waybillId: number;
  /** The role of the party being rated, whose three dimensions the form asks. */
  rated: RatedRole;
  onRated: (ratings: WaybillRatings) => void;
}

/**
 * 评价对方: each of the rated role's dimensions a radio group of 1–5 stars (arrow keys move within a
 * group, each star's label visible), an optional comment, sent once per filled form (one key).
 */
export default function RatingForm({ waybillId, rated, onRated }: RatingFormProps) {
  const [scores, setScores] = useState<RatingScores>({});
  const [comment, setComment] = useState('');
  const dimensions = RATING_DIMENSIONS[rated];
  const { said, busy, submit } = useOnceForm(
    (key) => rateWaybill(waybillId, { scores, comment }, key, { skipErrorHandler: true }),
    onRated,
  );
  const missing = dimensions.find((dimension) => scores[dimension] === undefined);

  return (
    <form
      onSubmit={(event) => submit(event, missing && `请为“${RATING_DIMENSION_LABELS[missing]}”评分`)}
      className="space-y-3"
      aria-labelledby="rating-form-title"
    >
      <h3 id="rating-form-title" className="font-medium text-gray-900">
        评价{rated === 'carrier' ? '承运方' : '货主'}
      </h3>
      {dimensions.map((dimension) => (
        <fieldset key={dimension} className="flex flex-wrap items-center gap-3">
          <legend className="float-left w-20 text-sm text-gray-700">
            {RATING_DIMENSION_LABELS[dimension]}
          </legend>
          {STARS.map((star) => (
            <label key={star} className="inline-flex items-center gap-1 text-sm text-gray-800">
              <input
                type="radio"
                name={`rating-${dimension}`}
                value={star}
                checked={scores[dimension] === star}
                onChange={() => setScores({ ...scores, [dimension]: star })}
              />
              {star} 星
            </label>
          ))}
        </fieldset>
      ))}
      <label className="block text-sm text-gray-700">
        评价内容（选填）
        <textarea
          className="mt-1 block w-full rounded border border-gray-300 p-2"
          rows={3}
          maxLength={RATING_LIMITS.commentMax}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </label>
      <BusyButton
        busy={busy}
        busyText="提交中..."
        className="rounded-md bg-primary-active px-4 py-2 text-sm text-white hover:bg-primary-active/90 disabled:opacity-60"
      >
        提交评价
      </BusyButton>
      <p role="status" className="min-h-5 text-sm text-red-700">
        {said}
      </p>
    </form>
  );
}
