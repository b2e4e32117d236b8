import { useState } from 'react';
import { listWaybills } from '../../../lib/waybills/api';
import type { WaybillRole, WaybillState } from '../../../lib/shared/contract';
import { WAYBILL_STATE_LABELS } from '../../../lib/shared/waybill-labels';
import { formatDate } from '../../../lib/shared/format';
import { formatPrice } from '../../../lib/waybills/waybill-text';
import { WAYBILL_PATH, withBase } from '../../../lib/shared/routes';
import LoadPending from '../../shared/LoadPending';
import { useLoad } from '../../shared/useLoad';
import ColumnHeads from './ColumnHeads';

const base = import.meta.env.BASE_URL;

/** One role's waybills (the first 50, newest first), of the state chosen above the table or all. */
export default function WaybillTable({ role }: { role: WaybillRole }) {
  const [state, setState] = useState<WaybillState | ''>('');
  const load = useLoad(`${role}:${state}`, () =>
    listWaybills({ role, pageSize: 50, ...(state === '' ? {} : { state }) }),
  );
  return (
    <div className="space-y-3">
      <label className="flex items-center gap-2 text-sm text-gray-700">
        状态
        <select
          className="h-9 rounded border border-gray-300 px-2"
          value={state}
          onChange={(event) => setState(event.target.value as WaybillState | '')}
        >
          <option value="">全部</option>
          {(Object.keys(WAYBILL_STATE_LABELS) as WaybillState[]).map((key) => (
            <option key={key} value={key}>
              {WAYBILL_STATE_LABELS[key]}
            </option>
          ))}
        </select>
      </label>
      {load.status !== 'ready' ? (
        <LoadPending load={load} />
      ) : load.data.list.length === 0 ? (
        <p className="py-8 text-center text-gray-600">暂无运单</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">我的运单（共 {load.data.total} 条）</caption>
          <ColumnHeads
            names={[
              '运单号',
              '线路',
              '货物',
              '运费',
              '装货日期',
              role === 'shipper' ? '承运方' : '货主',
              '状态',
            ]}
          />
          <tbody>
            {load.data.list.map((waybill) => (
              <tr key={waybill.id} className="border-b border-gray-100">
                <td className="py-2 pr-3">
                  <a
                    className="text-primary hover:underline"
                    href={withBase(base, `${WAYBILL_PATH}?id=${waybill.id}`)}
                  >
                    {waybill.waybillNo}
                  </a>
                </td>
                <td className="py-2 pr-3">
                  {waybill.origin} → {waybill.destination}
                </td>
                <td className="py-2 pr-3">{waybill.cargoName}</td>
                <td className="py-2 pr-3">{formatPrice(waybill.price)}</td>
                <td className="py-2 pr-3">{formatDate(waybill.loadingAt)}</td>
                <td className="py-2 pr-3">
                  {role === 'shipper' ? waybill.carrierNickname : waybill.shipperNickname}
                </td>
                <td className="py-2">{WAYBILL_STATE_LABELS[waybill.state]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
