/**
 * The rules of what users write in the community, once: the server validates `POST /posts` and
 * `POST /posts/:id/replies` with these schemas and the composer checks the draft with the same
 * fields before sending. Lengths are counted as length.ts counts (code points of the normalised
 * text), so a body of only zero-width spaces is empty in the composer and on the server alike.
 */
import * as z from 'zod/mini';
import { COMMUNITY_LIMITS } from '../contract.ts';
import { positiveId, requiredBody, requiredText } from './fields.ts';

export { COMMUNITY_LIMITS };

/** A circle is chosen from a list, not typed. */
const CHOOSE = '请选择${label}';

export const communityFieldRules = {
  circleId: positiveId(CHOOSE),
  title: requiredText(COMMUNITY_LIMITS.titleMax),
  content: requiredBody(COMMUNITY_LIMITS.contentMax),
  /** The reply being quoted, if any (`null` and absent both mean none). */
  quoteReplyId: z.pipe(
    z.optional(z.nullable(positiveId())),
    z.transform((id: number | null | undefined) => id ?? undefined),
  ),
} as const;

export const newPostRules = z.object({
  circleId: communityFieldRules.circleId,
  title: communityFieldRules.title,
  content: communityFieldRules.content,
});

export const newReplyRules = z.object({
  content: communityFieldRules.content,
  quoteReplyId: communityFieldRules.quoteReplyId,
});

/**
 * The revision an edit was made from (sent back from the post or reply as it was read). A client that
 * sends none has an old page open: it is asked to reload rather than to overwrite blindly.
 */
const basedOnRevision = positiveId('请刷新页面后再编辑：缺少${label}');

/** `PUT /posts/:id`: the same fields as a new post, less the circle, and the revision edited. */
export const postEditRules = z.object({
  title: communityFieldRules.title,
  content: communityFieldRules.content,
  revision: basedOnRevision,
});

/** `PUT /posts/:id/replies/:replyId`. */
export const replyEditRules = z.object({
  content: communityFieldRules.content,
  revision: basedOnRevision,
});
