import type { Vehicle } from '../../../lib/shared/contract/documents';
import { deleteVehicle } from '../../../lib/documents/api';
import ConfirmDialog from '../../shared/ConfirmDialog';

export interface DeleteVehicleDialogProps {
  vehicle: Vehicle;
  onClose: () => void;
  onDeleted: () => void;
}

/** 删除 asks first: the vehicle's mark goes with it. Loaded on the first interest in 删除. */
export default function DeleteVehicleDialog({ vehicle, onClose, onDeleted }: DeleteVehicleDialogProps) {
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => !next && onClose()}
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
  );
}
