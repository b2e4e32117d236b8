/** What the user sees for each failure of the error catalogue (docs/product.md, Error catalogue: E1–E6, E9). */
import { ERROR_PAGE_PATH } from '../site/config.ts';
import { loginPathFor } from '../site/redirect.ts';
import { ErrorTexts, ShowType, type RequestError } from './errors.ts';
import type { RequestEffects } from './effects.ts';

export interface HandlerOptions {
  hideMessage?: boolean | undefined;
}

/**
 * showType 9: the message is kept in this tab for the error page, and the address carries only the
 * code and a ticket (`/exception?errorCode=…&ticket=…`, or the configured error page), so that a
 * link from elsewhere cannot make the portal's page say anything (src/lib/exception/error-page.ts).
 */
export function showErrorPage(
  error: RequestError,
  effects: RequestEffects,
  errorPage: string = ERROR_PAGE_PATH,
): void {
  const errorCode = String(error.errorCode ?? error.status ?? '');
  const address = effects.keepErrorForPage({ errorCode, errorMessage: error.errorMessage }, errorPage);
  if (typeof address === 'string') {
    effects.navigate(address);
    return;
  }
  // A module that cannot load (after a redeploy) is a chunk failure: E8's prompt to reload shows.
  address.then(
    (path) => effects.navigate(path),
    (reason: unknown) => effects.logError(reason),
  );
}

/**
 * Shows `error` as the catalogue says. Login expiry (E1, E2) always shows and ends the session, even
 * with `hideMessage`: the user is about to land on the login page and must learn why.
 */
export function handleRequestError(
  error: RequestError,
  options: HandlerOptions,
  effects: RequestEffects,
): void {
  const run = (effect: () => void) => {
    try {
      effect();
    } catch (failure) {
      effects.logError(failure);
    }
  };

  if (error.status === 401) {
    endSession(ErrorTexts.unauthorized, effects, run);
    return;
  }
  if (error.loginExpired) {
    endSession(error.fromServer ? error.errorMessage : ErrorTexts.tokenExpired, effects, run);
    return;
  }
  if (error.kind === 'abort') return;

  if (!error.structured) {
    // E5: no structured information; the error's own text (E7) or the generic one.
    if (!options.hideMessage) run(() => effects.toast('error', error.errorMessage || ErrorTexts.retry));
    return;
  }

  // E3 / E6
  switch (error.showType) {
    case ShowType.silent:
      return;
    case ShowType.redirect:
      run(() => showErrorPage(error, effects));
      return;
  }
  if (options.hideMessage) return;
  switch (error.showType) {
    case ShowType.warning:
      run(() => effects.toast('warning', error.errorMessage));
      return;
    case ShowType.notification:
      run(() =>
        effects.notify({
          level: 'error',
          title: error.errorCode ? `错误码 ${error.errorCode}` : ErrorTexts.requestFailed,
          description: error.errorMessage,
        }),
      );
      return;
    default:
      run(() => effects.toast('error', error.errorMessage));
  }
}

/** E1/E2: the session ends, and the login page brings the user back to the page they were on. */
function endSession(text: string, effects: RequestEffects, run: (effect: () => void) => void): void {
  run(() => effects.toast('error', text));
  run(() => effects.clearSession());
  run(() => effects.setToken(''));
  run(() => effects.navigate(loginPathFor(effects.currentPage())));
}
