/**
 * An offer reported as 虚假信息 (docs/api.md, Moderation): a signed-in user reports someone else's
 * standing offer into the moderation queue, once while the report is open; an editor's upheld report
 * withdraws the offer (its static pages re-rendered through its site change) and tells its publisher
 * and the reporters; a dismissed one leaves it standing. And the SQLite rebuild that lets a file of
 * an earlier release take offer reports.
 */
import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Notice, type Paged } from '../../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import { type ReportItem } from '../../../src/lib/shared/contract/moderation.ts';
import { COMPLAINT_ERROR_CODES } from '../../../src/lib/shared/contract/complaints.ts';
import { chinaDay } from '../../../src/lib/shared/china-time.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { rebuildModerationTables } from '../../../server/store/sqlite/schema-moderation.ts';
import { openDatabase } from '../../../server/store/sqlite/db.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from './harness.ts';
import { countRows, insertUser } from './store-rows.ts';
import { cargoOfferInput } from '../helpers/offer-input.ts';

let server: TestServer;
let publisher: string;
let reporter: string;
let editor: string;

beforeAll(async () => {
  server = await startTestServer();
  for (const [account, mobile] of [
    ['or-publisher', '13700007001'],
    ['or-reporter', '13700007002'],
  ] as const)
    await insertUser(server.store, { account, password: 'Report12345', mobile, nickname: `${account}昵称` });
  publisher = await server.login('or-publisher', 'Report12345');
  reporter = await server.login('or-reporter', 'Report12345');
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
});
afterAll(() => server.close());

const send = <T>(method: string, path: string, token: string | null, body?: unknown) =>
  server.api<T>(method, path, {
    ...(body === undefined ? {} : { body }),
    ...(token === null ? {} : { token }),
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
  });

const publish = async () =>
  (await send<{ id: number }>('POST', '/logistics-info', publisher, cargoOfferInput(chinaDay(Date.now()))))
    .body.data.id;
const report = (id: number, as: string | null) =>
  send('POST', '/reports', as, { target: 'offer', id, reason: 'fraud', note: '电话打过去说没有这批货' });
const openReportOf = async (offerId: number) =>
  (await send<Paged<ReportItem>>('GET', '/desk/reports?state=open&pageSize=100', editor)).body.data.list.find(
    (item) => item.target === 'offer' && item.targetId === offerId,
  );
const offerState = async (id: number) =>
  (await server.api<{ state: string }>('GET', `/logistics-info/${id}`)).body.data.state;
const noticesOf = async (token: string) =>
  (await server.api<Notice[]>('GET', '/notices', { token })).body.data;
const codeOf = (answer: { status: number; body: { errorCode: number } }) => [
  answer.status,
  answer.body.errorCode,
];

describe('an offer reported as 虚假信息', () => {
  it('is reported by another signed-in user once; not by its publisher, nor without a token, nor unknown', async () => {
    const id = await publish();
    expect((await report(id, reporter)).body.data).toMatchObject({ state: 'open' });
    expect(codeOf(await report(id, reporter))).toEqual([409, ErrorCodes.reportDuplicate]);
    expect(codeOf(await report(id, publisher))).toEqual([403, ErrorCodes.reportOwnWords]);
    expect((await report(id, null)).body.errorCode).toBe(ErrorCodes.tokenMissingOrExpired);
    expect(codeOf(await report(999_999, reporter))).toEqual([404, ErrorCodes.notFound]);
    const offerTitle = (await server.api<{ title: string }>('GET', `/logistics-info/${id}`)).body.data.title;
    expect(await openReportOf(id)).toMatchObject({
      title: offerTitle,
      authorName: 'or-publisher昵称',
      reporters: 1,
      reasons: [{ reason: 'fraud', count: 1 }],
      notes: ['电话打过去说没有这批货'],
    });
  });

  it('upheld, withdraws the offer with its site change and tells the publisher and the reporter', async () => {
    const id = await publish();
    await report(id, reporter);
    const reportId = (await openReportOf(id))!.id;
    const changes = () =>
      countRows(
        server.store,
        "SELECT count(*) AS n FROM site_changes WHERE kind = 'offer' AND item_id = ?",
        id,
      );
    const before = await changes();
    expect((await send('POST', `/desk/reports/${reportId}/hide`, editor)).body.errorCode).toBe(0);
    expect(await offerState(id)).toBe('withdrawn');
    expect(await changes()).toBe(before + 1);
    expect((await noticesOf(publisher)).some((notice) => notice.title.endsWith('已被撤下'))).toBe(true);
    expect((await noticesOf(reporter)).some((notice) => notice.description.includes('已被撤下'))).toBe(true);
    expect(codeOf(await report(id, reporter))).toEqual([409, COMPLAINT_ERROR_CODES.reportOfferClosed]);
  });

  it('dismissed, leaves the offer standing; a user’s token cannot handle it', async () => {
    const id = await publish();
    await report(id, reporter);
    const reportId = (await openReportOf(id))!.id;
    expect(codeOf(await send('POST', `/desk/reports/${reportId}/hide`, reporter))).toEqual([
      403,
      ErrorCodes.roleRefused,
    ]);
    expect((await send('POST', `/desk/reports/${reportId}/dismiss`, editor)).body.errorCode).toBe(0);
    expect(await offerState(id)).toBe('published');
  });
});

describe('a SQLite file of an earlier release', () => {
  it('keeps its reports, their entries and actions, and takes offer reports after the rebuild', () => {
    const db = new DatabaseSync(':memory:');
    db.exec(`PRAGMA foreign_keys = ON;
      CREATE TABLE users (id INTEGER PRIMARY KEY);
      INSERT INTO users VALUES (1);
      CREATE TABLE reports (id INTEGER PRIMARY KEY, target TEXT NOT NULL CHECK (target IN ('post', 'reply')),
        target_id INTEGER NOT NULL, state TEXT NOT NULL, created_at TEXT NOT NULL, last_reported_at TEXT NOT NULL,
        handled_at TEXT, handled_by INTEGER REFERENCES users(id));
      CREATE TABLE report_entries (id INTEGER PRIMARY KEY, report_id INTEGER NOT NULL REFERENCES reports(id),
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, reason TEXT NOT NULL,
        note TEXT NOT NULL DEFAULT '', created_at TEXT NOT NULL, UNIQUE (report_id, user_id));
      CREATE TABLE moderation_actions (id INTEGER PRIMARY KEY, report_id INTEGER NOT NULL REFERENCES reports(id),
        action TEXT NOT NULL, user_id INTEGER NOT NULL REFERENCES users(id), at TEXT NOT NULL);
      INSERT INTO reports VALUES (7, 'post', 3, 'hidden', 't', 't', 't', 1);
      INSERT INTO report_entries VALUES (9, 7, 1, 'spam', '', 't');
      INSERT INTO moderation_actions VALUES (4, 7, 'hide', 1, 't');`);
    const offer =
      "INSERT INTO reports (target, target_id, state, created_at, last_reported_at) VALUES ('offer', 5, 'open', 't', 't')";
    expect(() => db.exec(offer)).toThrow(/CHECK/);
    db.exec('BEGIN IMMEDIATE');
    rebuildModerationTables(db);
    db.exec('COMMIT');
    db.exec(offer);
    expect(db.prepare('SELECT id, target FROM reports ORDER BY id').all()).toEqual([
      { id: 7, target: 'post' },
      { id: 8, target: 'offer' },
    ]);
    expect(db.prepare('SELECT id, report_id FROM report_entries').all()).toEqual([{ id: 9, report_id: 7 }]);
    expect(db.prepare('SELECT id, report_id FROM moderation_actions').all()).toEqual([
      { id: 4, report_id: 7 },
    ]);
    expect(() =>
      db.exec(
        "INSERT INTO report_entries (report_id, user_id, reason, created_at) VALUES (99, 1, 'spam', 't')",
      ),
    ).toThrow(/FOREIGN KEY/);
    db.close();
  });

  it('gives its notices the 待办 of the documents and complaints queues, keeping every notice', () => {
    const folder = mkdtempSync(join(tmpdir(), 'portal-queues-'));
    try {
      const path = join(folder, 'earlier.db');
      openDatabase(path, { create: true }).db.close();
      // The notices table as an earlier release made it: its desk_queue CHECK without the new queues.
      const early = new DatabaseSync(path);
      const definition = (
        early.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'notices'").get() as {
          sql: string;
        }
      ).sql;
      early.exec('ALTER TABLE notices RENAME TO notices_now');
      early.exec(definition.replace(/,\s*'documents',\s*'complaints'/, ''));
      early.exec(
        "INSERT INTO users (account, password_hash, nickname, mobile, created_at) VALUES ('early', 'h', '早', '13900000001', 't')",
      );
      early.exec(
        "INSERT INTO notices (user_id, type, title, description, read, created_at, desk_queue) SELECT id, 'todo', '旧待办', '', 0, 't', 'reports' FROM users LIMIT 1",
      );
      early.exec('DROP TABLE notices_now');
      const queue =
        "INSERT INTO notices (user_id, type, title, description, read, created_at, desk_queue) SELECT id, 'todo', '新待办', '', 0, 't', 'complaints' FROM users LIMIT 1";
      expect(() => early.exec(queue)).toThrow(/CHECK/);
      early.close();
      const { db } = openDatabase(path, { create: false });
      db.exec(queue);
      expect(db.prepare('SELECT title, desk_queue AS queue FROM notices ORDER BY id').all()).toEqual([
        { title: '旧待办', queue: 'reports' },
        { title: '新待办', queue: 'complaints' },
      ]);
      db.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
