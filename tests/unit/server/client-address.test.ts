/** The visitor's address behind proxies: the rule, the setting, and the login records it fills. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginRecord, Paged } from '../../../src/lib/shared/contract.ts';
import { clientAddress, parseTrustedProxies } from '../../../server/http/client-address.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';

describe('parseTrustedProxies', () => {
  it.each<[string | undefined, string[]]>([
    [undefined, []],
    ['', []],
    ['  ', []],
    ['loopback', ['127.0.0.1', '::1']],
    ['LOOPBACK, 10.0.0.2', ['127.0.0.1', '::1', '10.0.0.2']],
    ['10.0.0.2,,10.0.0.3 ', ['10.0.0.2', '10.0.0.3']],
    ['::ffff:10.0.0.2, fd00::1', ['10.0.0.2', 'fd00::1']],
    ['127.0.0.1, loopback', ['127.0.0.1', '::1']],
  ])('%j → %j', (raw, expected) => {
    expect(parseTrustedProxies(raw)).toEqual(expected);
  });

  it.each(['10.0.0.0/8', 'nginx', '300.1.1.1', 'loopback;'])('refuses %j, naming it', (raw) => {
    expect(() => parseTrustedProxies(raw)).toThrow(raw);
  });
});

describe('clientAddress', () => {
  const proxies = ['127.0.0.1', '10.0.0.2'];
  it.each<[string, string, { forwardedFor?: string; realIp?: string }, string]>([
    ['a visitor straight on the socket', '203.0.113.5', {}, '203.0.113.5'],
    ['an IPv4 peer on an IPv6 socket', '::ffff:203.0.113.5', {}, '203.0.113.5'],
    [
      'headers from an untrusted peer are ignored',
      '198.51.100.7',
      { forwardedFor: '203.0.113.5', realIp: '203.0.113.6' },
      '198.51.100.7',
    ],
    ['the trusted proxy names the visitor', '127.0.0.1', { forwardedFor: '203.0.113.5' }, '203.0.113.5'],
    [
      'a forged entry before the real hop is passed over',
      '127.0.0.1',
      { forwardedFor: '1.2.3.4, 203.0.113.5' },
      '203.0.113.5',
    ],
    [
      'trusted hops at the end are skipped',
      '127.0.0.1',
      { forwardedFor: '203.0.113.5, 10.0.0.2' },
      '203.0.113.5',
    ],
    ['no X-Forwarded-For: X-Real-IP', '::ffff:127.0.0.1', { realIp: '203.0.113.8' }, '203.0.113.8'],
    ['garbage in the header is never taken', '127.0.0.1', { forwardedFor: '<script>, unknown' }, '127.0.0.1'],
    ['only trusted hops: the first of them', '127.0.0.1', { forwardedFor: '10.0.0.2' }, '10.0.0.2'],
    ['a proxy that names nobody', '127.0.0.1', {}, '127.0.0.1'],
  ])('%s', (_, peer, headers, expected) => {
    expect(clientAddress(peer, headers, proxies)).toBe(expected);
  });

  it('trusts nobody without the setting', () => {
    expect(clientAddress('127.0.0.1', { forwardedFor: '203.0.113.5' }, [])).toBe('127.0.0.1');
  });
});

describe('the login records behind a proxy', () => {
  let direct: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    [direct, proxied] = await Promise.all([
      startTestServer(),
      startTestServer({ trustedProxies: parseTrustedProxies('loopback') }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([direct?.close(), proxied?.close()]);
  });

  async function recordedAddress(server: TestServer): Promise<string> {
    await insertUser(server.store, { account: 'proxied', password: 'pass-word1', mobile: '13600000009' });
    const login = await server.api<{ token: string }>('POST', '/auth/login', {
      body: { account: 'proxied', password: 'pass-word1' },
      headers: { 'X-Forwarded-For': '203.0.113.9', 'X-Real-IP': '203.0.113.9' },
    });
    expect(login.body.success).toBe(true);
    const records = await server.api<Paged<LoginRecord>>('GET', '/user/login-records', {
      token: login.body.data.token,
    });
    return records.body.data.list[0]!.ip;
  }

  it('records the address the trusted proxy forwarded', async () => {
    expect(await recordedAddress(proxied)).toBe('203.0.113.9');
  });

  it('records the socket address when no proxy is trusted, whatever the headers say', async () => {
    expect(await recordedAddress(direct)).toBe('127.0.0.1');
  });
});
