import type { ReactNode } from 'react';
import { contactClosedText, type LogisticsInfoDetail } from '../../lib/shared/contract';
import { LOGISTICS_KIND_LABELS } from '../../lib/shared/kind-labels';
import { logisticsFieldsOf } from '../../lib/offers/logistics-details';
import ContactSection from '../details/ContactSection';
import DetailsList from '../details/DetailsList';
import Paragraphs from '../details/Paragraphs';
import CreditBadge from '../shared/CreditBadge';
import MarkLabels from '../shared/MarkLabels';
import VerifiedBadge from '../shared/VerifiedBadge';

/** Whether the offer's phone can be asked for: a standing offer's, or any of one's own. */
export const contactOpen = (item: LogisticsInfoDetail): boolean => item.state === 'published' || item.mine;

/**
 * One logistics information item: its kind's fields, the contact and the text. Static: the offer's
 * static page renders it without a `client:` directive and puts the hydrated phone (`RevealPhone`:
 * masked by the server for everyone but its publisher, 登录后查看 for a visitor, 查看电话 for a
 * signed-in account) inside as `contact`; once the offer is over it says why there is none.
 */
export default function LogisticsView({ item, contact }: { item: LogisticsInfoDetail; contact?: ReactNode }) {
  return (
    <article className="space-y-5">
      <h2 className="text-2xl font-semibold text-gray-900">
        <span className="mr-2 rounded bg-blue-50 px-2 py-0.5 align-middle text-sm font-normal text-primary">
          {LOGISTICS_KIND_LABELS[item.kind]}
        </span>
        {item.title}
        <span className="ml-2 align-middle text-base font-normal">
          <VerifiedBadge enterpriseId={item.authorEnterpriseId} enterpriseName={item.authorEnterpriseName} />
          {/* 企业认证 is the badge before, which links to the enterprise. */}
          <MarkLabels marks={item.marks.filter((mark) => mark !== 'enterprise')} idPrefix="offer-mark" />
          <CreditBadge credit={item.credit} />
        </span>
      </h2>
      <DetailsList fields={logisticsFieldsOf(item.kind)} item={item} />
      <ContactSection>
        {contactOpen(item) ? (
          contact
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
    </article>
  );
}
