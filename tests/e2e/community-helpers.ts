import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated } from './fixtures.ts';

/** Helpers of the community specs: reading what the server stored, and the composer's fields. */

interface Envelope<T> {
  success: boolean;
  errorCode: number;
  errorMsg: string;
  data: T;
}

export async function apiGet<T>(
  request: APIRequestContext,
  origin: string,
  path: string,
  token?: string,
): Promise<T> {
  const response = await request.get(`${origin}/logistics/api${path}`, {
    headers: token ? { Authentication: token } : {},
  });
  const body = (await response.json()) as Envelope<T>;
  expect(body.success, `${path}: ${body.errorMsg}`).toBe(true);
  return body.data;
}

export interface PostRow {
  id: number;
  title: string;
  circleId: number;
  circleName: string;
  authorName: string;
  authorAccount: string;
  replyCount: number;
}
export interface ReplyRow {
  id: number;
  floor: number;
  content: string;
  authorName: string;
  authorAccount: string;
}

/** Every reply of a post (up to 100 pages of 100). */
export async function allReplies(
  request: APIRequestContext,
  origin: string,
  postId: number,
): Promise<ReplyRow[]> {
  const replies: ReplyRow[] = [];
  for (let page = 1; page <= 100; page++) {
    const data = await apiGet<{ list: ReplyRow[]; total: number }>(
      request,
      origin,
      `/posts/${postId}/replies?page=${page}&pageSize=100`,
    );
    replies.push(...data.list);
    if (replies.length >= data.total || data.list.length === 0) break;
  }
  return replies;
}

/** The demo user's own posts (newest first). */
export async function myPosts(request: APIRequestContext, origin: string, token: string): Promise<PostRow[]> {
  return (await apiGet<{ list: PostRow[] }>(request, origin, '/user/posts?pageSize=100', token)).list;
}

export async function firstPost(request: APIRequestContext, origin: string): Promise<PostRow> {
  return (await apiGet<{ list: PostRow[] }>(request, origin, '/posts?pageSize=1')).list[0]!;
}

/** Posts a reply through the API (to prepare a quote or use up the rate). */
export async function apiReply(
  request: APIRequestContext,
  origin: string,
  token: string,
  postId: number,
  content: string,
): Promise<Envelope<ReplyRow>> {
  const response = await request.post(`${origin}/logistics/api/posts/${postId}/replies`, {
    headers: { Authentication: token, 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` },
    data: { content },
  });
  return (await response.json()) as Envelope<ReplyRow>;
}

/** The composer page, hydrated and past its 载入中... */
export async function openComposer(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
  await expect(page.getByRole('button', { name: /发表回复|发布帖子/ })).toBeVisible({ timeout: 15_000 });
}

export const replyBox = (page: Page) => page.getByLabel('回复内容');
export const sendReply = (page: Page) => page.getByRole('button', { name: '发表回复' });

/** The draft of the logged-in user in localStorage for a target (`post-5`, `new-post`), or null. */
export async function storedDraftContent(page: Page, what: string): Promise<string | null> {
  return page.evaluate((suffix) => {
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index)!;
      if (key.startsWith('portal:draft:') && key.endsWith(`:${suffix}`)) {
        return (JSON.parse(localStorage.getItem(key)!) as { content: string }).content;
      }
    }
    return null;
  }, what);
}
