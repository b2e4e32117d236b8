/** The `<portal-session>` element of PageSession.astro; defined once by the layout's script. */
import '../stores/shell/request-effects';
import { loginPathFor } from '../lib/site/redirect';
import { stripBase } from '../lib/shared/routes';
import { navigate } from '../stores/shell/navigation';
import { setNavigationKey } from '../stores/shell/page-choices';
import { $currentUser, checkSession } from '../stores/shell/session';

/** `<html data-role>`: the sidebar's group for one role (the content desk) shows only for it (global.css). */
function markRole(): void {
  $currentUser.subscribe((user) => {
    document.documentElement.dataset['role'] = user?.role ?? '';
  });
}

/**
 * Runs on every portal page: stores the page's navigation key, sends a visitor without a token
 * away from pages that act for a user, and rebuilds the session in a tab that has a token but no
 * session yet (a second tab, or sessionStorage cleared). Only a token the server refuses makes a
 * visitor of the user; when the check itself fails (offline, 5xx, 429, a malformed answer) the
 * page stays, the token is kept, and the request layer's message is shown with 重试. It then watches
 * for the session ending elsewhere (stores/session-watch.ts). (A page for one
 * role checks the role itself: the content desk's islands, src/islands/desk/parts/EditorOnly.tsx.)
 */
class PortalSessionElement extends HTMLElement {
  connectedCallback(): void {
    const navKey = this.dataset['navKey'];
    if (navKey) setNavigationKey(navKey);
    markRole();
    // The watch waits for events (another tab's logout, the page shown again): it can come a moment later,
    // in its own file, rather than in the script every page runs before anything else.
    void import('../stores/session-watch').then(({ watchSession }) => watchSession());
    void this.checkLogin(this.dataset['requiresLogin'] === 'true');
  }

  private async checkLogin(requiresLogin: boolean): Promise<void> {
    const result = await checkSession();
    if (result.kind === 'failed') {
      this.showFailure(result.error.errorMessage, requiresLogin);
      return;
    }
    this.hidden = true;
    this.replaceChildren();
    if (result.kind === 'user' || !requiresLogin) return;
    const here = `${stripBase(import.meta.env.BASE_URL, window.location.pathname)}${window.location.search}`;
    navigate(loginPathFor(here), { replace: true });
  }

  private showFailure(message: string, requiresLogin: boolean): void {
    const alert = document.createElement('div');
    alert.setAttribute('role', 'alert');
    alert.className =
      'flex items-center gap-3 rounded-md border border-red-200 bg-red-50 px-4 py-2 text-sm text-red-700 shadow-lg';
    const text = document.createElement('p');
    text.textContent = `无法确认登录状态：${message}`;
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.textContent = '重试';
    retry.className =
      'shrink-0 rounded border border-red-300 bg-white px-3 py-1 text-red-700 hover:bg-red-100 disabled:opacity-60';
    retry.addEventListener('click', () => {
      retry.disabled = true;
      retry.textContent = '重试中...';
      void this.checkLogin(requiresLogin);
    });
    alert.append(text, retry);
    this.replaceChildren(alert);
    this.hidden = false;
  }
}

if (!customElements.get('portal-session')) customElements.define('portal-session', PortalSessionElement);
