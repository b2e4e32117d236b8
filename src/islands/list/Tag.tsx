import type { ReactNode } from 'react';

/** A row's state before its text (已过期), in lists and on the home page alike. */
export default function Tag({ children }: { children: ReactNode }) {
  return (
    <span className="mr-2 inline-block rounded bg-gray-100 px-1.5 text-xs leading-5 text-gray-600 ring-1 ring-gray-300 ring-inset">
      {children}
    </span>
  );
}
