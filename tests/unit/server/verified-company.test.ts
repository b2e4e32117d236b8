/**
 * What approval of 企业认证 leaves a member of an enterprise the desk did not know: its page says the
 * profile is being completed by the platform's editors (10644, not 不存在); announcements can be
 * drafted and submitted at once, and published once an editor completed and published the enterprise;
 * offers and posts carry the verified name and 已认证; the profile's 公司名称 is filled; the editor is told
 * what is left. Also: a revision submitted again notifies the editors once, members' desk writes are
 * rate-limited (PORTAL_MEMBER_RATE), and the queue shows the enterprise's registered phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AnnouncementDetail,
  type DeskItem,
  type DeskSaveResult,
  type DeskVerification,
  type EnterpriseFields,
  type LogisticsInfoDetail,
  type Notice,
  type Paged,
  type PostDetail,
  type User,
  type Verification,
  type VerificationApproved,
} from '../../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';
import { cargoOfferInput } from '../helpers/offer-input.ts';
import { chinaDay } from '../../../src/lib/shared/china-time.ts';
import { uploadLicencePhoto } from '../helpers/licence-photo.ts';

const COMPANY = '嘉兴新认证物流有限公司';
const CREDIT_CODE = '91440300708461136T';
const MEMBER_RATE = 4;
let server: TestServer;
let editor: string;
let member: string;
let stranger: string;
let approval: VerificationApproved;

// China's day, as the server reads a loading date (a UTC day is yesterday in China from 16:00 UTC).
const today = () => chinaDay();

beforeAll(async () => {
  server = await startTestServer({ memberRatePerHour: MEMBER_RATE });
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
  await insertUser(server.store, { account: 'huozhu_li', password: 'pass-word1', mobile: '13600000301' });
  await insertUser(server.store, { account: 'stranger', password: 'pass-word1', mobile: '13600000302' });
  member = await server.login('huozhu_li', 'pass-word1');
  stranger = await server.login('stranger', 'pass-word1');
  const sent = await server.api<Verification>('POST', '/user/verification', {
    token: member,
    body: {
      companyName: COMPANY,
      creditCode: CREDIT_CODE,
      contact: '13900000009',
      note: '',
      licenceFileId: await uploadLicencePhoto(server.url, member),
    },
  });
  const approved = await server.api<VerificationApproved>(
    'POST',
    `/desk/verifications/${sent.body.data.id}/approve`,
    { token: editor, body: {} },
  );
  approval = approved.body.data;
});
afterAll(() => server.close());

const noticesOf = async (token: string) =>
  (await server.api<Notice[]>('GET', '/notices', { token })).body.data;

describe('approval of an enterprise the desk did not know', () => {
  it('tells the editor it is a draft and which fields are left to complete', () => {
    expect(approval).toMatchObject({ state: 'approved', enterprise: { name: COMPANY }, published: false });
    expect(approval.toComplete).toEqual([
      '法定代表人',
      '注册资本',
      '成立日期',
      '所在城市',
      '地址',
      '经营范围',
    ]);
  });

  it('answers its page with 10644 saying whose profile is being completed, not 不存在', async () => {
    for (const token of [undefined, stranger, member]) {
      const page = await server.api('GET', `/enterprises/${approval.enterprise.id}`, token ? { token } : {});
      expect([page.status, page.body.errorCode]).toEqual([404, ErrorCodes.enterprisePending]);
      expect(page.body.errorMsg).toBe(
        `「${COMPANY}」已通过企业认证，企业资料正由平台编辑补充完善，发布后在此公开展示`,
      );
    }
    const unknown = await server.api('GET', '/enterprises/999999');
    expect(unknown.body.errorCode).toBe(ErrorCodes.notFound);
  });

  it('fills the member’s 公司名称 and tells them what they can do now', async () => {
    const current = await server.api<User>('GET', '/user/current', { token: member });
    expect(current.body.data).toMatchObject({ company: COMPANY, enterprise: approval.enterprise });
    const [notice] = await noticesOf(member);
    expect(notice?.title).toBe('企业认证已通过');
    expect(notice?.description).toContain('企业资料正由平台编辑补充');
  });

  it('puts the verified name and 已认证 on the member’s offers and posts', async () => {
    const offer = await server.api<{ id: number }>('POST', '/logistics-info', {
      token: member,
      headers: { 'Idempotency-Key': 'verified-offer' },
      body: cargoOfferInput(today(), { loadingDate: today(), contactName: '李先生' }),
    });
    expect(offer.body.success).toBe(true);
    const details = await server.api<LogisticsInfoDetail>('GET', `/logistics-info/${offer.body.data.id}`);
    expect(details.body.data).toMatchObject({
      companyName: COMPANY,
      authorEnterpriseId: approval.enterprise.id,
      authorEnterpriseName: COMPANY,
    });
    const post = await server.api<PostDetail>('POST', '/posts', {
      token: member,
      headers: { 'Idempotency-Key': 'verified-post' },
      body: { circleId: 1, title: '新认证企业报到', content: '今后请多关照' },
    });
    expect(post.body.data).toMatchObject({ authorEnterpriseName: COMPANY });
  });
});

describe('the member’s announcement', () => {
  let itemId = 0;

  it('is drafted and submitted; a repeated 提交审核 of the waiting revision notifies each editor once', async () => {
    const created = await server.api<DeskSaveResult>('POST', '/desk/announcements', {
      token: member,
      body: {
        enterpriseId: approval.enterprise.id,
        title: '新线路开通公告',
        content: '嘉兴至成都专线开通。',
      },
    });
    expect(created.body.data).toMatchObject({ revision: 1, state: 'draft' });
    itemId = created.body.data.id;
    const before = (await noticesOf(editor)).length;
    for (let attempt = 0; attempt < 5; attempt++) {
      const submitted = await server.api('POST', `/desk/announcements/${itemId}/submit`, {
        token: member,
        body: { revision: 1 },
      });
      expect(submitted.body.data).toMatchObject({ submission: { revision: 1 } });
    }
    const waiting = (await noticesOf(editor)).filter((notice) => notice.title === '企业公告待审核');
    expect((await noticesOf(editor)).length - before).toBe(1);
    expect(waiting[0]?.description).toContain('新线路开通公告');
    const preview = await server.api<DeskItem<'announcements'>>('GET', `/desk/announcements/${itemId}`, {
      token: member,
    });
    expect(preview.body.data.preview.enterpriseName).toBe(COMPANY);
  });

  it('cannot be published before the enterprise is, and the editor is told which enterprise to complete', async () => {
    const refused = await server.api('POST', `/desk/announcements/${itemId}/publish`, {
      token: editor,
      body: { revision: 1 },
    });
    expect([refused.status, refused.body.errorCode]).toEqual([409, ErrorCodes.deskStateRefused]);
    expect(refused.body.errorMsg).toContain(`所属企业「${COMPANY}」的资料尚未补充发布`);
  });

  it('is read by a visitor once the editor completed and published the enterprise and the announcement', async () => {
    const enterprise = await server.api<DeskItem<'enterprises'>>(
      'GET',
      `/desk/enterprises/${approval.enterprise.id}`,
      { token: editor },
    );
    const fields: EnterpriseFields = {
      ...enterprise.body.data.draft.fields,
      legalRepresentative: '李国强',
      registeredCapital: 500,
      foundedAt: '2015-03-18T00:00:00.000Z',
      city: '嘉兴',
      address: '浙江省嘉兴市南湖区物流园 8 号',
      businessScope: '普通货运；货物专用运输（集装箱）',
    };
    const saved = await server.api<DeskSaveResult>('PUT', `/desk/enterprises/${approval.enterprise.id}`, {
      token: editor,
      body: { ...fields, revision: enterprise.body.data.revision },
    });
    expect(saved.body.success).toBe(true);
    await server.api('POST', `/desk/enterprises/${approval.enterprise.id}/publish`, {
      token: editor,
      body: { revision: saved.body.data.revision },
    });
    const page = await server.api<{ name: string }>('GET', `/enterprises/${approval.enterprise.id}`);
    expect(page.body.data.name).toBe(COMPANY);
    const published = await server.api('POST', `/desk/announcements/${itemId}/publish`, {
      token: editor,
      body: { revision: 1 },
    });
    expect(published.body.success).toBe(true);
    const read = await server.api<AnnouncementDetail>('GET', `/announcements/${itemId}`);
    expect(read.body.data).toMatchObject({ title: '新线路开通公告', enterpriseName: COMPANY });
  });
});

describe('the member write rate (PORTAL_MEMBER_RATE)', () => {
  it('refuses a member’s desk writes over the rate with 10004 and Retry-After; editors are not counted', async () => {
    const write = (token: string, n: number) =>
      server.api<DeskSaveResult>('POST', '/desk/announcements', {
        token,
        body: { enterpriseId: approval.enterprise.id, title: `第 ${n} 条公告`, content: '正文' },
      });
    // The member saved one revision above; the rest of the budget goes now.
    for (let n = 2; n <= MEMBER_RATE; n++) expect((await write(member, n)).body.success).toBe(true);
    const refused = await write(member, MEMBER_RATE + 1);
    expect([refused.status, refused.body.errorCode]).toEqual([429, ErrorCodes.tooManyAttempts]);
    expect(refused.body.errorMsg).toMatch(
      /^保存企业公告过于频繁（每小时最多 4 次），请在 ((\d+ 分 )?\d+ (秒|分钟)|1 小时)后再试$/,
    );
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    const items = await server.api<Paged<unknown>>('GET', '/desk/announcements', { token: member });
    expect(items.body.data.total).toBe(MEMBER_RATE);
    for (let n = 0; n < MEMBER_RATE + 1; n++) expect((await write(editor, 100 + n)).body.success).toBe(true);
  });

  it('refuses the same writes to another user and to no token without counting them', async () => {
    const body = { enterpriseId: approval.enterprise.id, title: '冒名公告', content: '正文' };
    const theirs = await server.api('POST', '/desk/announcements', { token: stranger, body });
    expect([theirs.status, theirs.body.errorCode]).toEqual([403, ErrorCodes.roleRefused]);
    const anonymous = await server.api('POST', '/desk/announcements', { body });
    expect(anonymous.body.errorCode).toBe(ErrorCodes.tokenMissingOrExpired);
  });
});

describe('the verification queue', () => {
  it('shows the registered phone of a published enterprise beside the applicant’s, and says a decided one once', async () => {
    const known = (await server.store.get(
      'SELECT id, name, credit_code AS "creditCode", contact_phone AS "contactPhone" FROM enterprises ORDER BY id LIMIT 1',
    )) as { id: number; name: string; creditCode: string; contactPhone: string };
    const sent = await server.api<Verification>('POST', '/user/verification', {
      token: stranger,
      body: {
        companyName: known.name,
        creditCode: known.creditCode,
        contact: '13900000077',
        note: '',
        licenceFileId: await uploadLicencePhoto(server.url, stranger),
      },
    });
    const queue = await server.api<Paged<DeskVerification>>('GET', '/desk/verifications?state=pending', {
      token: editor,
    });
    const row = queue.body.data.list.find((entry) => entry.id === sent.body.data.id);
    expect(row).toMatchObject({ contact: '13900000077', registeredPhone: known.contactPhone });
    await server.api('POST', `/desk/verifications/${sent.body.data.id}/approve`, { token: editor, body: {} });
    const twice = await server.api('POST', `/desk/verifications/${sent.body.data.id}/reject`, {
      token: editor,
      body: { reason: '重复' },
    });
    expect(twice.body.errorMsg).toBe('该认证申请已通过，不能再次处理；请刷新列表');
    expect(twice.body.errorMsg).not.toContain('已已');
  });
});

describe('企业名录 filters (GET /enterprises)', () => {
  it('filters by 所在地区 in the city or address, and by 已认证 as soon as an approval is made', async () => {
    type Item = { id: number; name: string; city: string; verified: number };
    const all = await server.api<Paged<Item>>('GET', '/enterprises?pageSize=100');
    const someCity = all.body.data.list[0]!.city;
    const inCity = await server.api<Paged<Item>>(
      'GET',
      `/enterprises?pageSize=100&region=${encodeURIComponent(someCity)}`,
    );
    expect(inCity.body.data.total).toBeGreaterThan(0);
    expect(inCity.body.data.total).toBeLessThan(all.body.data.total);
    const verified = await server.api<Paged<Item>>('GET', '/enterprises?pageSize=100&verified=1');
    // The enterprise completed above and the one the stranger was approved for.
    expect(verified.body.data.list.map((item) => item.verified)).toEqual(
      verified.body.data.list.map(() => 1),
    );
    expect(verified.body.data.list.map((item) => item.id)).toContain(approval.enterprise.id);
    expect(verified.body.data.total).toBe(2);
    const wrong = await server.api('GET', '/enterprises?verified=yes');
    expect(wrong.body.errorCode).toBe(ErrorCodes.invalidInput);
  });
});
