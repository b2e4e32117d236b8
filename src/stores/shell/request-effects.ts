/**
 * Wires the request layer to the browser: toasts and notifications into the feedback stores, the end
 * of a login into the session store, navigation with the base path. Import it from every island or
 * page script that can make requests, itself or through what it imports (`import
 * '../stores/request-effects';`); importing it again is harmless. Until it is imported, failures only
 * reach the console. tests/unit/request-effects-imports.test.ts names each entry that lacks it.
 */
import { BASE_URL } from '../../lib/site/config.ts';
import { configureRequest } from '../../lib/request/request.ts';
import { stripBase } from '../../lib/shared/routes.ts';
import { getToken, setToken } from '../../lib/request/storage.ts';
import { carryToastToNextPage, showNotification, showToast } from './feedback.ts';
import { isLeaving, navigate } from './navigation.ts';
import { endSession } from './session.ts';

configureRequest({
  toast: showToast,
  notify: showNotification,
  // Several requests refused at once: the first ends the session and leaves with its toast; the
  // later ones, while the page is leaving, must not clear sessionStorage again (and the toast with it).
  // Their token is blanked all the same, and a stored session without a token counts for nothing.
  clearSession: () => isLeaving() || endSession(),
  navigate: (path) => {
    // Once the page is leaving, its destination is set and says what it has to; nothing is carried.
    if (isLeaving()) return;
    carryToastToNextPage();
    navigate(path);
  },
  currentPage: () =>
    typeof location === 'undefined'
      ? ''
      : `${stripBase(BASE_URL, location.pathname)}${location.search}${location.hash}`,
  getToken,
  setToken,
  logError: (error) => console.error('[portal]', error),
});
