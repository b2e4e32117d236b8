import type { Quote } from '../../../lib/shared/contract';
import type { QuotedOffer } from '../../../lib/waybills/api';
import QuoteForm from './QuoteForm';
import QuoteList from './QuoteList';

export interface QuoteWorkProps {
  offer: QuotedOffer;
  owner: boolean;
  quotes: Quote[];
  refresh: () => void;
}

/**
 * What a signed-in reader does with the offer's quotes, fetched on demand (a visitor's page does not
 * carry the form and its rules): the publisher's list, or a carrier's form or open quote.
 */
export default function QuoteWork({ offer, owner, quotes, refresh }: QuoteWorkProps) {
  if (owner) return <QuoteList offer={offer} quotes={quotes} refresh={refresh} />;
  return (
    <QuoteForm offer={offer} own={quotes.find((quote) => quote.state === 'open') ?? null} refresh={refresh} />
  );
}
