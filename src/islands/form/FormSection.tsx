/** A titled card of a long form, its fields two to a row (a textarea takes the whole row). */
import type { ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  /** `h2` under the page's title; `h3` under a heading of the form's own. */
  heading?: 'h2' | 'h3';
  children: ReactNode;
}

export default function FormSection({ title, heading: Heading = 'h2', children }: FormSectionProps) {
  return (
    <section className="rounded-lg bg-white p-6 shadow-sm">
      <Heading className="mb-4 text-base font-semibold text-gray-900">{title}</Heading>
      <div className="grid grid-cols-1 gap-x-6 gap-y-3 md:grid-cols-2">{children}</div>
    </section>
  );
}
