/**
 * Faults of the running database say so (docs/decisions.md, "When the database cannot keep data"):
 * a database file deleted or replaced under the server, and a full disk, answer 503 with 10503 and
 * a log line that names the cause and the file, instead of successes that are never stored or a
 * 500 whose log hides the cause.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { DeliveryCreated } from '../../../src/lib/shared/contract.ts';
import { addDays, chinaDay } from '../../../src/lib/shared/china-time.ts';
import { openDatabase } from '../../../server/store/sqlite/db.ts';
import { sqliteStore } from '../../../server/store/sqlite/sqlite-store.ts';
import { deliveryInput } from '../helpers/delivery-input.ts';
import { startTestServer, type TestServer } from './harness.ts';

const shipment = deliveryInput({
  loadingDate: addDays(chinaDay(), 2),
  expectedArrivalDate: addDays(chinaDay(), 3),
});

let server: TestServer | undefined;
let errors: MockInstance<typeof console.error>;
afterEach(async () => {
  errors?.mockRestore();
  await server?.close();
  server = undefined;
});

const logged = (): string => errors.mock.calls.map((call) => call.map(String).join(' ')).join('\n');

const createShipment = (token: string) =>
  server!.api<DeliveryCreated>('POST', '/deliveries', {
    body: shipment,
    token,
    headers: { 'Idempotency-Key': randomUUID() },
  });

async function serverWithToken(): Promise<string> {
  server = await startTestServer();
  const token = await server.login();
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return token;
}

describe('a database file that disappears while the server runs', () => {
  it('answers writes, logins and reads 503 (10503) and logs the path once', async () => {
    const token = await serverWithToken();
    await rm(dirname(server!.dbPath), { recursive: true, force: true });

    const write = await server!.api('PUT', '/user/profile', {
      token,
      body: { nickname: '改了也存不下', realName: '', company: '', email: '' },
    });
    expect(write.status).toBe(503);
    expect(write.body).toMatchObject({ success: false, errorCode: 10503, data: null });
    expect(write.body.errorMsg).toContain('服务器的数据文件不可用');

    const shipped = await createShipment(token);
    expect(shipped.status).toBe(503);
    const login = await server!.api('POST', '/auth/login', {
      body: { account: 'demo', password: 'demo123456' },
    });
    expect(login).toMatchObject({ status: 503, body: { errorCode: 10503 } });
    const read = await server!.api('GET', '/user/current', { token });
    expect(read).toMatchObject({ status: 503, body: { errorCode: 10503 } });

    const lines = errors.mock.calls.filter((call) => String(call[0]).includes(server!.dbPath));
    expect(lines).toHaveLength(1);
    expect(String(lines[0]![0])).toContain(`数据库文件 ${server!.dbPath} 已被删除或移走`);
  });

  it('answers 503 when another file was put in its place, and stays so', async () => {
    const token = await serverWithToken();
    await rm(server!.dbPath);
    const other = new DatabaseSync(server!.dbPath);
    other.exec('CREATE TABLE users (id INTEGER PRIMARY KEY)');
    other.close();

    const shipped = await createShipment(token);
    expect(shipped).toMatchObject({ status: 503, body: { errorCode: 10503 } });
    expect(logged()).toContain(`数据库文件 ${server!.dbPath} 已被替换`);
    // The open connection can never reach the new file: only a restart can.
    expect((await server!.api('GET', '/portal/home')).status).toBe(503);
  });
});

describe('a full disk', () => {
  it('answers a write 503 (10503), logs the real error with the path, and writes again once there is room', async () => {
    const token = await serverWithToken();
    const { page_count: pages } = server!.db.prepare('PRAGMA page_count').get() as { page_count: number };
    // SQLite's own ceiling on the file's size stands in for a full disk: the same SQLITE_FULL.
    server!.db.exec(`PRAGMA max_page_count = ${pages}`);
    const big = { ...shipment, remarks: '满'.repeat(500) };
    let full;
    for (let i = 0; i < 200 && !full; i += 1) {
      const answer = await server!.api('POST', '/deliveries', {
        body: big,
        token,
        headers: { 'Idempotency-Key': randomUUID() },
      });
      if (answer.status !== 200) full = answer;
    }
    expect(full).toMatchObject({ status: 503, body: { success: false, errorCode: 10503 } });
    expect(full?.body.errorMsg).toContain('服务器暂时无法保存数据');
    expect(logged()).toContain('database or disk is full');
    expect(logged()).toContain(server!.dbPath);
    expect(logged()).not.toContain('cannot rollback');

    server!.db.exec('PRAGMA max_page_count = 4294967294');
    expect((await createShipment(token)).status).toBe(200);
  });
});

describe("the store's transaction()", () => {
  const scratch = () => {
    const { db } = openDatabase(':memory:', { create: true });
    db.exec('CREATE TABLE t (x TEXT)');
    return db;
  };

  it('rethrows the failure of the work and leaves no transaction open', async () => {
    const db = scratch();
    const store = sqliteStore(db);
    await expect(
      store.transaction(async (tx) => {
        await tx.exec("INSERT INTO t VALUES ('a')");
        await tx.exec('INSERT INTO no_such_table VALUES (1)');
      }),
    ).rejects.toThrow('no such table: no_such_table');
    expect(db.isTransaction).toBe(false);
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 0 });
  });

  it('rethrows a full disk as itself, not as "cannot rollback"', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'portal-full-'));
    const { db } = openDatabase(join(directory, 'full.db'), { create: true });
    try {
      db.exec('CREATE TABLE t (x BLOB)');
      const { page_count: pages } = db.prepare('PRAGMA page_count').get() as { page_count: number };
      db.exec(`PRAGMA max_page_count = ${pages}`);
      await expect(
        sqliteStore(db).transaction(async (tx) => {
          for (let i = 0; i < 100; i += 1) await tx.run('INSERT INTO t VALUES (randomblob(4000))');
        }),
      ).rejects.toThrow('database or disk is full');
      expect(db.isTransaction).toBe(false);
    } finally {
      db.close();
      await rm(directory, { recursive: true, force: true });
    }
  });
});
