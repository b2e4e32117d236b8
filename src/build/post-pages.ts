/**
 * The props of a post's static pages, which the server's publisher renders (the build renders none):
 * page 1, the post with its first page of replies (`postPetails/[id]`), and each further page of
 * replies (`postPetails/[id]/[page]`, page 2 and on), all at the default page size. A post the API no
 * longer gives, or a page past its replies, has no page (its file goes).
 */
import { readContent, renderedDetailsPaths, scopedParams } from './content.ts';
import { repliesPath } from '../lib/community/api.ts';
import { postDetails } from '../lib/community/community.ts';
import type { Paged, PostDetail, Reply } from '../lib/shared/contract.ts';
import { parsePositiveId } from '../lib/shared/ids.ts';
import { REPLY_PAGE_SIZE, replyPageCount } from '../lib/shared/reply-pages.ts';
import { POST_PATH } from '../lib/shared/routes.ts';

export interface PostPageProps {
  post: PostDetail;
  shown: { page: number; replies: Paged<Reply> };
}

const readReplies = (postId: number, page: number) =>
  readContent<Paged<Reply>>(repliesPath(postId), { page, pageSize: REPLY_PAGE_SIZE });

/** `getStaticPaths` of `postPetails/[id].astro`. */
export async function postPagePaths() {
  const pages: { params: { id: string }; props: PostPageProps }[] = [];
  for (const { params, props } of await renderedDetailsPaths<PostDetail>(postDetails)) {
    const replies = await readReplies(props.item.id, 1);
    if (replies) pages.push({ params, props: { post: props.item, shown: { page: 1, replies } } });
  }
  return pages;
}

/** `getStaticPaths` of `postPetails/[id]/[page].astro`. */
export async function replyPagePaths() {
  const pages: { params: { id: string; page: string }; props: PostPageProps }[] = [];
  for (const params of scopedParams(`${POST_PATH}/[id]/[page]`) ?? []) {
    const id = parsePositiveId(params['id'] ?? null);
    const page = parsePositiveId(params['page'] ?? null);
    if (id === null || page === null || page < 2) continue;
    const post = await readContent<PostDetail>(postDetails.endpoint.path(id));
    if (!post || post.deletedAt !== null) continue;
    const replies = await readReplies(id, page);
    if (!replies || page > replyPageCount(replies.total)) continue;
    pages.push({ params: { id: String(id), page: String(page) }, props: { post, shown: { page, replies } } });
  }
  return pages;
}
