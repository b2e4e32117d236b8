/**
 * The pages a login may lead back to (`?redirect=`), as the browser checks them: every path of the
 * route table except the login pages and the result pages outside the portal's frame
 * (`isLandingRoute`). The check runs on every page, so it reads this list rather than the route table,
 * which would otherwise travel whole in every page's script; tests/unit/lib/landing-paths.test.ts
 * keeps the two in agreement.
 */
import {
  ANNOUNCEMENT_DETAILS_PATH,
  ANNOUNCEMENT_LIST_PATH,
  COMMUNITY_PATH,
  COMPOSER_PATH,
  DELIVERY_COMPLETE_PATH,
  DELIVERY_DETAILS_PATH,
  DELIVERY_FORM_PATH,
  EDITOR_FORM_PATH,
  EDITOR_PATH,
  EDITOR_PREVIEW_PATH,
  EDITOR_REPORTS_PATH,
  ENTERPRISE_DETAILS_PATH,
  ENTERPRISE_LIST_PATH,
  HOME_PATH,
  LOGISTICS_DETAILS_PATH,
  LOGISTICS_LIST_PATH,
  MEMBER_ANNOUNCEMENTS_PATH,
  MOBILE_BINDING_PATH,
  MY_DELIVERIES_PATH,
  MY_OFFERS_PATH,
  MY_WAYBILLS_PATH,
  MY_POSTS_PATH,
  PASSWORD_PATH,
  POLICY_DETAILS_PATH,
  POLICY_LIST_PATH,
  PORTAL_PATH,
  POST_PATH,
  PROFILE_PATH,
  PUBLISH_CARGO_PATH,
  PUBLISH_VEHICLE_PATH,
  ROOT_PATH,
  ROUTE_DETAILS_PATH,
  ROUTE_LIST_PATH,
  SUBSCRIPTIONS_PATH,
  VERIFICATION_PATH,
  VERIFICATION_QUEUE_PATH,
  WAYBILL_PATH,
} from '../shared/routes.ts';

export const LANDING_PATHS: readonly string[] = [
  ROOT_PATH,
  PORTAL_PATH,
  HOME_PATH,
  LOGISTICS_LIST_PATH,
  LOGISTICS_DETAILS_PATH,
  PUBLISH_CARGO_PATH,
  PUBLISH_VEHICLE_PATH,
  ROUTE_LIST_PATH,
  ROUTE_DETAILS_PATH,
  ENTERPRISE_DETAILS_PATH,
  ENTERPRISE_LIST_PATH,
  POLICY_LIST_PATH,
  POLICY_DETAILS_PATH,
  ANNOUNCEMENT_LIST_PATH,
  ANNOUNCEMENT_DETAILS_PATH,
  COMMUNITY_PATH,
  POST_PATH,
  COMPOSER_PATH,
  DELIVERY_FORM_PATH,
  DELIVERY_DETAILS_PATH,
  DELIVERY_COMPLETE_PATH,
  MY_DELIVERIES_PATH,
  MY_POSTS_PATH,
  MY_OFFERS_PATH,
  MY_WAYBILLS_PATH,
  WAYBILL_PATH,
  PROFILE_PATH,
  PASSWORD_PATH,
  MOBILE_BINDING_PATH,
  SUBSCRIPTIONS_PATH,
  EDITOR_PATH,
  EDITOR_FORM_PATH,
  EDITOR_PREVIEW_PATH,
  VERIFICATION_PATH,
  MEMBER_ANNOUNCEMENTS_PATH,
  VERIFICATION_QUEUE_PATH,
  EDITOR_REPORTS_PATH,
];

/**
 * The list's own spelling of `path` (base already removed; trailing slashes ignored, as `findRoute`
 * ignores them), or null when it is no page a login leads back to.
 */
export function landingPath(path: string): string | null {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return LANDING_PATHS.find((landing) => landing === trimmed) ?? null;
}
