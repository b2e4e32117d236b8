/**
 * 企业认证 over real HTTP: a user applies (one pending at a time, the credit code checked), reads the
 * state of their latest application; editors review the queue and approve (linking the enterprise
 * with the credit code, a chosen one, or a new desk draft) or reject with a reason; the applicant gets
 * a notice either way and `GET /user/current` names their enterprise once approved. Each endpoint with
 * the owner's token, another user's, no token, and a user's where an editor's is needed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DeskVerification,
  type Notice,
  type Paged,
  type PostDetail,
  type PostItem,
  type Reply,
  type User,
  type Verification,
} from '../../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import { closeDatabase, openDatabase } from '../../../server/store/sqlite/db.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';
import { uploadLicencePhoto } from '../helpers/licence-photo.ts';

const NOW = Date.parse('2026-11-24T08:00:00.000Z');
let server: TestServer;
let editor: string;
let owner: string;
let other: string;
let seeded: { id: number; name: string; creditCode: string };
let ownerLicence: string;
let otherLicence: string;

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
  await insertUser(server.store, {
    account: 'applicant',
    password: 'pass-word1',
    mobile: '13600000101',
    nickname: '申请人',
  });
  await insertUser(server.store, { account: 'bystander', password: 'pass-word1', mobile: '13600000102' });
  owner = await server.login('applicant', 'pass-word1');
  other = await server.login('bystander', 'pass-word1');
  ownerLicence = await uploadLicencePhoto(server.url, owner);
  otherLicence = await uploadLicencePhoto(server.url, other);
  seeded = (await server.store.get(
    'SELECT id, name, credit_code AS "creditCode" FROM enterprises ORDER BY id LIMIT 1',
  )) as typeof seeded;
});
afterAll(() => server.close());

const application = (
  creditCode: string,
  companyName = '苏州测试物流有限公司',
  licenceFileId = ownerLicence,
) => ({
  companyName,
  creditCode,
  contact: '13900000001',
  note: '营业执照已上传至公司邮箱',
  licenceFileId,
});

const pendingId = async (token: string): Promise<number> => {
  const mine = await server.api<Verification>('GET', '/user/verification', { token });
  return mine.body.data.id;
};

const noticesOf = async (token: string) =>
  (await server.api<Notice[]>('GET', '/notices', { token })).body.data;

describe('applying', () => {
  it('refuses without a token and with a code whose check character is wrong', async () => {
    const anonymous = await server.api('POST', '/user/verification', {
      body: application('91350100M000100Y43'),
    });
    expect(anonymous.body.errorCode).toBe(ErrorCodes.tokenMissingOrExpired);
    const wrong = await server.api('POST', '/user/verification', {
      token: owner,
      body: application('91350100M000100Y44'),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorMsg).toBe('统一社会信用代码（creditCode）校验位不正确，请核对后重新输入');
    const mine = await server.api<Verification | null>('GET', '/user/verification', { token: owner });
    expect(mine.body.data).toBeNull();
  });

  it('refuses an application without the 营业执照 photo, or with another user’s photo, storing none', async () => {
    const { licenceFileId: _photo, ...withoutPhoto } = application('91350100M000100Y43');
    const missing = await server.api('POST', '/user/verification', { token: owner, body: withoutPhoto });
    expect([missing.status, missing.body.errorMsg]).toEqual([400, '请上传营业执照照片（licenceFileId）']);
    const theirs = await server.api('POST', '/user/verification', {
      token: owner,
      body: application('91350100M000100Y43', undefined, otherLicence),
    });
    expect([theirs.status, theirs.body.errorCode]).toEqual([400, ErrorCodes.invalidInput]);
    expect(theirs.body.errorMsg).toBe('营业执照照片（licenceFileId）不存在或不是您上传的，请重新上传');
    const unknown = await server.api('POST', '/user/verification', {
      token: owner,
      body: application('91350100M000100Y43', undefined, 'AAAAAAAAAAAAAAAAAAAAAA'),
    });
    expect(unknown.body.errorCode).toBe(ErrorCodes.invalidInput);
    const mine = await server.api<Verification | null>('GET', '/user/verification', { token: owner });
    expect(mine.body.data).toBeNull();
  });

  it('takes one application, in capitals, and answers it 审核中; a second while it waits is 10640', async () => {
    const sent = await server.api<Verification>('POST', '/user/verification', {
      token: owner,
      body: application('91350100m000100y43'),
    });
    expect(sent.body.data).toMatchObject({
      state: 'pending',
      creditCode: '91350100M000100Y43',
      reason: null,
      enterprise: null,
      createdAt: new Date(NOW).toISOString(),
    });
    const again = await server.api('POST', '/user/verification', {
      token: owner,
      body: application('91440300708461136T'),
    });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe(ErrorCodes.verificationPending);
    expect(again.body.errorMsg).toContain('审核中');
  });

  it('shows each user their own application only', async () => {
    const mine = await server.api<Verification>('GET', '/user/verification', { token: owner });
    expect(mine.body.data.companyName).toBe('苏州测试物流有限公司');
    const theirs = await server.api<Verification | null>('GET', '/user/verification', { token: other });
    expect(theirs.body.data).toBeNull();
    const anonymous = await server.api('GET', '/user/verification');
    expect(anonymous.body.errorCode).toBe(ErrorCodes.tokenMissingOrExpired);
  });
});

describe('the desk queue', () => {
  it('lists pending applications with their applicant to editors', async () => {
    const queue = await server.api<Paged<DeskVerification>>('GET', '/desk/verifications?state=pending', {
      token: editor,
    });
    expect(queue.body.data.list).toHaveLength(1);
    expect(queue.body.data.list[0]).toMatchObject({
      companyName: '苏州测试物流有限公司',
      applicant: { account: 'applicant', nickname: '申请人' },
      matchingEnterprise: null,
      licenceFileId: ownerLicence,
    });
    // The editor reads the applicant's photo; the bystander gets the 404 of a file that does not exist.
    const photo = (token: string) =>
      fetch(`${server.url}/logistics/api/files/${ownerLicence}`, { headers: { Authentication: token } });
    expect((await photo(editor)).status).toBe(200);
    expect((await photo(other)).status).toBe(404);
  });

  it('lists an application sent before the photo was asked for with no photo (licenceFileId null)', async () => {
    const applicantId = (await server.store.get<{ id: number }>(
      "SELECT id FROM users WHERE account = 'bystander'",
    ))!.id;
    const { lastInsertId } = await server.store.run(
      `INSERT INTO verifications (user_id, company_name, credit_code, contact, note, state, created_at)
       VALUES (?, '旧申请物流有限公司', '91350100M000100Y43', '13900000005', '', 'rejected', ?)`,
      applicantId,
      new Date(NOW).toISOString(),
    );
    const queue = await server.api<Paged<DeskVerification>>('GET', '/desk/verifications?state=rejected', {
      token: editor,
    });
    const old = queue.body.data.list.find((row) => row.id === Number(lastInsertId));
    expect(old).toMatchObject({ companyName: '旧申请物流有限公司', licenceFileId: null });
    await server.store.run('DELETE FROM verifications WHERE id = ?', Number(lastInsertId));
  });

  it('refuses a user (10620, 403) and no token (10002) on every desk endpoint, changing nothing', async () => {
    const id = await pendingId(owner);
    for (const [method, path, body] of [
      ['GET', '/desk/verifications'],
      ['POST', `/desk/verifications/${id}/approve`, {}],
      ['POST', `/desk/verifications/${id}/reject`, { reason: '资料不全' }],
    ] as const) {
      for (const token of [owner, other]) {
        const answer = await server.api(method, path, { token, ...(body ? { body } : {}) });
        expect([answer.status, answer.body.errorCode]).toEqual([403, ErrorCodes.roleRefused]);
      }
      const anonymous = await server.api(method, path, body ? { body } : {});
      expect(anonymous.body.errorCode).toBe(ErrorCodes.tokenMissingOrExpired);
    }
    const mine = await server.api<Verification>('GET', '/user/verification', { token: owner });
    expect(mine.body.data.state).toBe('pending');
  });

  it('refuses an unknown state filter', async () => {
    const answer = await server.api('GET', '/desk/verifications?state=maybe', { token: editor });
    expect(answer.body.errorCode).toBe(ErrorCodes.invalidInput);
  });
});

describe('rejecting', () => {
  it('records the reason, tells the applicant, and lets them apply again', async () => {
    const id = await pendingId(owner);
    const empty = await server.api('POST', `/desk/verifications/${id}/reject`, {
      token: editor,
      body: { reason: ' ' },
    });
    expect(empty.body.errorMsg).toBe('请输入原因（reason）');
    const rejected = await server.api('POST', `/desk/verifications/${id}/reject`, {
      token: editor,
      body: { reason: '营业执照名称与填写不符' },
    });
    expect(rejected.body.success).toBe(true);
    const mine = await server.api<Verification>('GET', '/user/verification', { token: owner });
    expect(mine.body.data).toMatchObject({ state: 'rejected', reason: '营业执照名称与填写不符' });
    expect((await noticesOf(owner))[0]).toMatchObject({
      title: '企业认证未通过',
      description: expect.stringContaining('营业执照名称与填写不符') as string,
    });
    expect(await noticesOf(other)).toEqual([]);
    const twice = await server.api('POST', `/desk/verifications/${id}/approve`, { token: editor, body: {} });
    expect([twice.status, twice.body.errorCode]).toEqual([409, ErrorCodes.verificationDecided]);
    const current = await server.api<User>('GET', '/user/current', { token: owner });
    expect(current.body.data.enterprise).toBeUndefined();
  });
});

describe('approving', () => {
  it('refuses a chosen enterprise whose credit code differs (10642), then links the one with the code', async () => {
    const sent = await server.api<Verification>('POST', '/user/verification', {
      token: owner,
      body: application(seeded.creditCode, seeded.name),
    });
    const id = sent.body.data.id;
    const queue = await server.api<Paged<DeskVerification>>('GET', '/desk/verifications?state=pending', {
      token: editor,
    });
    expect(queue.body.data.list[0]?.matchingEnterprise).toEqual({ id: seeded.id, name: seeded.name });
    const otherEnterprise = (await server.store.get(
      'SELECT id FROM enterprises WHERE id <> ? ORDER BY id LIMIT 1',
      seeded.id,
    )) as {
      id: number;
    };
    const mismatch = await server.api('POST', `/desk/verifications/${id}/approve`, {
      token: editor,
      body: { enterpriseId: otherEnterprise.id },
    });
    expect([mismatch.status, mismatch.body.errorCode]).toEqual([409, ErrorCodes.verificationMismatch]);
    const missing = await server.api('POST', `/desk/verifications/${id}/approve`, {
      token: editor,
      body: { enterpriseId: 999_999 },
    });
    expect(missing.body.errorCode).toBe(ErrorCodes.notFound);

    const approved = await server.api('POST', `/desk/verifications/${id}/approve`, {
      token: editor,
      body: {},
    });
    expect(approved.body.data).toEqual({
      id,
      state: 'approved',
      enterprise: { id: seeded.id, name: seeded.name },
      published: true,
      toComplete: [],
    });
    const current = await server.api<User>('GET', '/user/current', { token: owner });
    expect(current.body.data.enterprise).toEqual({ id: seeded.id, name: seeded.name });
    const mine = await server.api<Verification>('GET', '/user/verification', { token: owner });
    expect(mine.body.data).toMatchObject({
      state: 'approved',
      enterprise: { id: seeded.id, name: seeded.name },
      decidedAt: new Date(NOW).toISOString(),
    });
    expect((await noticesOf(owner))[0]?.title).toBe('企业认证已通过');
    const theirs = await server.api<User>('GET', '/user/current', { token: other });
    expect(theirs.body.data.enterprise).toBeUndefined();
    const decided = await server.api<Paged<DeskVerification>>('GET', '/desk/verifications?state=approved', {
      token: editor,
    });
    expect(decided.body.data.list[0]?.decidedBy).toEqual({
      account: DEMO_EDITOR.account,
      nickname: DEMO_EDITOR.nickname,
    });
  });

  it('makes a desk draft of an enterprise the desk does not know, which the editor completes', async () => {
    const sent = await server.api<Verification>('POST', '/user/verification', {
      token: other,
      body: application('91440300708461136T', '深圳测试运输有限公司', otherLicence),
    });
    const approved = await server.api<{ enterprise: { id: number; name: string } }>(
      'POST',
      `/desk/verifications/${sent.body.data.id}/approve`,
      { token: editor, body: {} },
    );
    const { id, name } = approved.body.data.enterprise;
    expect(name).toBe('深圳测试运输有限公司');
    const draft = await server.api<{
      state: string;
      draft: { fields: { creditCode: string; contactPhone: string } };
    }>('GET', `/desk/enterprises/${id}`, { token: editor });
    expect(draft.body.data.state).toBe('draft');
    expect(draft.body.data.draft.fields).toMatchObject({
      creditCode: '91440300708461136T',
      contactPhone: '13900000001',
    });
    // Not public yet, and its page says why rather than 不存在 (10644).
    const publicPage = await server.api('GET', `/enterprises/${id}`);
    expect([publicPage.status, publicPage.body.errorCode]).toEqual([404, ErrorCodes.enterprisePending]);
    const current = await server.api<User>('GET', '/user/current', { token: other });
    expect(current.body.data.enterprise).toEqual({ id, name: '深圳测试运输有限公司' });
  });
});

describe('已认证 on what a member writes', () => {
  const post = (token: string, title: string) =>
    server.api<PostDetail>('POST', '/posts', {
      token,
      headers: { 'Idempotency-Key': `verified-${encodeURIComponent(title)}` },
      body: { circleId: 1, title, content: '认证后的第一帖' },
    });

  it('names the verified enterprise on the member’s posts and replies, and nothing on others’', async () => {
    const mine = await post(owner, '认证成员的帖子');
    expect(mine.body.data).toMatchObject({
      authorEnterpriseId: seeded.id,
      authorEnterpriseName: seeded.name,
    });
    // The bystander's enterprise is still a desk draft: verified all the same, its page says it is being completed.
    const theirs = await post(other, '草稿企业成员的帖子');
    expect(theirs.body.data).toMatchObject({ authorEnterpriseName: '深圳测试运输有限公司' });
    const stranger = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
    const editorsPost = await post(stranger, '编辑的帖子');
    expect(editorsPost.body.data).toMatchObject({ authorEnterpriseId: null, authorEnterpriseName: null });
    const reply = await server.api<Reply>('POST', `/posts/${theirs.body.data.id}/replies`, {
      token: owner,
      headers: { 'Idempotency-Key': 'verified-reply' },
      body: { content: '认证成员的回复' },
    });
    expect(reply.body.data.authorEnterpriseId).toBe(seeded.id);
    const floors = await server.api<Paged<Reply>>('GET', `/posts/${theirs.body.data.id}/replies`);
    expect(floors.body.data.list[0]).toMatchObject({
      authorEnterpriseId: seeded.id,
      authorEnterpriseName: seeded.name,
    });
    const listed = await server.api<Paged<PostItem>>('GET', '/posts?pageSize=100');
    const rows = new Map(listed.body.data.list.map((row) => [row.id, row.authorEnterpriseId]));
    expect([rows.get(mine.body.data.id), rows.get(editorsPost.body.data.id)]).toEqual([seeded.id, null]);
  });
});

describe('a database from before 企业认证', () => {
  it('opens with the applications and submissions tables added, its rows kept', () => {
    const directory = mkdtempSync(join(tmpdir(), 'portal-older-'));
    const path = join(directory, 'portal.db');
    const first = openDatabase(path, { create: true }).db;
    first.exec(`INSERT INTO users (id, account, password_hash, nickname, mobile, created_at)
                VALUES (1, 'laoyonghu', 'x', '老用户', '13700009999', '2025-01-01T00:00:00.000Z');
                DROP TABLE desk_submissions; DROP TABLE verifications;`);
    closeDatabase(first);
    const reopened = openDatabase(path, { create: false }).db;
    const tables = reopened
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('verifications', 'desk_submissions')",
      )
      .all()
      .map((row) => (row as { name: string }).name)
      .sort();
    expect(tables).toEqual(['desk_submissions', 'verifications']);
    expect(reopened.prepare('SELECT account FROM users WHERE id = 1').get()).toEqual({
      account: 'laoyonghu',
    });
    closeDatabase(reopened);
    rmSync(directory, { recursive: true, force: true });
  });
});
