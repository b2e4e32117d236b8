import {
  MOBILE_BINDING_PATH,
  MY_DELIVERIES_PATH,
  MY_OFFERS_PATH,
  MY_WAYBILLS_PATH,
  MY_POSTS_PATH,
  PASSWORD_PATH,
  PROFILE_PATH,
  routeFor,
  SUBSCRIPTIONS_PATH,
  FAVORITES_PATH,
  VERIFICATION_PATH,
} from '../shared/routes.ts';

export interface AccountLink {
  path: string;
  title: string;
}

/**
 * The user menu's entries: first what the account owns (its offers, shipments, lanes, favourites and posts), then
 * its settings, named as the route table (and so the sidebar) names them. Read by the page at build time and handed to the menu,
 * so the route table never travels in a page's script.
 */
export function accountLinks(): AccountLink[] {
  const named = (path: string): AccountLink => ({ path, title: routeFor(path).title });
  return [
    named(MY_OFFERS_PATH),
    named(MY_DELIVERIES_PATH),
    named(MY_WAYBILLS_PATH),
    named(SUBSCRIPTIONS_PATH),
    named(FAVORITES_PATH),
    named(MY_POSTS_PATH),
    named(PROFILE_PATH),
    named(PASSWORD_PATH),
    named(MOBILE_BINDING_PATH),
    named(VERIFICATION_PATH),
  ];
}
