import * as Tabs from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';

/** One look for a tab: underlined when active, the portal's focus ring from global.css. */
const TAB_CLASS =
  '-mb-px border-b-2 border-transparent px-4 py-2 text-sm whitespace-nowrap text-gray-600 hover:text-primary data-[state=active]:border-primary data-[state=active]:font-medium data-[state=active]:text-primary';

/** `focusVisible` is in the HTML standard (Chromium, Firefox, Safari) but not yet in TypeScript's DOM types. */
const POINTER_FOCUS: FocusOptions & { focusVisible: boolean } = { focusVisible: false };

/**
 * A tab of the portal's tab lists. Radix focuses a tab from script on mouse down, and a browser shows
 * script focus as keyboard focus (`:focus-visible`) unless the focus before it came from the mouse:
 * the first click on a tab left a ring. Focusing it first with `focusVisible: false` keeps the ring
 * for the keyboard (Tab, the arrow keys) only; Radix's own `focus()` then changes nothing.
 */
export default function TabTrigger({
  className = '',
  onMouseDown,
  ...props
}: ComponentProps<typeof Tabs.Trigger>) {
  return (
    <Tabs.Trigger
      {...props}
      className={`${TAB_CLASS} ${className}`}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (!event.defaultPrevented && !props.disabled && event.button === 0 && !event.ctrlKey) {
          event.currentTarget.focus(POINTER_FOCUS);
        }
      }}
    />
  );
}
