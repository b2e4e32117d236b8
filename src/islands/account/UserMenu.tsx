import '../../stores/shell/request-effects';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import PersonName from '../shared/PersonName';
import { useDismiss } from '../shared/useDismiss';
import { loginUrlFor } from '../../lib/site/redirect';
import type { AccountLink } from '../../lib/account/account-links';
import { withBase } from '../../lib/shared/routes';
import { $currentUser, logout } from '../../stores/shell/session';

interface UserMenuProps {
  /** App path of the page, for the login link's `redirect` before the query string is known. */
  currentPath: string;
  /**
   * What the account owns and its settings, in order (`accountLinks` in src/lib/account/account-links.ts):
   * given by the page, so that the route table stays out of every page's script.
   */
  links: readonly AccountLink[];
}

const base = import.meta.env.BASE_URL;

/** The header's account corner: 登录 for visitors, the nickname with the account and its menu for users. */
export default function UserMenu({ currentPath, links }: UserMenuProps) {
  // The build renders the visitor's view; the stored session only applies after hydration.
  const user = useStore($currentUser, { ssr: () => null });
  const [loginHref, setLoginHref] = useState(() => loginUrlFor(currentPath, base));
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, trigger, close);

  useEffect(() => setLoginHref(loginUrlFor(`${currentPath}${window.location.search}`, base)), [currentPath]);

  if (!user) {
    return (
      <a
        href={loginHref}
        className="rounded-md px-3 py-1.5 text-sm font-medium text-primary hover:bg-primary-soft"
      >
        登录
      </a>
    );
  }

  const name = user.nickname || user.account || '用户';
  return (
    <div ref={container} className="relative max-w-full min-w-0">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex max-w-full items-center gap-2 rounded-md px-2 py-1.5 text-sm text-gray-700 hover:bg-gray-100"
      >
        {/* The initial is drawn by CSS, so the button's text (and its name) is 账户菜单：<name>. */}
        <span
          aria-hidden="true"
          data-initial={name.slice(0, 1)}
          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-xs text-white before:content-[attr(data-initial)]"
        />
        {/* Within the header's fixed corner: a long name ends in … rather than reaching over the bell. */}
        <span className="min-w-0 truncate">
          <span className="sr-only">账户菜单：</span>
          <PersonName person={{ nickname: user.nickname, account: user.account }} />
        </span>
        <span aria-hidden="true" className="shrink-0 text-xs text-gray-400">
          ▾
        </span>
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-40 mt-1 w-48 rounded-md border border-gray-200 bg-white py-1 text-sm shadow-lg"
      >
        {links.map((link) => (
          <li key={link.path}>
            <a
              href={withBase(base, link.path)}
              className="block px-4 py-2 text-gray-700 hover:bg-gray-50 hover:text-primary"
            >
              {link.title}
            </a>
          </li>
        ))}
        <li className="mt-1 border-t border-gray-100 pt-1">
          <button
            type="button"
            onClick={() => void logout()}
            className="block w-full px-4 py-2 text-left text-gray-700 hover:bg-gray-50 hover:text-red-500"
          >
            退出登录
          </button>
        </li>
      </ul>
    </div>
  );
}
