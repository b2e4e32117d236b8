/** Carriers' documents in the portal's words: states, plate colours, and the form's choices. */
import {
  PLATE_COLORS,
  type DeskDocument,
  type DocumentState,
  type PlateColor,
} from '../shared/contract/documents.ts';
import { formatNumber } from '../shared/format.ts';
import type { FieldOption } from '../shared/freight-choices.ts';

export const documentStateLabels: Readonly<Record<DocumentState, string>> = {
  pending: '审核中',
  approved: '已认证',
  rejected: '未通过',
  expired: '已过期',
};

export const plateColorLabels: Readonly<Record<PlateColor, string>> = {
  yellow: '黄牌',
  blue: '蓝牌',
  green: '绿牌（新能源）',
  yellow_green: '黄绿牌（新能源）',
};

export const plateColorOptions: readonly FieldOption[] = PLATE_COLORS.map((color) => ({
  value: color,
  label: plateColorLabels[color],
}));

/** The typed fields as `[label, value]`, and the photos as `[label, file id]`. */
export function documentDescription(document: DeskDocument): {
  title: string;
  fields: [string, string][];
  photos: [string, string | null][];
} {
  if (document.kind === 'vehicle') {
    const vehicle = document.vehicle;
    return {
      title: `车辆 ${vehicle.plate}`,
      fields: [
        ['车牌号', `${vehicle.plate}（${plateColorLabels[vehicle.plateColor]}）`],
        ['车型', `${formatNumber(vehicle.lengthMeters)}米 ${vehicle.vehicleType}`],
        ['核定载质量', formatNumber(vehicle.loadTons, '吨')],
        ['道路运输证号', vehicle.transportPermitNo ?? '无'],
        ['有效期至', vehicle.expiresAt ?? '未填写'],
      ],
      photos: [
        ['行驶证', vehicle.licenseFileId],
        ['道路运输证', vehicle.permitFileId],
      ],
    };
  }
  const identity = document.identity;
  return {
    title: `实名认证 ${identity.realName}`,
    fields: [
      ['真实姓名', identity.realName],
      ['身份证号', identity.idNumber],
      ['从业资格证号', identity.qualificationNo ?? '未填写'],
      ['有效期至', identity.expiresAt ?? '未填写'],
    ],
    photos: [['驾驶证', identity.driverLicenseFileId]],
  };
}
