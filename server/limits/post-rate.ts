import type { Context } from 'hono';
import { TooFastError } from '../http/errors.ts';
import { nthNewestCommunityWrite } from '../queries/community-edits.ts';
import { WriteRate } from './write-rate.ts';

export const POST_RATE_WINDOW_MS = 60_000;

/**
 * How fast one account may write in the community: new posts, new replies and edits of posts and
 * replies together (deleting and following are not counted), counted from the rows they made
 * (queries/community-edits.ts, `nthNewestCommunityWrite`), so that every server node sees the same.
 */
export function postRate(perWindow: number, now?: () => number): WriteRate {
  return new WriteRate({
    perWindow,
    windowMs: POST_RATE_WINDOW_MS,
    nthNewest: nthNewestCommunityWrite,
    ...(now ? { now } : {}),
  });
}

/** Lets a 429 carry `Retry-After` beside the message that names the wait. */
export async function withRetryAfter<T>(c: Context, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof TooFastError) c.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}
