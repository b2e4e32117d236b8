import { listMyVehicles } from '../../../lib/documents/api';
import { documentStateLabels } from '../../../lib/documents/documents';
import { MY_VEHICLES_PATH, withBase } from '../../../lib/shared/routes';
import { formatVehicle } from '../../../lib/waybills/waybill-text';
import { useLoad } from '../../shared/useLoad';

const base = import.meta.env.BASE_URL;

interface VehicleChoiceProps {
  value: string;
  onChange: (value: string) => void;
  className: string;
  error: string | undefined;
}

/**
 * 报价车辆: one of the carrier's own vehicles (with its review state: the shipper sees 车辆已认证 only
 * for an approved one) or 不指定车辆; with none yet, a line says where vehicles are added.
 */
export default function VehicleChoice({ value, onChange, className, error }: VehicleChoiceProps) {
  const load = useLoad('vehicles', () => listMyVehicles({ skipErrorHandler: true }));
  const vehicles = load.status === 'ready' ? load.data : [];
  return (
    <div className="flex max-w-full flex-col gap-1.5 text-sm font-medium text-gray-700">
      <label htmlFor="quote-vehicleId">报价车辆</label>
      <select
        id="quote-vehicleId"
        className={className}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby="quote-vehicleId-error"
      >
        <option value="">不指定车辆</option>
        {vehicles.map((vehicle) => (
          <option key={vehicle.id} value={vehicle.id}>
            {formatVehicle(vehicle)} · {documentStateLabels[vehicle.state]}
          </option>
        ))}
      </select>
      <span id="quote-vehicleId-error" className="min-h-5 text-xs font-normal text-red-700">
        {error ??
          (load.status === 'ready' && vehicles.length === 0 && (
            <span className="text-gray-600">
              还没有车辆，可在
              <a className="text-primary hover:underline" href={withBase(base, MY_VEHICLES_PATH)}>
                我的车辆
              </a>
              中添加
            </span>
          ))}
      </span>
    </div>
  );
}
