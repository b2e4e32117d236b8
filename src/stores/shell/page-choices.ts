/**
 * The portal slice (docs/product.md, State): home tab, top-navigation key, company name, hot-circle text, kept as
 * JSON under sessionStorage `persist:root`. The navigation key is also written to `navigation-title`,
 * which every page load sets and which wins over the copy in `persist:root`.
 *
 * Read today: `tabKey` (the home's latest tabs). The other three are kept because the product's state
 * model names them with these keys (the keys of the portal this one replaces), so that what a tab's
 * sessionStorage holds is what that model says; no page of this portal reads them:
 * - `navigationKey`: the top navigation marks its section from the route table at build time;
 * - `hotCircleText`: set when a hot circle or a circle is chosen; the community page reads the
 *   circle from its URL (`?circleId=`), which also works for a shared link;
 * - `companyName`: nothing sets it yet; the user's verified enterprise is its writer when it exists.
 * A field that gets a reader keeps this shape; one the model drops goes from here and from product.md.
 *
 * Islands: `useStore($common, { ssr: () => initialCommon })` (the stored navigation key differs from
 * the build's '0' on most pages).
 */
import './persistence.ts';
import { NAVIGATION_TITLE_KEY, PERSIST_ROOT_KEY } from '../../lib/site/config.ts';
import { browserSessionStorage, readString, writeString } from '../../lib/request/storage.ts';
import { isRecord, persistentState } from './persistence.ts';

export interface CommonState {
  tabKey: string;
  navigationKey: string;
  companyName: string | null;
  hotCircleText: string;
}

/** The values before anything is stored (and in the static HTML). */
export const initialCommon: CommonState = {
  tabKey: '1',
  navigationKey: '0',
  companyName: null,
  hotCircleText: '',
};

const storedNavigationKey = (): string | null => readString(browserSessionStorage(), NAVIGATION_TITLE_KEY);

function initial(): CommonState {
  return { ...initialCommon, navigationKey: storedNavigationKey() ?? initialCommon.navigationKey };
}

const text = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);

function readCommon(stored: unknown): CommonState {
  const start = initial();
  if (!isRecord(stored)) return start;
  return {
    tabKey: text(stored.tabKey, start.tabKey),
    navigationKey: storedNavigationKey() ?? text(stored.navigationKey, start.navigationKey),
    companyName: typeof stored.companyName === 'string' ? stored.companyName : null,
    hotCircleText: text(stored.hotCircleText, start.hotCircleText),
  };
}

export const $common = persistentState<CommonState>(PERSIST_ROOT_KEY, initial(), readCommon);

function update(change: Partial<CommonState>): void {
  $common.set({ ...$common.get(), ...change });
}

export function setTabKey(tabKey: string): void {
  update({ tabKey });
}

export function setNavigationKey(navigationKey: string): void {
  writeString(browserSessionStorage(), NAVIGATION_TITLE_KEY, navigationKey);
  update({ navigationKey });
}

export function setCompanyName(companyName: string | null): void {
  update({ companyName });
}

export function setHotCircleText(hotCircleText: string): void {
  update({ hotCircleText });
}
