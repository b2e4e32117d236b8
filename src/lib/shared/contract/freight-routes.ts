/** Freight routes (物流专线). */
import type { ContentImages } from '../content-images.ts';

export interface RouteItem {
  id: number;
  enterpriseId: number;
  enterpriseName: string;
  origin: string;
  destination: string;
  /** 元/公斤 */
  heavyPrice: number;
  /** 元/方 */
  lightPrice: number;
  /** 元 */
  minimumCharge: number;
  transitHours: number;
  /** e.g. `每日 2 班` */
  departures: string;
  vehicleType: string;
}
export interface RouteDetail extends RouteItem {
  contactName: string;
  /** Masked (`138****8000`, `021-****5678`) when the request carries no valid token. */
  contactPhone: string;
  contactMasked: boolean;
  address: string;
  /** 备注, in structured text (docs/api.md, "Structured text"): it may show images, a route map. */
  remarks: string;
  /** The images its 备注 names, with their sizes; absent when it names none. */
  images?: ContentImages;
}
