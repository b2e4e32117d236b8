import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostDetail } from '../../../src/lib/shared/contract.ts';
import { API_BASE, startTestServer } from './harness.ts';
import { countRows } from './store-rows.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Opens a connection and sends one whole reply request on it; resolves once the bytes are written. */
function sendReply(url: URL, path: string, token: string, sequence: number): Promise<Socket> {
  const body = JSON.stringify({ content: `关闭前的第 ${sequence} 条回复` });
  const request = [
    `POST ${path} HTTP/1.1`,
    `Host: ${url.host}`,
    'Content-Type: application/json',
    `Authentication: ${token}`,
    `Idempotency-Key: shutdown-${sequence}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    '',
    body,
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () =>
      socket.write(request, () => resolve(socket)),
    );
    socket.on('error', reject);
  });
}

describe('stopping the server', () => {
  it('lets the requests it has taken finish before it closes the database, even when their clients are gone', async () => {
    const server = await startTestServer();
    const token = await server.login();
    const circleId = await countRows(server.store, 'SELECT min(id) AS n FROM circles');
    const post = await server.api<PostDetail>('POST', '/posts', {
      token,
      body: { circleId, title: '关闭时的回复', content: '服务关闭时仍在写的回复。' },
      headers: { 'Idempotency-Key': 'shutdown-post' },
    });
    expect(post.body.success).toBe(true);
    const logged: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));

    // A hundred writes arrive at once, then their clients reset the connections (as a load generator
    // that stops does) and the server is told to stop: no connection is left, but the writes are still
    // queued for the database.
    const url = new URL(server.url);
    const path = `${API_BASE}/posts/${post.body.data.id}/replies`;
    const sockets = await Promise.all(
      Array.from({ length: 100 }, (_, index) => sendReply(url, path, token, index + 1)),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    for (const socket of sockets) socket.resetAndDestroy();
    await server.close();
    // A write that outlived the close would fail on the closed database a moment later and say so here.
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(logged.filter((args) => String(args[0]).includes('unexpected error'))).toEqual([]);
  });
});
