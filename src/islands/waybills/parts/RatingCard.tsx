import {
  RATING_DIMENSION_LABELS,
  type Rating,
  type RatingDimension,
} from '../../../lib/shared/contract/ratings';
import { formatDateTime } from '../../../lib/shared/format';

const DAY_MS = 24 * 3600 * 1000;

/** One rating: who rated, each dimension's stars, the comment, the answer; a blind one says when it shows. */
export default function RatingCard({ rating, title }: { rating: Rating; title: string }) {
  const days = Math.round((Date.parse(rating.publishesAt) - Date.parse(rating.createdAt)) / DAY_MS);
  return (
    <div className="rounded border border-gray-200 p-3 text-sm" aria-label={title} role="group">
      <p className="font-medium text-gray-900">
        {title} · {rating.raterNickname} ·{' '}
        <time dateTime={rating.createdAt}>{formatDateTime(rating.createdAt)}</time>
      </p>
      <p className="mt-1 flex flex-wrap gap-4 text-gray-800">
        {Object.entries(rating.scores).map(([dimension, score]) => (
          <span key={dimension}>
            {RATING_DIMENSION_LABELS[dimension as RatingDimension]} {score} 星
          </span>
        ))}
      </p>
      {rating.comment && <p className="mt-1 text-gray-800">{rating.comment}</p>}
      {rating.reply !== null && <p className="mt-1 text-gray-600">回复：{rating.reply}</p>}
      {!rating.published && (
        <p className="mt-1 text-amber-800" data-testid="rating-blind">
          已评价，对方评价后或 {days} 天后公开
        </p>
      )}
    </div>
  );
}
