/** The `<sidebar-toggle>` element of SidebarToggle.astro; defined once by the layout's script. */
import { $global, setCollapsed } from '../stores/shell/shell';

/** Narrows the sidebar to icons; the flag lives in the global store so it survives page loads. */
class SidebarToggleElement extends HTMLElement {
  connectedCallback(): void {
    const button = this.querySelector('button');
    const label = this.querySelector('[data-label]');
    if (!button || !label) return;
    $global.subscribe(({ collapsed }) => {
      document.documentElement.dataset['sidebar'] = collapsed ? 'collapsed' : 'expanded';
      const text = collapsed ? '展开菜单' : '收起菜单';
      button.setAttribute('aria-expanded', String(!collapsed));
      button.title = text;
      label.textContent = text;
    });
    button.addEventListener('click', () => setCollapsed(!$global.get().collapsed));
  }
}

if (!customElements.get('sidebar-toggle')) customElements.define('sidebar-toggle', SidebarToggleElement);
