/** The policy levels in Chinese (国家 / 省 / 市), for the policy pages and the desk's form alike. */
import type { PolicyLevel } from './contract.ts';

export const policyLevelLabels: Readonly<Record<PolicyLevel, string>> = {
  national: '国家',
  province: '省',
  city: '市',
};
