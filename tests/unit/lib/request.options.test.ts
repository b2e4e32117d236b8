/**
 * What the request layer sends and resolves: the `/api` prefix, the `Authentication` header, every
 * method, JSON and form bodies, params, getResponse and the GET cache — seen by a local echo server.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../src/lib/shared/contract.ts';
import {
  clearRequestCache,
  configureRequest,
  request,
  resetRequestConfiguration,
} from '../../../src/lib/request/request.ts';
import { recordEffects, type RecordedEffects } from '../helpers/effects.ts';
import { startLocalServer, type LocalServer } from '../helpers/local-server.ts';

interface Echo {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

let server: LocalServer;
let effects: RecordedEffects;

beforeAll(async () => {
  server = await startLocalServer();
});
afterAll(async () => {
  resetRequestConfiguration();
  await server.close();
});
beforeEach(() => {
  resetRequestConfiguration();
  server.hits.clear();
  effects = recordEffects('token-1');
  configureRequest({ ...effects, origin: server.origin });
});

const echo = async (promise: Promise<Envelope<Echo>>): Promise<Echo> => (await promise).data;

describe('where requests go and what they carry', () => {
  it('puts /logistics in front of /api and sends the token as Authentication', async () => {
    const seen = await echo(request.get('/api/echo'));
    expect(seen.url).toBe('/logistics/api/echo');
    expect(seen.headers.authentication).toBe('token-1');
  });

  it('sends an empty Authentication header without a token', async () => {
    effects.token = '';
    const seen = await echo(request.get('/api/echo'));
    expect(seen.headers).toHaveProperty('authentication', '');
  });

  it.each([
    ['letters a header cannot carry', '令牌abc'],
    ['a line break', 'abc\ndef'],
    ['10 KB', 'x'.repeat(10 * 1024)],
  ])('sends no token, and blanks it, when the stored one holds %s', async (_case, stored) => {
    effects.token = stored;
    const seen = await echo(request.get('/api/echo'));
    expect(seen.headers).toHaveProperty('authentication', '');
    expect(effects.token).toBe('');
    expect(effects.toasts).toEqual([]);
  });

  it('lets a caller name the Authentication header (login sends none, logout the old token)', async () => {
    const none = await echo(request.post('/api/echo', {}, { headers: { Authentication: '' } }));
    expect(none.headers).toHaveProperty('authentication', '');
    const other = await echo(request.post('/api/echo', {}, { headers: { Authentication: 'old' } }));
    expect(other.headers.authentication).toBe('old');
    expect(effects.token).toBe('token-1');
  });

  it('respects a base path other than /', async () => {
    configureRequest({ base: '/portal/' });
    const seen = await echo(request.get('/api/echo'));
    expect(seen.url).toBe('/portal/logistics/api/echo');
  });

  it('drops undefined params and keeps the rest, `//` included', async () => {
    const seen = await echo(
      request.get('/api/echo', { params: { page: 2, keyword: undefined, origin: '上海', link: 'http://a' } }),
    );
    expect(seen.url).toBe('/logistics/api/echo?page=2&origin=%E4%B8%8A%E6%B5%B7&link=http%3A%2F%2Fa');
  });

  it('adds caller headers as a plain object', async () => {
    const seen = await echo(request.post('/api/echo', {}, { headers: { 'Idempotency-Key': 'k-1' } }));
    expect(seen.headers['idempotency-key']).toBe('k-1');
    expect(seen.headers.authentication).toBe('token-1');
  });
});

describe('methods and bodies', () => {
  it.each(['post', 'put', 'patch'] as const)('%s sends a JSON body', async (method) => {
    const seen = await echo(request[method]('/api/echo', { title: '整车运输' }));
    expect(seen.method).toBe(method.toUpperCase());
    expect(seen.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen.body)).toEqual({ title: '整车运输' });
  });

  it.each(['get', 'delete'] as const)('%s sends no body', async (method) => {
    const seen = await echo(request[method]('/api/echo'));
    expect(seen.method).toBe(method.toUpperCase());
    expect(seen.body).toBe('');
  });

  it('sends URLSearchParams as a urlencoded form', async () => {
    const seen = await echo(
      request.post('/api/echo', new URLSearchParams({ account: 'demo', name: '张三' })),
    );
    expect(seen.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(seen.body).toBe('account=demo&name=%E5%BC%A0%E4%B8%89');
  });

  it('sends FormData as multipart', async () => {
    const form = new FormData();
    form.append('remarks', '易碎品');
    const seen = await echo(request.post('/api/echo', form));
    expect(seen.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.body).toContain('易碎品');
  });

  it('head and options resolve the whole response', async () => {
    const head = await request.head('/api/echo');
    const options = await request.options('/api/echo');
    expect(head.status).toBe(200);
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, POST');
  });

  it('the generic form takes the method from the options', async () => {
    const seen = await echo(request<Envelope<Echo>>('/api/echo', { method: 'put', data: { a: 1 } }));
    expect(seen.method).toBe('PUT');
  });
});

describe('what resolves', () => {
  it('the body by default, the whole response with getResponse', async () => {
    const body = await request.get<Envelope<Echo>>('/api/echo');
    const response = await request.get<Envelope<Echo>>('/api/echo', { getResponse: true });
    expect(body.success).toBe(true);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.data.data.method).toBe('GET');
  });

  it('JSON that is not an envelope as it is', async () => {
    expect(await request.get('/api/not-envelope')).toEqual([1, 2, 3]);
  });
});

describe('useCache', () => {
  it('does not send a second GET within the lifetime', async () => {
    const first = await request.get<Envelope<number>>('/api/counter', { useCache: true });
    const second = await request.get<Envelope<number>>('/api/counter', { useCache: true });
    expect(first.data).toBe(1);
    expect(second.data).toBe(1);
    expect(server.hits.get('/logistics/api/counter')).toBe(1);
  });

  it('sends again after the lifetime', async () => {
    await request.get('/api/counter', { useCache: true, cacheLifetime: 30 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    const again = await request.get<Envelope<number>>('/api/counter', { useCache: true, cacheLifetime: 30 });
    expect(again.data).toBe(2);
  });

  it('keeps only status 200', async () => {
    await request.get('/api/counter', { useCache: true, params: { status: 201 } });
    await request.get('/api/counter', { useCache: true, params: { status: 201 } });
    expect(server.hits.get('/logistics/api/counter')).toBe(2);
  });

  it('is per token, per URL, GET only, and opt-in', async () => {
    await request.get('/api/counter', { useCache: true });
    effects.token = 'token-2';
    await request.get('/api/counter', { useCache: true });
    await request.get('/api/counter', { useCache: true, params: { page: 2 } });
    await request.get('/api/counter');
    await request.post('/api/counter', {}, { useCache: true });
    await request.post('/api/counter', {}, { useCache: true });
    expect(server.hits.get('/logistics/api/counter')).toBe(6);
  });

  it('is emptied by clearRequestCache', async () => {
    await request.get('/api/counter', { useCache: true });
    clearRequestCache();
    await request.get('/api/counter', { useCache: true });
    expect(server.hits.get('/logistics/api/counter')).toBe(2);
  });
});
