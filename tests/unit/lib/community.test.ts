import { describe, expect, it } from 'vitest';
import { replyQuery, replySearch } from '../../../src/lib/community/community.ts';
import { chosenCircle, myReplyList, postList } from '../../../src/lib/community/post-lists.ts';
import { listParams } from '../../../src/lib/list/list-definition.ts';
import { parseListQuery, writeListQuery } from '../../../src/lib/shared/list-query.ts';
import type { PostItem } from '../../../src/lib/shared/contract.ts';

describe('the posts list in the URL', () => {
  it.each([
    ['', null, { page: 1, pageSize: 10 }],
    ['?circleId=3', 3, { page: 1, pageSize: 10, circleId: 3 }],
    ['?circleId=3&keyword=冷链运输&page=2', 3, { page: 2, pageSize: 10, circleId: 3, keyword: '冷链运输' }],
    ['?circleId=abc&keyword=%20冷链%20', null, { page: 1, pageSize: 10, keyword: '冷链' }],
    ['?circleId=0', null, { page: 1, pageSize: 10 }],
    ['?circleId=-4&page=x', null, { page: 1, pageSize: 10 }],
  ])('%s → circle %s, API %o', (search, circle, params) => {
    const query = parseListQuery(postList.spec, search);
    expect(chosenCircle(query)).toBe(circle);
    expect(listParams(postList, query)).toEqual(params);
  });

  it('writes the circle and keyword back in a fixed order', () => {
    const query = parseListQuery(postList.spec, '?page=3&keyword=冷链&circleId=2');
    expect(writeListQuery(postList.spec, query)).toBe(
      `?keyword=${encodeURIComponent('冷链')}&circleId=2&page=3`,
    );
  });
});

describe('my posts and replies', () => {
  it.each([
    ['', 'posts'],
    ['?tab=replies', 'replies'],
    ['?tab=nonsense', 'posts'],
  ])('%s → tab %s', (search, tab) => {
    expect(parseListQuery(myReplyList.spec, search).tab).toBe(tab);
  });

  it('links a reply to its floor and shows an excerpt', () => {
    const reply = {
      id: 9,
      postId: 4,
      floor: 12,
      authorId: 1,
      authorName: '演示用户',
      authorAccount: 'demo',
      content: `第一行\n${'字'.repeat(70)}`,
      createdAt: '2026-11-23T02:00:00.000Z',
      quote: null,
      editedAt: null,
      deletedAt: null,
      hiddenAt: null,
      editableUntil: '2026-11-24T02:00:00.000Z',
      revision: 1,
      postTitle: '<b>标题</b>',
      postDeleted: false,
    };
    const [content, post, floor] = myReplyList.columns;
    expect(content!.href!(reply)).toBe('/basic/portal/postPetails?id=4&floor=12');
    expect(content!.value(reply)).toBe(`第一行 ${'字'.repeat(56)}…`);
    expect(post!.value(reply)).toBe('<b>标题</b>');
    expect(floor!.value(reply)).toBe('#12');
    // Hidden words: their writer's own reply is marked; another writer's hidden post has no title.
    const hidden = { ...reply, hiddenAt: '2026-11-24T02:00:00.000Z', content: '短回复', postTitle: '' };
    expect(content!.value(hidden)).toBe('短回复（已被屏蔽，仅你自己可见）');
    expect(post!.value(hidden)).toBe('该内容已被屏蔽');
  });
});

describe('the posts list names each author with the account beside the nickname', () => {
  it('shows 昵称（@账号） in the author column', () => {
    const author = postList.columns.find((column) => column.key === 'author');
    const post = {
      id: 1,
      circleId: 2,
      circleName: '冷链物流',
      title: '标题',
      authorId: 3,
      authorName: '演示用户',
      authorAccount: 'demo',
      createdAt: '2026-11-23T02:00:00.000Z',
      views: 0,
      replyCount: 0,
      lastReplyAt: null,
      editedAt: null,
      hiddenAt: null,
    };
    expect(author?.value(post)).toBe('演示用户（@demo）');
  });

  it('links the author to their profile, but not a closed account (已注销用户)', () => {
    const author = postList.columns.find((column) => column.key === 'author')!;
    const post = { authorId: 3, authorHasProfile: true } as PostItem;
    expect(author.href?.(post)).toBe('/basic/portal/userProfile?id=3');
    expect(author.href?.({ ...post, authorHasProfile: false })).toBe('');
  });
});

describe('reply pages of a post', () => {
  it.each([
    ['?id=5', { page: 1, pageSize: 10 }, null],
    ['?id=5&page=3', { page: 3, pageSize: 10 }, null],
    ['?id=5&floor=1', { page: 1, pageSize: 10 }, 1],
    ['?id=5&floor=10', { page: 1, pageSize: 10 }, 10],
    ['?id=5&floor=11', { page: 2, pageSize: 10 }, 11],
    ['?id=5&floor=45&pageSize=20', { page: 3, pageSize: 20 }, 45],
    ['?id=5&floor=abc&page=2', { page: 2, pageSize: 10 }, null],
  ])('%s → %o, floor %s', (search, expected, floor) => {
    const result = replyQuery(search);
    expect(result.query).toMatchObject(expected);
    expect(result.floor).toBe(floor);
  });

  it.each([
    [{ page: 1, pageSize: 10 }, '?id=7'],
    [{ page: 2, pageSize: 10 }, '?id=7&page=2'],
    [{ page: 1, pageSize: 20 }, '?id=7&pageSize=20'],
  ])('%o → %s', (state, search) => {
    expect(replySearch(7, { ...state, tab: '', filters: {} })).toBe(search);
  });
});
