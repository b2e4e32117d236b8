/**
 * A small HTTP server for what the reference server never does: hang, send malformed JSON or an
 * HTML 502, answer with a chosen showType. It also echoes requests so tests can see the exact URL,
 * headers and body the request layer sent. Listens on 127.0.0.1, port 0; tests close it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  origin: string;
  /** Requests received per path (without the query). */
  hits: Map<string, number>;
  close(): Promise<void>;
}

const envelope = (data: unknown) => ({ success: true, errorCode: 0, errorMsg: '', data });
const failure = (errorCode: number, errorMsg: string, extra: Record<string, unknown> = {}) => ({
  success: false,
  errorCode,
  errorMsg,
  data: null,
  ...extra,
});

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  type = 'application/json; charset=utf-8',
): void {
  response.writeHead(status, { 'Content-Type': type });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  hits: Map<string, number>,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://local');
  const name = url.pathname.split('/').pop() ?? '';
  hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
  const body = await readBody(request);
  switch (name) {
    case 'echo':
      if (request.method === 'HEAD') return send(response, 200, '');
      if (request.method === 'OPTIONS') return void response.writeHead(204, { Allow: 'GET, POST' }).end();
      return send(
        response,
        200,
        envelope({ method: request.method, url: request.url, headers: request.headers, body }),
      );
    case 'counter':
      return send(response, Number(url.searchParams.get('status') ?? 200), envelope(hits.get(url.pathname)));
    case 'hang':
      return; // never answers
    case 'slow-body':
      response.writeHead(200, { 'Content-Type': 'application/json' });
      return void response.write('{"success":true,');
    case 'malformed':
      return send(response, 200, '{"success": tru');
    case 'html-502':
      return send(response, 502, '<html><body><h1>502 Bad Gateway</h1></body></html>', 'text/html');
    case 'not-envelope':
      return send(response, 200, [1, 2, 3]);
    case 'revoked':
      return send(response, 401, failure(10002, '登录凭证无效，请重新登录'));
    case 'expired':
      return send(response, 200, failure(10002, url.searchParams.get('msg') ?? ''));
    case 'bad-input':
      return send(response, 400, failure(10001, '请输入手机号（mobile）'));
    case 'server-error':
      return send(response, 500, failure(500, ''));
    case 'show':
      return send(
        response,
        200,
        failure(20001, '库存不足', { showType: Number(url.searchParams.get('type')) }),
      );
    default:
      return send(response, 404, failure(10404, `接口不存在：${url.pathname}`));
  }
}

export async function startLocalServer(): Promise<LocalServer> {
  const hits = new Map<string, number>();
  const server = createServer((request, response) => {
    void answer(request, response, hits);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (taken, then released), for a refused connection. */
export async function closedPortOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
