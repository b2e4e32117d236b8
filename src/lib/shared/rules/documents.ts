/**
 * The rules of a carrier's documents, checked the same way by the server and the forms: a vehicle
 * (plate and its colour, type, length, 核定载质量, 道路运输证号 and photo where the mass requires
 * them, the 行驶证 photo) and an identity (real name, 身份证号 by GB 11643, 驾驶证 photo,
 * 从业资格证号, the last valid day), and the desk's reason for a refusal.
 */
import * as z from 'zod/mini';
import { PERMIT_REQUIRED_ABOVE_TONS, PLATE_COLORS } from '../contract/documents.ts';
import { FILE_ID } from '../files.ts';
import { calendarDate, numberBetween, oneOf, requiredBody, requiredText, vehicleType } from './fields.ts';
import { idNumber } from './id-number.ts';
import { normalizePlate } from '../plate.ts';
import { REQUIRED } from './rule.ts';

export const DocumentLimits = {
  realName: 20,
  reason: 200,
  lengthMeters: [1, 25],
  loadTons: [0.1, 100],
} as const;

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
/**
 * 7 characters for a fuel vehicle (蓝牌, 黄牌; a trailer ends in 挂); 8 for a new-energy one (GA
 * 36-2018): a small one's third character is D or F, a large one's last.
 */
export const FUEL_PLATE = new RegExp(`^[${PROVINCES}][A-HJ-NP-Z]([A-HJ-NP-Z0-9]{5}|[A-HJ-NP-Z0-9]{4}挂)$`);
export const NEW_ENERGY_PLATE = new RegExp(
  `^[${PROVINCES}][A-HJ-NP-Z]([DF][A-HJ-NP-Z0-9]\\d{4}|\\d{5}[DF])$`,
);

export const DocumentTexts = {
  plate: '请输入正确的${label}，如 沪A12345 或新能源 沪AD12345',
  plateColor: '8 位新能源车牌为绿牌或黄绿牌，7 位车牌为蓝牌或黄牌，请核对号牌颜色',
  permitRequired: `核定载质量超过 ${PERMIT_REQUIRED_ABOVE_TONS} 吨的车辆须填写\${label}`,
  permitPhoto: '填写道路运输证号时请上传${label}',
  documentNumber: '${label}为 6～20 位数字或字母',
  photo: '请上传${label}',
} as const;

const vehiclePlate = z.string().check(
  z.overwrite(normalizePlate),
  z.minLength(1, REQUIRED),
  z.refine((plate) => FUEL_PLATE.test(plate) || NEW_ENERGY_PLATE.test(plate), DocumentTexts.plate),
);

/** A photo: the id `POST /files` gave the user (the server checks it is theirs). */
const photo = z.string({ error: DocumentTexts.photo }).check(z.regex(FILE_ID, DocumentTexts.photo));

/** 道路运输证号, 从业资格证号: letters and digits as printed, capitals. */
const documentNumber = z.string().check(
  z.overwrite((value: string) => value.replace(/\s+/g, '').toUpperCase()),
  z.regex(/^[0-9A-Z]{6,20}$/, DocumentTexts.documentNumber),
);

export const vehicleFieldRules = {
  plate: vehiclePlate,
  plateColor: oneOf(PLATE_COLORS),
  vehicleType,
  lengthMeters: numberBetween(...DocumentLimits.lengthMeters),
  loadTons: numberBetween(...DocumentLimits.loadTons),
  transportPermitNo: z.optional(documentNumber),
  licenseFileId: photo,
  permitFileId: z.optional(photo),
  expiresAt: z.optional(calendarDate),
};

/** The checks across a vehicle's fields, as `[field, message template]`: the server's and the form's. */
export function vehicleProblems(vehicle: {
  plate: string;
  plateColor: string;
  loadTons: number;
  transportPermitNo?: string | undefined;
  permitFileId?: string | undefined;
}): [string, string][] {
  const problems: [string, string][] = [];
  const newEnergy = NEW_ENERGY_PLATE.test(vehicle.plate);
  if (newEnergy !== (vehicle.plateColor === 'green' || vehicle.plateColor === 'yellow_green'))
    problems.push(['plateColor', DocumentTexts.plateColor]);
  if (vehicle.loadTons > PERMIT_REQUIRED_ABOVE_TONS && !vehicle.transportPermitNo)
    problems.push(['transportPermitNo', DocumentTexts.permitRequired]);
  if (vehicle.transportPermitNo && !vehicle.permitFileId)
    problems.push(['permitFileId', DocumentTexts.permitPhoto]);
  return problems;
}

/** `POST /user/vehicles`: the fields, nothing else, then the checks across them. */
export const vehicleRequestRules = z.strictObject(vehicleFieldRules).check(
  z.superRefine((vehicle, context) => {
    for (const [field, message] of vehicleProblems(vehicle))
      context.addIssue({ code: 'custom', path: [field], message });
  }),
);

export const identityFieldRules = {
  realName: requiredText(DocumentLimits.realName, 2),
  idNumber,
  driverLicenseFileId: z.optional(photo),
  qualificationNo: z.optional(documentNumber),
  expiresAt: z.optional(calendarDate),
};

/** `POST /user/identity`: the fields, nothing else. */
export const identityRequestRules = z.strictObject(identityFieldRules);

/** `POST /desk/documents/:id/reject`: the reason the owner will read (what to fix). */
export const documentRejectionRules = z.strictObject({ reason: requiredBody(DocumentLimits.reason) });
