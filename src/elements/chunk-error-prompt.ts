/** The `<chunk-error-prompt>` element of ChunkErrorPrompt.astro; defined once by the layout's script. */
import { CHUNK_TIMEOUT_MS } from '../lib/site/config';
import { browserSessionStorage, readString, writeString } from '../lib/request/storage';

/** Remembered for the tab's session so that a chunk that stays missing never reloads in a loop. */
const AUTO_RELOAD_KEY = 'portal-chunk-auto-reload';

function claimAutoReload(): boolean {
  const storage = browserSessionStorage();
  if (readString(storage, AUTO_RELOAD_KEY) !== null) return false;
  // Without storage the reload could not be remembered: prompt instead.
  return writeString(storage, AUTO_RELOAD_KEY, String(Date.now()));
}

class ChunkErrorPromptElement extends HTMLElement {
  private handled = false;

  connectedCallback(): void {
    this.querySelector('button')?.addEventListener('click', () => window.location.reload());
    window.addEventListener('astro:hydration-error', (event) => this.fail(event, '组件脚本'));
    window.addEventListener('vite:preloadError', (event) => this.fail(event, '预加载资源'));
    document.addEventListener('error', (event) => this.onResourceError(event), true);
    this.checkStylesheets();
    window.setTimeout(() => this.checkPendingIslands(), CHUNK_TIMEOUT_MS);
  }

  private onResourceError(event: Event): void {
    const target = event.target;
    if (target instanceof HTMLLinkElement && target.rel === 'stylesheet') this.fail(event, '样式表');
    if (target instanceof HTMLScriptElement) this.fail(event, '脚本');
  }

  /** Module scripts run after stylesheets settle, so a sheet still missing now failed to load. */
  private checkStylesheets(): void {
    const links = document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]');
    if ([...links].some((link) => link.sheet === null)) this.fail(undefined, '样式表');
  }

  /** An island meant to start at load or idle that is still not hydrated has timed out. */
  private checkPendingIslands(): void {
    const pending = document.querySelector(
      'astro-island[ssr]:is([client="load"], [client="idle"], [client="only"])',
    );
    if (pending) this.fail(undefined, '组件脚本超时');
  }

  private fail(event: Event | undefined, what: string): void {
    event?.preventDefault();
    if (this.handled) return;
    this.handled = true;
    console.warn(`[portal] ${what}加载失败`, event instanceof CustomEvent ? event.detail : event);
    if (claimAutoReload()) {
      window.location.reload();
      return;
    }
    this.hidden = false;
  }
}

if (!customElements.get('chunk-error-prompt'))
  customElements.define('chunk-error-prompt', ChunkErrorPromptElement);
