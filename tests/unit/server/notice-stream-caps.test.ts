/**
 * Notice streams are capped per account and per client address (PORTAL_STREAMS_PER_ACCOUNT,
 * PORTAL_STREAMS_PER_ADDRESS; docs/api.md, Limits): one more closes the oldest with an `end` event
 * saying why, and the newer ones stay open.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';
import { openStream, type OpenStream } from './stream-reader.ts';
import { settingsFor } from '../../../server/settings.ts';

let server: TestServer;
const opened: OpenStream[] = [];

beforeAll(async () => {
  server = await startTestServer({
    stream: { heartbeatMs: 200, pollMs: 40, perAccount: 3, perAddress: 4 },
    trustedProxies: ['127.0.0.1', '::1'],
  });
  for (let n = 1; n <= 6; n += 1)
    await insertUser(server.store, {
      account: `capped-${n}`,
      password: 'pass-word1',
      mobile: `1350000100${n}`,
    });
});
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});
afterAll(() => server.close());

async function stream(token: string, address: string): Promise<OpenStream> {
  const open = await openStream(server.url, { Authentication: token, 'X-Forwarded-For': address });
  opened.push(open);
  await open.next((event) => event.retry !== undefined);
  return open;
}

const REPLACED = {
  reason: 'replaced',
  message: '此账号或网络打开的实时通知连接过多，较早的连接已关闭',
};

/** Resolves true when the stream is still open after two heartbeats' time (it keeps sending them). */
const stillOpen = async (open: OpenStream) =>
  (await open.next((event) => event.comment === true, 2000)).comment;

describe('notice streams per account', () => {
  it('keeps the newest PORTAL_STREAMS_PER_ACCOUNT of an account open, closing the oldest first', async () => {
    const token = await server.login('capped-1', 'pass-word1');
    const streams: OpenStream[] = [];
    // Each from its own address, so only the account's cap counts.
    for (let n = 0; n < 5; n += 1) streams.push(await stream(token, `203.0.113.${n + 1}`));
    for (const oldest of streams.slice(0, 2)) {
      const end = await oldest.next((event) => event.event === 'end');
      expect(JSON.parse(end.data ?? '')).toEqual(REPLACED);
      await oldest.ended();
    }
    for (const newer of streams.slice(2)) expect(await stillOpen(newer)).toBe(true);
  });
});

describe('notice streams per address', () => {
  it('keeps the newest PORTAL_STREAMS_PER_ADDRESS of an address open whoever signs in, the oldest closed', async () => {
    const streams: OpenStream[] = [];
    for (let n = 2; n <= 6; n += 1)
      streams.push(await stream(await server.login(`capped-${n}`, 'pass-word1'), '198.51.100.7'));
    const end = await streams[0]!.next((event) => event.event === 'end');
    expect(JSON.parse(end.data ?? '')).toEqual(REPLACED);
    for (const newer of streams.slice(1)) expect(await stillOpen(newer)).toBe(true);
  });

  it('counts an IPv6 client by its /64', async () => {
    const streams: OpenStream[] = [];
    for (let n = 2; n <= 6; n += 1)
      streams.push(await stream(await server.login(`capped-${n}`, 'pass-word1'), `2001:db8:1:2::${n}`));
    const end = await streams[0]!.next((event) => event.event === 'end');
    expect(JSON.parse(end.data ?? '')).toEqual(REPLACED);
  });
});

describe('the defaults', () => {
  it('allow a few devices per account and an office behind one address', () => {
    expect(settingsFor().stream).toMatchObject({ perAccount: 5, perAddress: 50 });
  });
});
