/** Enterprises. */
import type { PageQuery } from './envelope.ts';

export interface EnterpriseItem {
  id: number;
  name: string;
  creditCode: string;
  city: string;
  businessScope: string;
  routeCount: number;
}
export interface EnterpriseDetail extends EnterpriseItem {
  legalRepresentative: string;
  /** 万元 */
  registeredCapital: number;
  foundedAt: string;
  address: string;
  contactName: string;
  contactPhone: string;
  introduction: string;
}
export interface EnterpriseQuery extends PageQuery {
  keyword?: string;
}
