import { useState } from 'react';
import { LOGISTICS_DETAILS_PATH, withBase } from '../../../lib/shared/routes';
import type { KeptUser } from '../../../lib/shared/contract';
import { LOGISTICS_KIND_LABELS } from '../../../lib/shared/kind-labels';
import { formatDateTime } from '../../../lib/shared/format';
import { detailsHref } from '../../../lib/list/list-definition';
import { routeText } from '../../../lib/shared/short-place';
import { dropKept } from '../../../stores/favorites';
import Refusal from './Refusal';

const base = import.meta.env.BASE_URL;

/** The kept users (常用车辆/常用货主), those who published last first, each with their newest offers. */
export default function KeptUsers({ users }: { users: KeptUser[] }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  if (users.length === 0)
    return (
      <p className="py-6 text-center text-sm text-gray-600">
        还没有常用车辆或货主：在信息页点“设为常用车辆”或“设为常用货主”即可保存
      </p>
    );
  return (
    <>
      <Refusal text={refusal} />
      <ul className="divide-y divide-gray-100">
        {users.map((user) => (
          <li key={user.id} className="py-3 text-sm">
            <div className="flex flex-wrap items-baseline gap-x-4">
              <span className="font-medium text-gray-900">{user.nickname}</span>
              <span className="text-gray-600">{formatDateTime(user.since)} 保存</span>
              <button
                type="button"
                className="text-primary hover:underline"
                aria-label={`移除常用 ${user.nickname}`}
                onClick={() => void dropKept('users', user.id).then(setRefusal)}
              >
                移除
              </button>
            </div>
            {user.offers.length === 0 ? (
              <p className="mt-1 text-gray-600">暂无发布中的信息</p>
            ) : (
              <ul aria-label={`${user.nickname} 最新发布`} className="mt-1 space-y-1">
                {user.offers.map((offer) => (
                  <li key={offer.id} className="flex flex-wrap gap-x-3">
                    <span className="text-gray-600">{LOGISTICS_KIND_LABELS[offer.kind]}</span>
                    <a
                      href={withBase(base, detailsHref(LOGISTICS_DETAILS_PATH, offer.id))}
                      className="text-primary underline"
                    >
                      {offer.title}
                    </a>
                    <span className="text-gray-600">{routeText(offer)}</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
