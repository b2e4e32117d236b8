import { getPriceReference, type PriceLane } from '../../../lib/prices/api';
import { suggestedRange } from '../../../lib/prices/price-words';
import { useLoad } from '../../shared/useLoad';

/** The lane's suggested range in one line, or nothing (too few prices, or none could be read). */
export default function PriceSuggestion({ lane }: { lane: PriceLane }) {
  const load = useLoad(JSON.stringify(lane), () => getPriceReference(lane));
  return load.status === 'ready' ? suggestedRange(load.data) : null;
}
