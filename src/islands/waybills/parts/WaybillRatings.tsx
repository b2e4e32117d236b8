import type { WaybillDetail, WaybillRole } from '../../../lib/shared/contract';
import type { Rating, WaybillRatings as Ratings } from '../../../lib/shared/contract/ratings';
import RatingCard from './RatingCard';
import RatingForm from './RatingForm';
import ReplyForm from './ReplyForm';

export interface WaybillRatingsProps {
  waybill: WaybillDetail;
  /** The viewer's party; null for an editor, who reads both. */
  role: WaybillRole | null;
  onChanged: (ratings: Ratings) => void;
}

/**
 * 评价 (docs/api.md, Ratings and credit): the form while the viewer may rate, their own rating (blind
 * until the other rates or the blind days pass), the other's once published with the answer form.
 */
export default function WaybillRatings({ waybill, role, onChanged }: WaybillRatingsProps) {
  const { ratings } = waybill;
  const rows: [string, Rating | null][] = [
    ['货主的评价', ratings.byShipper],
    ['承运方的评价', ratings.byCarrier],
  ];
  const shown = rows.filter((row): row is [string, Rating] => row[1] !== null);
  if (!ratings.mayRate && shown.length === 0) return null;
  const replied = (rating: Rating) =>
    onChanged(
      rating.id === ratings.byShipper?.id
        ? { ...ratings, byShipper: rating }
        : { ...ratings, byCarrier: rating },
    );
  return (
    <section aria-labelledby="waybill-ratings" className="space-y-3 print:hidden">
      <h2 id="waybill-ratings" className="text-base font-semibold text-gray-900">
        评价
      </h2>
      {ratings.mayRate && role && (
        <RatingForm
          waybillId={waybill.id}
          rated={role === 'shipper' ? 'carrier' : 'shipper'}
          onRated={onChanged}
        />
      )}
      {shown.map(([title, rating]) => (
        <div key={rating.id}>
          <RatingCard rating={rating} title={title} />
          {rating.published && rating.reply === null && role && rating.raterId !== waybill[role].id && (
            <ReplyForm rating={rating} onReplied={replied} />
          )}
        </div>
      ))}
    </section>
  );
}
