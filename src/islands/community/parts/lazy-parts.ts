/**
 * The post page's parts that arrive when first rendered, all from one chunk (OwnWords.tsx): the tools
 * of a signed-in reader, the 已编辑 button with the history dialog, the edit form with the input
 * rules, the dialogs with Radix. A visitor reading a post nobody edited loads none of it.
 *
 * React's `lazy`, so no loader code of our own. A chunk that cannot be fetched (offline, a redeploy)
 * is reported by the page-wide chunk-error prompt, which asks for a reload (Vite then resolves the
 * import to undefined); the part stays empty and the island keeps working.
 */
import { createElement, lazy, type ComponentType } from 'react';

const ownWords = () => import('./OwnWords');
type OwnWords = Awaited<ReturnType<typeof ownWords>>;

const Missing = () => null;

function part<P>(pick: (parts: OwnWords) => ComponentType<P>) {
  return lazy(() =>
    ownWords()
      .then(pick)
      .then(
        (component) => ({ default: component }),
        () => ({ default: Missing as ComponentType<P> }),
      ),
  );
}

export const LazyEditForm = part((parts) => parts.EditForm);
export const LazyHistoryButton = part((parts) => parts.HistoryButton);
export const LazyPostTools = part((parts) => parts.PostTools);
export const LazyReplyTools = part((parts) => parts.ReplyTools);
export const LazyReportButton = part((parts) => parts.ReportButton);
export const LazyHiddenNote = part((parts) => parts.HiddenNote);

/** The 已编辑 mark until its button (with the history) has arrived. */
export const EDITED_MARK = createElement('span', { className: 'text-sm text-gray-600' }, '已编辑');
