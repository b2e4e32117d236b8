/**
 * 交流社区's lists on the list building blocks: the posts (all circles or one), 我的帖子 and 我的回复.
 * Apart from community.ts, so a post's page does not load the lists' columns.
 */
import * as api from './api.ts';
import { postPath } from './community-paths.ts';
import { DELETED_POST_TEXT, HIDDEN_TEXT } from './community.ts';
import { excerpt } from '../shared/rules/length.ts';
import type { PostItem, UserReply } from '../shared/contract.ts';
import { keywordFilter } from '../list/filter-fields.ts';
import { formatDateTime, formatNumber } from '../shared/format.ts';
import { personLabel } from '../shared/person.ts';
import { parsePositiveId } from '../shared/ids.ts';
import { apiParams, type ListQuery } from '../shared/list-query.ts';
import {
  listSpec,
  type Column,
  detailsHref,
  filterFields,
  type ListDefinition,
} from '../list/list-definition.ts';
import { postQuery } from '../shared/list-queries.ts';
import { COMMUNITY_PATH, MY_POSTS_PATH, USER_PROFILE_PATH } from '../shared/routes.ts';

/** Beside their author's own words an editor hid (in 我的帖子 and 我的回复; no one else is sent them). */
export const HIDDEN_MARK = '（已被屏蔽，仅你自己可见）';
const marked = (text: string, hiddenAt: string | null): string =>
  hiddenAt === null ? text : `${text}${HIDDEN_MARK}`;

const postColumns = (withAuthor: boolean): Column<PostItem>[] => [
  {
    key: 'title',
    title: '标题',
    value: (post) => marked(post.title, post.hiddenAt),
    href: (post) => postPath(post.id),
  },
  { key: 'circle', title: '圈子', value: (post) => post.circleName, width: 'w-32' },
  ...(withAuthor
    ? [
        {
          key: 'author',
          title: '作者',
          value: (post: PostItem) => personLabel({ nickname: post.authorName, account: post.authorAccount }),
          // Their profile (用户主页), while they have one: 已注销用户 links nowhere.
          href: (post: PostItem) =>
            post.authorHasProfile ? detailsHref(USER_PROFILE_PATH, post.authorId) : '',
          width: 'w-40',
        },
      ]
    : []),
  { key: 'createdAt', title: '发布时间', value: (post) => formatDateTime(post.createdAt), width: 'w-40' },
  {
    key: 'replies',
    title: '回复',
    value: (post) => formatNumber(post.replyCount),
    align: 'right',
    width: 'w-20',
  },
  // No 浏览量: posts are static files visitors read without asking the API, so no read is counted.
];

const postFields = filterFields(postQuery, [keywordFilter]);

/** `circleId` rides in the URL beside the keyword (chosen with the circle picker, not the filter bar). */
const communitySpec = listSpec(postFields);
const postSpec = {
  ...communitySpec,
  filters: { ...communitySpec.filters, circleId: postQuery.circleId },
} as const;

/** The circle chosen in a list state, or null (anything but an id is ignored). */
export function chosenCircle(query: ListQuery): number | null {
  return parsePositiveId(query.filters['circleId']);
}

export const postList: ListDefinition<PostItem> = {
  path: COMMUNITY_PATH,
  endpoint: api.listPosts,
  caption: '帖子列表',
  columns: postColumns(true),
  fields: postFields,
  spec: postSpec,
  params: (query) => {
    const { circleId: _ignored, ...params } = apiParams(query);
    const circle = chosenCircle(query);
    return circle === null ? params : { ...params, circleId: circle };
  },
  personal: true,
};

export const MY_POST_TABS = ['posts', 'replies'] as const;
export type MyPostTab = (typeof MY_POST_TABS)[number];
const myPostSpec = listSpec([], { tabs: MY_POST_TABS });
const pageParams = (query: ListQuery) => ({ page: query.page, pageSize: query.pageSize });

export const myPostList: ListDefinition<PostItem> = {
  path: MY_POSTS_PATH,
  endpoint: api.listMyPosts,
  caption: '我的帖子',
  columns: postColumns(false),
  fields: [],
  spec: myPostSpec,
  params: pageParams,
};

export const myReplyList: ListDefinition<UserReply> = {
  path: MY_POSTS_PATH,
  endpoint: api.listMyReplies,
  caption: '我的回复',
  columns: [
    // A reply to a post its author deleted has no page left to open: it is shown here in full.
    {
      key: 'content',
      title: '回复内容',
      value: (reply) =>
        marked(reply.postDeleted ? reply.content : excerpt(reply.content, 60), reply.hiddenAt),
      href: (reply) => (reply.postDeleted ? '' : postPath(reply.postId, reply.floor)),
    },
    {
      key: 'post',
      title: '所在帖子',
      // A post an editor hid comes without its title unless this writer wrote it too.
      value: (reply) => (reply.postDeleted ? DELETED_POST_TEXT : reply.postTitle || HIDDEN_TEXT),
      href: (reply) => (reply.postDeleted ? '' : postPath(reply.postId)),
      width: 'w-64',
    },
    { key: 'floor', title: '楼层', value: (reply) => `#${reply.floor}`, align: 'right', width: 'w-20' },
    { key: 'createdAt', title: '回复时间', value: (reply) => formatDateTime(reply.createdAt), width: 'w-40' },
  ],
  fields: [],
  spec: myPostSpec,
  params: pageParams,
};
