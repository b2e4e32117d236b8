import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNginx, startNginx, type RunningNginx } from '../../../deploy/start-nginx.ts';
import { makeBuiltSite, type BuiltSite } from '../helpers/built-site.ts';
import { addUser, startTestServer, type TestServer } from '../server/harness.ts';
import { openStream, type OpenStream } from '../server/stream-reader.ts';

/**
 * The live notice stream through nginx with the rendered deploy/nginx.conf: each event reaches the
 * client as the server writes it (a heartbeat a minute away, so nothing but the event itself can
 * push it through a buffer), uncompressed, and Last-Event-ID reaches the server; at the root and
 * under a base path. Skipped only where nginx is missing outside CI (nginx-config.test.ts).
 */

const nginxMissing = findNginx() === null;

let site: BuiltSite;
beforeAll(async () => {
  site = await makeBuiltSite();
});
afterAll(() => site?.remove());

describe.skipIf(nginxMissing).each([
  ['at the root', '/', ''],
  ['under a base path', '/portal/', '/portal'],
])('the notice stream through nginx %s', (_name, base, prefix) => {
  let reference: TestServer;
  let nginx: RunningNginx;
  let userId: number;
  let token: string;
  const opened: OpenStream[] = [];
  beforeAll(async () => {
    reference = await startTestServer({
      distDir: site.distDir,
      base,
      stream: { heartbeatMs: 60_000, pollMs: 50 },
    });
    nginx = await startNginx({ dist: site.distDir, api: reference.url, base });
    userId = addUser(reference.db, {
      account: 'nginx-stream',
      password: 'pass-word1',
      mobile: '13500000031',
    });
    token = await reference.login('nginx-stream', 'pass-word1');
  });
  afterAll(async () => {
    for (const stream of opened) stream.close();
    await nginx?.stop();
    await reference?.close();
  });

  const addNotice = (title: string): number =>
    Number(
      reference.db
        .prepare(
          "INSERT INTO notices (user_id, type, title, description, read, created_at) VALUES (?, 'message', ?, '', 0, ?)",
        )
        .run(userId, title, new Date().toISOString()).lastInsertRowid,
    );

  const open = async (headers: Record<string, string> = {}) => {
    const stream = await openStream(`${nginx.url}${prefix}`, {
      Authentication: token,
      'Accept-Encoding': 'gzip, br',
      ...headers,
    });
    opened.push(stream);
    return stream;
  };

  it('passes each event on at once, uncompressed', async () => {
    const stream = await open();
    expect(stream.response.headers.get('server')).toBe('nginx');
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    expect(await stream.next((event) => event.retry !== undefined, 2000)).toEqual({ retry: '5000' });
    const id = addNotice('经 nginx 送达的通知');
    const event = await stream.next((e) => e.event === 'notice', 2000);
    expect(event.id).toBe(String(id));
    expect(JSON.parse(event.data ?? '')).toMatchObject({ id, title: '经 nginx 送达的通知' });
  });

  it('hands Last-Event-ID to the server, which resumes after it', async () => {
    const first = addNotice('第一条');
    const second = addNotice('第二条');
    const stream = await open({ 'Last-Event-ID': String(first) });
    expect((await stream.next((e) => e.event === 'notice', 2000)).id).toBe(String(second));
  });
});
