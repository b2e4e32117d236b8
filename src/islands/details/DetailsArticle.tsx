import type { ReactNode } from 'react';
import type { DetailField } from '../../lib/list/list-definition';
import DetailsList from './DetailsList';

interface DetailsArticleProps<T> {
  /** The heading: the item's title or name. */
  title: ReactNode;
  fields: readonly DetailField<T>[];
  item: T;
  /** Tailwind width of the field labels (DetailsList). */
  labelWidth?: string;
  /** What follows the fields: the item's text (`TextSection.tsx`), its contact, links to its neighbours. */
  children?: ReactNode;
}

/**
 * The shape of every details view: the heading, the fields, then what the kind adds. No state and
 * no hooks, like DetailsList: rendered statically on an item's own page and inside RemoteDetails.
 */
export default function DetailsArticle<T>({
  title,
  fields,
  item,
  labelWidth,
  children,
}: DetailsArticleProps<T>) {
  return (
    <article className="space-y-5">
      <h2 className="text-2xl font-semibold text-gray-900">{title}</h2>
      <DetailsList fields={fields} item={item} {...(labelWidth ? { labelWidth } : {})} />
      {children}
    </article>
  );
}
