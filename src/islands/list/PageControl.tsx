/** A pagination control that is a link when its page has an address of its own (Pagination.tsx). */
import type { ReactNode } from 'react';

interface PageControlProps {
  target: number;
  href: ((page: number) => string) | undefined;
  className: string;
  disabled: boolean;
  current?: boolean;
  label: string;
  go: (page: number) => void;
  children: ReactNode;
}

/** One page's control: a button, or with `href` a link (none where it leads nowhere, e.g. ‹ on page 1). */
export default function PageControl({
  target,
  href,
  className,
  disabled,
  current,
  label,
  go,
  children,
}: PageControlProps) {
  const common = {
    className,
    'aria-label': label,
    title: label,
    'aria-current': current ? ('page' as const) : undefined,
  };
  if (href && !disabled) {
    return (
      <a
        {...common}
        href={href(target)}
        onClick={(event) => {
          event.preventDefault();
          go(target);
        }}
      >
        {children}
      </a>
    );
  }
  return (
    <button type="button" {...common} disabled={disabled} onClick={() => go(target)}>
      {children}
    </button>
  );
}
