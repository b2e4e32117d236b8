/** The content desk (editors only): drafts, revisions, publication and the trail of every action. */
import type { AnnouncementDetail } from './announcements.ts';
import type { EnterpriseDetail } from './enterprises.ts';
import type { RouteDetail } from './freight-routes.ts';
import type { PolicyDetail } from './policies.ts';
import type { ParagraphDiff } from '../text-diff.ts';

/** The kinds of content the desk writes (`/desk/:kind`), the same as server/site/site-publisher.ts names. */
export const DESK_KINDS = ['policies', 'announcements', 'enterprises', 'routes'] as const;
export type DeskKind = (typeof DESK_KINDS)[number];

/** `draft`: never published; `published`: the public pages show it; `withdrawn`: taken off them. */
export const DESK_STATES = ['draft', 'published', 'withdrawn'] as const;
export type DeskState = (typeof DESK_STATES)[number];

/** `import`: a published item the desk first met (written before the desk, or by the seed). */
export const DESK_ACTIONS = ['import', 'create', 'save', 'restore', 'publish', 'withdraw'] as const;
export type DeskAction = (typeof DESK_ACTIONS)[number];

/** What an editor writes: the public fields as `GET /<kind>/:id` answers them, less what the server sets. */
export type PolicyFields = Omit<PolicyDetail, 'id' | 'images'>;
export type AnnouncementFields = Pick<AnnouncementDetail, 'enterpriseId' | 'title' | 'content'>;
export type EnterpriseFields = Omit<
  EnterpriseDetail,
  'id' | 'routeCount' | 'verified' | 'contactMasked' | 'images'
>;
export type RouteFields = Omit<RouteDetail, 'id' | 'enterpriseName' | 'contactMasked' | 'images'>;

export interface DeskFieldsOf {
  policies: PolicyFields;
  announcements: AnnouncementFields;
  enterprises: EnterpriseFields;
  routes: RouteFields;
}
/** The public view of each kind: what its details page shows, and the desk's preview. */
export interface DeskPublicOf {
  policies: PolicyDetail;
  announcements: AnnouncementDetail;
  enterprises: EnterpriseDetail;
  routes: RouteDetail;
}

/** Who did something on the desk; null for what the desk imported (nobody wrote it there). */
export interface DeskPerson {
  account: string;
  nickname: string;
}

/** One row of `GET /desk/:kind`. */
export interface DeskItemSummary {
  id: number;
  kind: DeskKind;
  title: string;
  state: DeskState;
  /** The newest revision; an edit or a publication must name it. */
  revision: number;
  /** The revision the public pages show, or null. */
  publishedRevision: number | null;
  updatedAt: string;
  updatedBy: DeskPerson | null;
}

export interface DeskRevision<F> {
  revision: number;
  fields: F;
  savedAt: string;
  savedBy: DeskPerson | null;
}

export interface DeskActionRecord {
  action: DeskAction;
  revision: number;
  fromState: DeskState | null;
  toState: DeskState;
  at: string;
  by: DeskPerson | null;
  /** What the trail adds in words: a scheduled action and, when it was missed, when it was done. */
  note?: string;
}

/** `GET /desk/:kind/:id`: the newest revision, the published one, every revision and every action. */
export interface DeskItem<K extends DeskKind = DeskKind> extends Omit<DeskItemSummary, 'kind'> {
  kind: K;
  draft: DeskRevision<DeskFieldsOf[K]>;
  published: DeskRevision<DeskFieldsOf[K]> | null;
  /** The newest revision rendered as its public page would show it once published (预览). */
  preview: DeskPublicOf[K];
  /** Newest first. */
  history: DeskRevision<DeskFieldsOf[K]>[];
  /** Newest first. */
  actions: DeskActionRecord[];
  /** Announcements: the revision a member submitted for an editor to publish, until it is published. */
  submission?: DeskSubmission | null;
}

/** `POST /desk/:kind`, `PUT /desk/:kind/:id` and restoring a revision. */
export interface DeskSaveResult {
  id: number;
  revision: number;
  state: DeskState;
}

/** Publish and withdraw: the saved state and when the site shows it (server/site/site-publisher.ts). */
export interface DeskPublishResult extends DeskSaveResult {
  /** Site paths whose files changed, for a CDN purge. */
  changedUrls: string[];
  /** When the public pages showed the change (ISO 8601). */
  liveAt: string;
}

/** `POST /desk/announcements/:id/submit`: a member hands the revision they saw to an editor to publish. */
export interface DeskSubmission {
  revision: number;
  submittedAt: string;
  submittedBy: DeskPerson | null;
}

/** A field of two revisions compared (`GET /desk/:kind/:id/revisions/:a/diff/:b`). */
export interface DeskFieldDiff {
  /** The field's name in DeskFieldsOf (`title`, `content`, …), in the form's order. */
  name: string;
  before: string | number | null;
  after: string | number | null;
  changed: boolean;
  /** A text field that changed: by paragraph, then by character inside an edited one; null otherwise. */
  paragraphs: ParagraphDiff[] | null;
}

/** `GET /desk/:kind/:id/revisions/:a/diff/:b`: revision `a` (from) against revision `b` (to), field by field. */
export interface DeskRevisionDiff {
  kind: DeskKind;
  id: number;
  from: Omit<DeskRevision<unknown>, 'fields'>;
  to: Omit<DeskRevision<unknown>, 'fields'>;
  fields: DeskFieldDiff[];
}
