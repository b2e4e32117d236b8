/** A link to a page of the portal by its app path (`/login`): the site's base path is put before it. */
import type { ReactNode } from 'react';
import { withBase } from '../../lib/shared/routes';

interface PortalLinkProps {
  to: string;
  className: string;
  /** `_blank` for a page read beside a form (用户协议), so nothing typed is lost. */
  target?: '_blank';
  children: ReactNode;
}

export default function PortalLink({ to, className, target, children }: PortalLinkProps) {
  return (
    <a href={withBase(import.meta.env.BASE_URL, to)} target={target} className={className}>
      {children}
    </a>
  );
}
