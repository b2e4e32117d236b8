import * as Tabs from '@radix-ui/react-tabs';
import TabTrigger from './TabTrigger';

/** The two looks of a page's tab row: a page's own lists, or a desk queue's states. */
const LOOKS = {
  page: { list: 'mb-4 flex border-b border-gray-200', tab: 'h-10 py-0' },
  queue: { list: 'mb-3 flex gap-1 border-b border-gray-200', tab: 'px-5' },
} as const;

interface TabListProps<K extends string> {
  /** Names the row for assistive technology. */
  label: string;
  tabs: readonly K[];
  labels: Readonly<Record<K, string>>;
  look: keyof typeof LOOKS;
}

/** The row of a Radix Tabs of `tabs`, each named by `labels`. */
export default function TabList<K extends string>({ label, tabs, labels, look }: TabListProps<K>) {
  return (
    <Tabs.List aria-label={label} className={LOOKS[look].list}>
      {tabs.map((key) => (
        <TabTrigger key={key} value={key} className={LOOKS[look].tab}>
          {labels[key]}
        </TabTrigger>
      ))}
    </Tabs.List>
  );
}
