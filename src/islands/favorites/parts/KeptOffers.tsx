import { useState } from 'react';
import { LOGISTICS_DETAILS_PATH, withBase } from '../../../lib/shared/routes';
import { OFFER_STATE_LABELS, type FavoriteOffer } from '../../../lib/shared/contract';
import { LOGISTICS_KIND_LABELS } from '../../../lib/shared/kind-labels';
import { formatDateTime } from '../../../lib/shared/format';
import { detailsHref } from '../../../lib/list/list-definition';
import { routeText } from '../../../lib/shared/short-place';
import { dropKept } from '../../../stores/favorites';
import Refusal from './Refusal';

const base = import.meta.env.BASE_URL;

/** The kept offers, last kept first; one that no longer stands says why (已撤回, 已成交, 已过期). */
export default function KeptOffers({ offers }: { offers: FavoriteOffer[] }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  if (offers.length === 0)
    return (
      <p className="py-6 text-center text-sm text-gray-600">还没有收藏的信息：在信息页点“收藏”即可保存</p>
    );
  return (
    <>
      <Refusal text={refusal} />
      <table className="w-full text-left text-sm">
        <thead className="border-b border-gray-200 text-gray-600">
          <tr>
            <th className="py-2 font-medium">类型</th>
            <th className="py-2 font-medium">信息</th>
            <th className="py-2 font-medium">线路</th>
            <th className="py-2 font-medium">状态</th>
            <th className="py-2 font-medium">收藏时间</th>
            <th className="py-2 font-medium">操作</th>
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => (
            <tr key={offer.id} className="border-b border-gray-100" data-state={offer.state}>
              <td className="py-2">{LOGISTICS_KIND_LABELS[offer.kind]}</td>
              <td className="py-2">
                <a
                  href={withBase(base, detailsHref(LOGISTICS_DETAILS_PATH, offer.id))}
                  className="text-primary underline"
                >
                  {offer.title}
                </a>
              </td>
              <td className="py-2 text-gray-700">{routeText(offer)}</td>
              <td className={`py-2 ${offer.state === 'published' ? 'text-green-700' : 'text-gray-600'}`}>
                {OFFER_STATE_LABELS[offer.state]}
              </td>
              <td className="py-2 text-gray-600">{formatDateTime(offer.keptAt)}</td>
              <td className="py-2">
                <button
                  type="button"
                  className="text-primary hover:underline"
                  aria-label={`取消收藏 ${offer.title}`}
                  onClick={() => void dropKept('offers', offer.id).then(setRefusal)}
                >
                  取消收藏
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
