import type { DetailField } from '../../lib/list/list-definition';
import { appHref } from '../list/href';

interface DetailsListProps<T> {
  fields: readonly DetailField<T>[];
  item: T;
  /** Tailwind width of the labels; wider for long ones (统一社会信用代码). */
  labelWidth?: string;
}

/**
 * Label / value pairs as a `<dl>`, two per row (`wide` fields take the row). No state and no hooks:
 * `.astro` pages render it as static HTML (no `client:` directive, no JavaScript) and islands use it
 * as any component.
 */
export default function DetailsList<T>({ fields, item, labelWidth = 'w-24' }: DetailsListProps<T>) {
  return (
    <dl className="grid grid-cols-1 gap-x-8 gap-y-3 rounded-lg border border-gray-200 bg-white p-5 text-sm sm:grid-cols-2">
      {fields.map((field) => {
        const value = field.value(item);
        const href = field.href?.(item);
        return (
          <div key={field.label} className={`flex gap-3 ${field.wide ? 'sm:col-span-2' : ''}`}>
            <dt className={`${labelWidth} shrink-0 text-gray-500`}>{field.label}</dt>
            <dd className="min-w-0 break-words text-gray-900">
              {href ? (
                <a href={appHref(href)} className="text-primary hover:underline">
                  {value}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
