import type { LogisticsInfoDetail } from '../../lib/contract';
import { detailsHref } from '../../lib/list-definition';
import { kindLabels, logisticsDetails } from '../../lib/logistics-info';
import { loginUrlFor } from '../../lib/redirect';
import DetailsArticle, { TextSection } from '../details/DetailsArticle';

/**
 * One logistics information item: its fields, the contact (the phone masked by the server for a
 * visitor without a login, with 登录后查看 leading to the login and back to this item) and the text.
 */
export default function LogisticsView({ item }: { item: LogisticsInfoDetail }) {
  const back = detailsHref(logisticsDetails.path, item.id);
  return (
    <DetailsArticle
      title={
        <>
          <span className="mr-2 rounded bg-blue-50 px-2 py-0.5 align-middle text-sm font-normal text-primary">
            {kindLabels[item.kind]}
          </span>
          {item.title}
        </>
      }
      fields={logisticsDetails.fields}
      item={item}
    >
      <section
        aria-label="联系方式"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-200 bg-white p-5 text-sm"
      >
        <span className="text-gray-500">联系电话</span>
        <span className="font-medium tracking-wide text-gray-900" data-testid="contact-phone">
          {item.contactPhone || '-'}
        </span>
        {item.contactMasked && (
          <a href={loginUrlFor(back)} className="text-primary hover:underline">
            登录后查看
          </a>
        )}
      </section>
      <TextSection label="详细说明" text={item.content} />
    </DetailsArticle>
  );
}
