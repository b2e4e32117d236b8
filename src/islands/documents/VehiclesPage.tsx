import '../../stores/shell/request-effects';
import { useState } from 'react';
import type { Vehicle } from '../../lib/shared/contract/documents';
import { formatNumber } from '../../lib/shared/format';
import { documentStateLabels, plateColorLabels } from '../../lib/documents/documents';
import { deleteVehicle, listMyVehicles } from '../../lib/documents/api';
import ConfirmButton from '../shared/ConfirmButton';
import LoadPending from '../shared/LoadPending';
import TableHead from '../shared/TableHead';
import { useLoad } from '../shared/useLoad';
import VehicleForm from './parts/VehicleForm';

const HEADINGS = ['车牌号', '车型', '核定载质量', '有效期至', '状态', '操作'];

function VehicleRow({ vehicle, onDeleted }: { vehicle: Vehicle; onDeleted: () => void }) {
  return (
    <tr data-state={vehicle.state}>
      <th scope="row" className="px-3 py-2 font-normal text-gray-900">
        {vehicle.plate}
        <span className="ml-1 text-xs text-gray-600">{plateColorLabels[vehicle.plateColor]}</span>
      </th>
      <td className="px-3 py-2">
        {formatNumber(vehicle.lengthMeters)}米 {vehicle.vehicleType}
      </td>
      <td className="px-3 py-2">{formatNumber(vehicle.loadTons, '吨')}</td>
      <td className="px-3 py-2">{vehicle.expiresAt ?? '未填写'}</td>
      <td className="px-3 py-2">
        {documentStateLabels[vehicle.state]}
        {vehicle.reason && <p className="mt-1 text-xs text-red-700">原因：{vehicle.reason}</p>}
      </td>
      <td className="px-3 py-2">
        <ConfirmButton
          text="删除"
          label={`删除车辆 ${vehicle.plate}`}
          className="text-red-700 hover:underline"
          tone="danger"
          title={`删除车辆 ${vehicle.plate}`}
          question="删除后该车辆的认证随之取消，您发布的该车牌车源不再显示“车辆已认证”。确定删除吗？"
          confirmText="确定删除"
          busyText="删除中..."
          onConfirm={async () => {
            await deleteVehicle(vehicle.id, { hideMessage: true });
            onDeleted();
          }}
        />
      </td>
    </tr>
  );
}

/** 我的车辆: the vehicles with their review state (and the reason of a refusal), delete, and the add form. */
export default function VehiclesPage() {
  const load = useLoad('vehicles', () => listMyVehicles({ hideMessage: true }));
  const [added, setAdded] = useState(0);
  if (load.status !== 'ready') return <LoadPending load={load} />;
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <section aria-labelledby="vehicles-title" className="rounded-lg border border-gray-200 bg-white p-6">
        <h2 id="vehicles-title" className="mb-3 text-base font-semibold text-gray-900">
          我的车辆
        </h2>
        {load.data.length === 0 ? (
          <p className="text-sm text-gray-600">
            还没有添加车辆。添加并通过审核后，您发布的该车牌车源会显示“车辆已认证”。
          </p>
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">我的车辆，共 {load.data.length} 辆</caption>
            <TableHead headings={HEADINGS} />
            <tbody className="divide-y divide-gray-100">
              {load.data.map((vehicle) => (
                <VehicleRow key={vehicle.id} vehicle={vehicle} onDeleted={load.retry} />
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section
        aria-labelledby="vehicle-form-title"
        className="rounded-lg border border-gray-200 bg-white p-6"
      >
        <h2 id="vehicle-form-title" className="mb-4 text-base font-semibold text-gray-900">
          添加车辆
        </h2>
        <div className="max-w-md">
          <VehicleForm
            key={added}
            onSent={(vehicle) => {
              load.replace([vehicle, ...load.data]);
              setAdded((n) => n + 1);
            }}
          />
        </div>
      </section>
    </div>
  );
}
