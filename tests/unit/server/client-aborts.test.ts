/**
 * A client that hangs up in the middle of its request body is not a server error: the server logs
 * one info line for it (method, path, what happened), no `unexpected error` and no stack trace, so
 * that the real 500s stand out in the log and nobody can fill it by hanging up.
 */
import { connect } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_BASE, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

/**
 * Sends the head of a request, waits until the server has taken it (its `100 Continue`), sends part
 * of the body, then resets the connection.
 */
async function hangUpMidBody(
  method: string,
  path: string,
  headers: Record<string, string>,
  framing: 'length' | 'chunked',
): Promise<void> {
  const { port } = new URL(server.url);
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise<void>((done) => socket.once('connect', done));
  const head = [
    `${method} ${API_BASE}${path} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    'Content-Type: application/json',
    'Expect: 100-continue',
    framing === 'length' ? 'Content-Length: 60000' : 'Transfer-Encoding: chunked',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  const taken = new Promise<void>((done) => socket.once('data', () => done()));
  socket.write(head);
  await taken;
  const part = '{"circleId": 1, "title": "半截';
  const bytes = Buffer.byteLength(part);
  socket.write(framing === 'length' ? part : `${bytes.toString(16)}\r\n${part}\r\n`);
  await new Promise((wait) => setTimeout(wait, 50));
  socket.resetAndDestroy();
}

/** Every line the server wrote to the console about the request `action` made, by level. */
async function logsOf(action: () => Promise<void>) {
  const lines = { error: [] as string[], warn: [] as string[], info: [] as string[], log: [] as string[] };
  for (const level of ['error', 'warn', 'info', 'log'] as const) {
    vi.spyOn(console, level).mockImplementation((...parts: unknown[]) => {
      lines[level].push(parts.map((part) => (part instanceof Error ? part.stack : String(part))).join(' '));
    });
  }
  await action();
  // The server notices the reset on one of its next turns and then finishes the request.
  await vi.waitFor(() => expect(lines.info.length + lines.error.length).toBeGreaterThan(0), {
    timeout: 10_000,
  });
  await new Promise((wait) => setTimeout(wait, 100));
  return lines;
}

describe('a client that hangs up mid-body', () => {
  it.each([
    ['a post', 'POST', '/posts', 'length', { Authentication: 'TOKEN', 'Idempotency-Key': 'abort-1' }],
    ['a post', 'POST', '/posts', 'chunked', { Authentication: 'TOKEN', 'Idempotency-Key': 'abort-2' }],
    ['a login', 'POST', '/auth/login', 'length', {}],
    ['a login', 'POST', '/auth/login', 'chunked', {}],
    ['a profile edit', 'PUT', '/user/profile', 'length', { Authentication: 'TOKEN' }],
    ['a profile edit', 'PUT', '/user/profile', 'chunked', { Authentication: 'TOKEN' }],
  ] as const)(
    'on %s (%s %s, body sent by %s) is one info line, no error and no stack',
    async (_name, method, path, framing, headers) => {
      const sent = Object.fromEntries(
        Object.entries(headers as Record<string, string>).map(([name, value]) => [
          name,
          value === 'TOKEN' ? token : value,
        ]),
      );
      const lines = await logsOf(() => hangUpMidBody(method, path, sent, framing));
      expect(lines.error).toEqual([]);
      expect(lines.warn).toEqual([]);
      expect(lines.info).toHaveLength(1);
      expect(lines.info[0]).toMatch(
        new RegExp(`^\\[server\\] client closed the request: ${method} ${path} \\(answer \\d+ not sent\\)$`),
      );
      expect(lines.info[0]).not.toContain('\n');
    },
  );

  it('still logs a real failure as an error, with its stack', async () => {
    const lines = await logsOf(async () => {
      const spy = vi.spyOn(server.store, 'get').mockRejectedValueOnce(new Error('boom'));
      const answer = await server.api('GET', '/user/current', { token });
      spy.mockRestore();
      expect(answer.status).toBe(500);
    });
    expect(lines.info).toEqual([]);
    expect(lines.error.join('\n')).toContain('unexpected error');
    expect(lines.error.join('\n')).toContain('boom');
  });
});
