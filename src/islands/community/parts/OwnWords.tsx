/**
 * The post page's own-words parts, in one chunk that arrives when first wanted (parts.ts): a signed-in
 * reader's tools, the edit form with the input rules, the dialogs with Radix (举报 too), and the note
 * an author reads above their words an editor hid. A visitor reading a
 * post that was never edited loads none of it.
 */
export { default as EditForm } from './EditForm';
export { default as HistoryButton } from './HistoryButton';
export { default as PostTools } from './PostTools';
export { default as ReplyTools } from './ReplyTools';
export { default as ReportButton } from '../../shared/ReportButton';
export { default as HiddenNote } from './HiddenNote';
