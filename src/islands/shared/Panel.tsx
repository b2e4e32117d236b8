import type { ReactNode } from 'react';

interface PanelProps {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  children: ReactNode;
}

/** A white card on the page's grey, named by its heading: a page's parts (history, trail, lanes). */
export default function Panel({ id, title, children }: PanelProps) {
  return (
    <section aria-labelledby={id} className="rounded-lg bg-white p-6 shadow-sm">
      <h2 id={id} className="mb-3 text-base font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
