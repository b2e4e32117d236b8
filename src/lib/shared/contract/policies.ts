/** Policies (政策法规). */
import type { ContentImages } from '../content-images.ts';

export const POLICY_LEVELS = ['national', 'province', 'city'] as const;
export type PolicyLevel = (typeof POLICY_LEVELS)[number];

export interface PolicyItem {
  id: number;
  title: string;
  authority: string;
  documentNo: string;
  level: PolicyLevel;
  region: string;
  publishedAt: string;
  effectiveAt: string;
  summary: string;
}
export interface PolicyDetail extends PolicyItem {
  /** Structured text (src/lib/shared/structured-text.ts): paragraphs, `#` headings, numbered items 第一条 …. */
  content: string;
  /** The images its body names (structured text's image lines), with their sizes; absent when it names none. */
  images?: ContentImages;
}
