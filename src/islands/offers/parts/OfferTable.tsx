import { useState } from 'react';
import { listOwnOffers } from '../../../lib/offers/api';
import type { OfferViewState, OwnOffer } from '../../../lib/shared/contract';
import { detailsHref } from '../../../lib/list/list-definition';
import { labelledDays } from '../../../lib/offers/logistics-details';
import {
  LOGISTICS_DETAILS_PATH,
  PUBLISH_CARGO_PATH,
  PUBLISH_VEHICLE_PATH,
  withBase,
} from '../../../lib/shared/routes';
import LoadPending from '../../shared/LoadPending';
import { useLoad } from '../../shared/useLoad';
import CloseOfferButton from './CloseOfferButton';

const base = import.meta.env.BASE_URL;

/** The offer's publish form, filled for 编辑 (while 发布中) or 重新发布 (once over). */
const formHref = (offer: OwnOffer, mode: 'edit' | 'republish') =>
  withBase(
    base,
    `${offer.kind === 'vehicle' ? PUBLISH_VEHICLE_PATH : PUBLISH_CARGO_PATH}?${mode}=${offer.id}`,
  );

/**
 * One state's offers (the first 50, newest first): 编辑, 撤回 and 成交 (asked first) while they stand, 重新发布 once
 * they are over.
 */
export default function OfferTable({ state }: { state: OfferViewState }) {
  const load = useLoad(state, () => listOwnOffers({ state, pageSize: 50 }));
  const [notice, setNotice] = useState('');
  const closed = (said: string) => {
    setNotice(said);
    load.retry();
  };

  if (load.status !== 'ready') return <LoadPending load={load} />;
  const { list: offers, total } = load.data;
  return (
    <div className="space-y-3">
      <p role="status" className="min-h-5 text-sm text-green-700">
        {notice}
      </p>
      {offers.length === 0 ? (
        <p className="py-8 text-center text-gray-600">暂无信息</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">我的发布（共 {total} 条）</caption>
          <thead>
            <tr className="border-b border-gray-200 text-left text-gray-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                标题
              </th>
              <th scope="col" className="w-64 py-2 pr-3 font-medium">
                日期
              </th>
              <th scope="col" className="w-24 py-2 pr-3 font-medium">
                电话被查看
              </th>
              <th scope="col" className="w-24 py-2 pr-3 font-medium">
                报价
              </th>
              <th scope="col" className="w-52 py-2 font-medium">
                操作
              </th>
            </tr>
          </thead>
          <tbody>
            {offers.map((offer) => (
              <tr key={offer.id} className="border-b border-gray-100">
                <td className="py-2 pr-3">
                  <a
                    className="text-primary hover:underline"
                    href={withBase(base, detailsHref(LOGISTICS_DETAILS_PATH, offer.id))}
                  >
                    {offer.title}
                  </a>
                </td>
                <td className="py-2 pr-3">{labelledDays(offer)}</td>
                <td className="py-2 pr-3">{offer.contactReveals} 次</td>
                <td className="py-2 pr-3">
                  {offer.kind !== 'cargo' ? (
                    '-'
                  ) : offer.openQuotes > 0 && offer.state === 'published' ? (
                    <a
                      className="text-primary hover:underline"
                      href={`${withBase(base, detailsHref(LOGISTICS_DETAILS_PATH, offer.id))}#offer-quotes`}
                      aria-label={`${offer.title}：${offer.openQuotes} 个报价待处理`}
                    >
                      {offer.openQuotes} 个待处理
                    </a>
                  ) : (
                    `${offer.openQuotes} 个`
                  )}
                </td>
                <td className="space-x-2 py-2">
                  {offer.state === 'published' ? (
                    <>
                      <a
                        href={formHref(offer, 'edit')}
                        aria-label={`编辑：${offer.title}`}
                        className="text-primary hover:underline"
                      >
                        编辑
                      </a>
                      <CloseOfferButton offer={offer} action="done" onClosed={closed} />
                      <CloseOfferButton offer={offer} action="withdraw" onClosed={closed} />
                    </>
                  ) : (
                    <a
                      href={formHref(offer, 'republish')}
                      aria-label={`重新发布：${offer.title}`}
                      className="text-primary hover:underline"
                    >
                      重新发布
                    </a>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
