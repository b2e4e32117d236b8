/** The `<portal-breadcrumbs>` element of Breadcrumbs.astro; defined once by the layout's script. */
import { $global, listReturnSearch } from '../stores/shell/shell';

/**
 * A link up to the list the visitor last looked at leads back to its page, filters and tab (the
 * table info the list saved); any other link keeps the list's defaults.
 */
class PortalBreadcrumbs extends HTMLElement {
  connectedCallback(): void {
    for (const link of this.querySelectorAll<HTMLAnchorElement>('a[data-list-path]')) {
      const search = listReturnSearch($global.get(), link.dataset['listPath'] ?? '');
      if (search) link.search = search;
    }
  }
}

if (!customElements.get('portal-breadcrumbs')) customElements.define('portal-breadcrumbs', PortalBreadcrumbs);
