/**
 * What each mark is called and what it vouches for, as labels and their explanations show it; the
 * words fit an offer's publisher and a post's or a reply's author alike.
 */
import type { Mark } from './contract/documents.ts';

export const MARK_LABELS: Readonly<Record<Mark, string>> = {
  identity: '实名认证',
  enterprise: '企业认证',
  vehicle: '车辆已认证',
};

/** Only what an editor checked, and until when it counts. */
export const MARK_EXPLANATIONS: Readonly<Record<Mark, string>> = {
  identity: '身份证件已经平台审核，且在有效期内',
  enterprise: '已通过企业认证，营业执照已经平台审核',
  vehicle: '该车牌的行驶证等证件已经平台审核，且在有效期内',
};
