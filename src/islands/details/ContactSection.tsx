import type { ReactNode } from 'react';

/**
 * The 联系方式 section of a details page around its phone (`ContactPhone`). Static: `.astro` pages
 * render it without a `client:` directive and put the hydrated `ContactPhone` inside.
 */
export default function ContactSection({ children }: { children?: ReactNode }) {
  return (
    <section
      aria-label="联系方式"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-200 bg-white p-5 text-sm"
    >
      <span className="text-gray-500">联系电话</span>
      {children}
    </section>
  );
}
