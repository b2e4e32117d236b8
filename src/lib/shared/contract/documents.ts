/**
 * Verified carriers (docs/api.md, "Vehicles and documents"): a carrier's vehicles (行驶证, 道路运输证)
 * and their identity (身份证, 驾驶证, 从业资格证), the desk's review of them, and the marks offers carry.
 */
import type { DeskPerson } from './desk.ts';
import type { VehicleType } from './freight-terms.ts';
import { VERIFICATION_STATES } from './verification.ts';

/** 号牌颜色: 黄牌 (heavy), 蓝牌 (light), 绿牌 (new energy, small), 黄绿牌 (new energy, large). */
export const PLATE_COLORS = ['yellow', 'blue', 'green', 'yellow_green'] as const;
export type PlateColor = (typeof PLATE_COLORS)[number];

/**
 * What is stored: `pending` 审核中, `approved` 已认证, `rejected` 未通过 (with the editor's reason), the
 * states a 企业认证 application has.
 */
export const DOCUMENT_STORED_STATES = VERIFICATION_STATES;
/** What an answer says: the stored state, or `expired` (已过期) for an approved one past its expiresAt. */
export const DOCUMENT_STATES = [...DOCUMENT_STORED_STATES, 'expired'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

/** The two kinds of document; a queue item's id is `<kind>-<number>` (`vehicle-3`, `identity-3`). */
export const DOCUMENT_KINDS = ['vehicle', 'identity'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Above this 核定载质量 (tonnes) a vehicle needs a 道路运输证. */
export const PERMIT_REQUIRED_ABOVE_TONS = 4.5;

/** What a document has besides its own fields: its review and its expiry. */
interface Reviewed {
  state: DocumentState;
  /** Why it was refused (`rejected` only). */
  reason: string | null;
  /** The last day it is valid (`YYYY-MM-DD`), or null when none was given. */
  expiresAt: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** `POST /user/vehicles`. */
export interface VehicleRequest {
  plate: string;
  plateColor: PlateColor;
  vehicleType: VehicleType;
  lengthMeters: number;
  /** 核定载质量, tonnes. */
  loadTons: number;
  /** 道路运输证号: required when loadTons > 4.5. */
  transportPermitNo?: string | undefined;
  /** The 行驶证 photo (`POST /files`). */
  licenseFileId: string;
  /** The 道路运输证 photo: required with its number. */
  permitFileId?: string | undefined;
  expiresAt?: string | undefined;
}

/** A vehicle as `GET /user/vehicles` gives it: `transportPermitNo` masked (in full to editors only). */
export interface Vehicle extends Reviewed {
  id: number;
  plate: string;
  plateColor: PlateColor;
  vehicleType: VehicleType;
  lengthMeters: number;
  loadTons: number;
  transportPermitNo: string | null;
  licenseFileId: string;
  permitFileId: string | null;
}

/** `POST /user/identity`. */
export interface IdentityRequest {
  realName: string;
  /** 身份证号, checked by its GB 11643 check character. */
  idNumber: string;
  /** The 驾驶证 photo (`POST /files`). */
  driverLicenseFileId?: string | undefined;
  /** 从业资格证号. */
  qualificationNo?: string | undefined;
  expiresAt?: string | undefined;
}

/** The identity as `GET /user/identity` gives it (null before any): numbers masked except to editors. */
export interface Identity extends Reviewed {
  id: number;
  realName: string;
  idNumber: string;
  driverLicenseFileId: string | null;
  qualificationNo: string | null;
}

/** One row of `GET /desk/documents`: the document in full, whose it is and who decided it. */
export type DeskDocument = (
  | { kind: 'vehicle'; vehicle: Vehicle; identity?: never }
  | { kind: 'identity'; identity: Identity; vehicle?: never }
) & {
  /** `<kind>-<number>`, the id of the approve and reject endpoints. */
  id: string;
  owner: DeskPerson & { id: number };
  decidedBy: DeskPerson | null;
};

export interface DocumentRejection {
  reason: string;
}

/** `POST /desk/documents/:id/approve` and `/reject`'s answer. */
export interface DocumentDecision {
  id: string;
  state: 'approved' | 'rejected';
  reason: string | null;
}

/**
 * The marks an offer's publisher has earned, each checked by an editor and unexpired: 实名认证
 * (`identity`), 企业认证 (`enterprise`), 车辆已认证 (`vehicle`: a 车源 whose plate is one of its
 * publisher's approved vehicles). Only the marks earned are listed, in this order.
 */
export const MARKS = ['identity', 'enterprise', 'vehicle'] as const;
export type Mark = (typeof MARKS)[number];
