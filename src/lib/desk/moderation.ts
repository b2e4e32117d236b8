/**
 * What the community's pages and the desk's queue say about reports and hidden words (what stands in
 * place of hidden words, HIDDEN_TEXT, is with the community's other such texts in community.ts). The
 * post page, the composer and the desk read this module.
 */
import type { ReportState } from '../shared/contract/moderation.ts';

/** Above hidden words, to their author. */
export const HIDDEN_NOTE =
  '该内容经举报核实违反社区规定，已被屏蔽：其他人看到的是“该内容已被屏蔽”，仅你自己可见。';

export const REPORT_STATE_LABELS: Record<ReportState, string> = {
  open: '待处理',
  hidden: '已屏蔽',
  dismissed: '已驳回',
};

/** Whether a signed-in reader may report these words: someone else's, standing and shown. */
export const canReport = (
  words: { authorId: number; deletedAt: string | null; hiddenAt: string | null },
  userId: number | null,
): boolean =>
  userId !== null && words.authorId !== userId && words.deletedAt === null && words.hiddenAt === null;

/** In place of the composer, to anyone but the author of a post an editor hid. */
export const HIDDEN_NO_REPLY = '该内容已被屏蔽，不能回复';

/**
 * Whether the server withheld these hidden words from this reader: it sends them to their author
 * only (docs/api.md, Moderation), so what it answered decides, not the session.
 */
export const withheld = (words: { hiddenAt: string | null; content: string; title?: string }): boolean =>
  words.hiddenAt !== null && words.content === '' && (words.title ?? '') === '';
