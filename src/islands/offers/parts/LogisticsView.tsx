import { lazy, Suspense } from 'react';
import { contactClosedText, type LogisticsInfoDetail } from '../../../lib/shared/contract';
import { LOGISTICS_KIND_LABELS } from '../../../lib/shared/kind-labels';
import { detailsHref } from '../../../lib/list/list-definition';
import { logisticsDetails, logisticsFieldsOf } from '../../../lib/offers/logistics-details';
import ContactSection from '../../details/ContactSection';
import DetailsList from '../../details/DetailsList';
import Paragraphs from '../../details/Paragraphs';
import VerifiedBadge from '../../shared/VerifiedBadge';
import RevealPhone from './RevealPhone';

// Below the fold and only for standing offers: its code is loaded when it is shown.
const OfferMatches = lazy(() => import('./OfferMatches'));

/**
 * One logistics information item: its kind's fields, the contact (the phone masked by the server for
 * everyone but its publisher: 登录后查看 for a visitor, 查看电话 for a signed-in account; none, and
 * why, once the offer is over) and the text.
 */
export default function LogisticsView({ item }: { item: LogisticsInfoDetail }) {
  const back = detailsHref(logisticsDetails.path, item.id);
  return (
    <article className="space-y-5">
      <h2 className="text-2xl font-semibold text-gray-900">
        <span className="mr-2 rounded bg-blue-50 px-2 py-0.5 align-middle text-sm font-normal text-primary">
          {LOGISTICS_KIND_LABELS[item.kind]}
        </span>
        {item.title}
        <span className="ml-2 align-middle text-base font-normal">
          <VerifiedBadge enterpriseId={item.authorEnterpriseId} enterpriseName={item.authorEnterpriseName} />
        </span>
      </h2>
      <DetailsList fields={logisticsFieldsOf(item.kind)} item={item} />
      <ContactSection>
        {item.state === 'published' || item.mine ? (
          <RevealPhone item={item} back={back} />
        ) : (
          <span className="text-gray-700" data-testid="contact-closed">
            {contactClosedText(item.state)}
          </span>
        )}
      </ContactSection>
      {/* An offer published without 备注 has no text to show: no empty box. */}
      {item.content.trim() !== '' && (
        <section aria-label="详细说明" className="rounded-lg border border-gray-200 bg-white p-6">
          <Paragraphs text={item.content} />
        </section>
      )}
      {item.state === 'published' && (item.kind === 'cargo' || item.kind === 'vehicle') && (
        <Suspense fallback={null}>
          <OfferMatches item={item} />
        </Suspense>
      )}
    </article>
  );
}
