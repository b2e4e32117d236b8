/** Enterprises. */
import type { ContentImages } from '../content-images.ts';

export interface EnterpriseItem {
  id: number;
  name: string;
  creditCode: string;
  city: string;
  businessScope: string;
  routeCount: number;
  /** 1 when a member of the enterprise passed 企业认证 (已认证), else 0. */
  verified: number;
}
export interface EnterpriseDetail extends EnterpriseItem {
  legalRepresentative: string;
  /** 万元 */
  registeredCapital: number;
  foundedAt: string;
  address: string;
  contactName: string;
  /** Masked (`138****8000`, `021-****5678`) when the request carries no valid token. */
  contactPhone: string;
  contactMasked: boolean;
  introduction: string;
  /** The images its body names (structured text's image lines), with their sizes; absent when it names none. */
  images?: ContentImages;
}
