/** Enterprise announcements. */
import type { ContentImages } from '../content-images.ts';

export interface AnnouncementItem {
  id: number;
  title: string;
  enterpriseId: number;
  enterpriseName: string;
  publishedAt: string;
  views: number;
}
export interface AnnouncementLink {
  id: number;
  title: string;
}
export interface AnnouncementDetail extends AnnouncementItem {
  content: string;
  /** The images its body names (structured text's image lines), with their sizes; absent when it names none. */
  images?: ContentImages;
  /** The enterprise has a verified member (企业认证): its name is shown as 已认证. Absent in a desk preview. */
  enterpriseVerified?: boolean;
  previous: AnnouncementLink | null;
  next: AnnouncementLink | null;
}
