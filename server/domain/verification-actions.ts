/**
 * What the desk's decisions on a 企业认证 application do, each in one transaction: approve links an
 * enterprise (chosen, or found by the credit code, or made as a desk draft the editor completes
 * before publishing), writes its name into the member's profile, tells the applicant what they can do
 * now and the editor what is left to complete; reject records the reason and tells the applicant.
 */
import {
  type EnterpriseFields,
  type UserEnterprise,
  type VerificationApproved,
} from '../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import { addItem } from './desk-actions.ts';
import type { Store } from '../store/store.ts';
import { ApiError, notFound } from './errors.ts';
import { hasUnknownPublished, importPublished, publishedEnterpriseName } from '../queries/desk-public.ts';
import { recordPublisherChange } from '../queries/site-changes.ts';
import { setCompanyOfMember } from '../queries/users.ts';
import {
  decideVerification,
  enterpriseByCreditCode,
  enterpriseOnDesk,
  findVerification,
  type VerificationRecord,
} from '../queries/verifications.ts';
import { insertNotice } from '../queries/notice-writes.ts';

/** What the desk does not know yet of a new enterprise: the editor fills it in before publishing. */
export const TO_BE_COMPLETED = '待补充';

async function pendingOf(db: Store, id: number): Promise<VerificationRecord> {
  const application = await findVerification(db, id);
  if (!application) throw notFound('认证申请');
  if (application.state !== 'pending') {
    // The whole word (已通过 / 已驳回): a message never adds its own 已 in front of a state's label.
    const done = application.state === 'approved' ? '已通过' : '已驳回';
    throw new ApiError(ErrorCodes.verificationDecided, `该认证申请${done}，不能再次处理；请刷新列表`, 409);
  }
  return application;
}

/** A desk draft of the applicant's enterprise, from what the application says. */
function draftFields(application: VerificationRecord, applicantName: string, at: string): EnterpriseFields {
  return {
    name: application.companyName,
    creditCode: application.creditCode,
    legalRepresentative: TO_BE_COMPLETED,
    registeredCapital: 1,
    foundedAt: at,
    businessScope: TO_BE_COMPLETED,
    address: TO_BE_COMPLETED,
    city: TO_BE_COMPLETED,
    contactName: applicantName,
    contactPhone: application.contact,
    introduction: '',
  };
}

/** The profile fields a draft made by approval leaves to the editor, by their labels on the public page. */
const COMPLETED_BY_EDITOR: readonly [keyof EnterpriseFields, string][] = [
  ['legalRepresentative', '法定代表人'],
  ['registeredCapital', '注册资本'],
  ['foundedAt', '成立日期'],
  ['city', '所在城市'],
  ['address', '地址'],
  ['businessScope', '经营范围'],
];

/** What approval leaves to complete: the draft's placeholder fields, none once the enterprise is public. */
function toCompleteOf(published: boolean, created: boolean, draft: EnterpriseFields | null): string[] {
  if (published) return [];
  if (created || draft === null) return COMPLETED_BY_EDITOR.map(([, label]) => label);
  return COMPLETED_BY_EDITOR.filter(([field]) => draft[field] === TO_BE_COMPLETED).map(([, label]) => label);
}

interface LinkedEnterprise extends UserEnterprise {
  created: boolean;
}

async function enterpriseFor(
  db: Store,
  application: VerificationRecord,
  chosen: number | undefined,
  editor: { id: number },
  applicantName: string,
  at: string,
): Promise<LinkedEnterprise> {
  if (chosen !== undefined) {
    const enterprise = await enterpriseOnDesk(db, chosen);
    if (!enterprise) throw notFound('所选企业');
    if (enterprise.creditCode !== application.creditCode)
      throw new ApiError(
        ErrorCodes.verificationMismatch,
        `所选企业「${enterprise.name}」的统一社会信用代码为 ${enterprise.creditCode}，与申请的 ${application.creditCode} 不一致；请核对后选择正确的企业，或不选企业以按信用代码关联`,
        409,
      );
    return { id: enterprise.id, name: enterprise.name, created: false };
  }
  const known = await enterpriseByCreditCode(db, application.creditCode);
  if (known) return { ...known, created: false };
  const created = await addItem(
    db,
    'enterprises',
    draftFields(application, applicantName, at),
    editor.id,
    at,
  );
  return { id: created.id, name: application.companyName, created: true };
}

/** What the applicant reads: what they can do now, and, while the profile is a draft, who completes it. */
function approvalNotice(name: string, published: boolean): string {
  const writing = '可在内容管理中撰写本企业的企业公告并提交审核';
  if (published) return `您已认证为「${name}」的成员，${writing}`;
  return `您已认证为「${name}」的成员，${writing}。企业资料正由平台编辑补充，补充并发布后企业页面即公开展示，您提交的公告也随后由编辑发布`;
}

export async function approveVerification(
  db: Store,
  id: number,
  chosen: number | undefined,
  editor: { id: number },
  applicantName: (userId: number) => Promise<string>,
  at: string,
): Promise<VerificationApproved> {
  return db.transaction(async () => {
    // Published enterprises the desk has not met yet become desk items first, so one id names each.
    if (await hasUnknownPublished(db, 'enterprises')) await importPublished(db, 'enterprises', at);
    const application = await pendingOf(db, id);
    const enterprise = await enterpriseFor(
      db,
      application,
      chosen,
      editor,
      await applicantName(application.userId),
      at,
    );
    await decideVerification(db, {
      id,
      state: 'approved',
      reason: null,
      enterpriseId: enterprise.id,
      by: editor.id,
      at,
    });
    await setCompanyOfMember(db, application.userId, enterprise.name);
    // Their posts and replies name the enterprise from now on, and their offers carry 企业认证 (the
    // offers' lists and the home show it too).
    await recordPublisherChange(db, application.userId, at);
    const published = (await publishedEnterpriseName(db, enterprise.id)) !== undefined;
    const draft = published ? null : ((await enterpriseOnDesk(db, enterprise.id))?.fields ?? null);
    await insertNotice(
      db,
      application.userId,
      '企业认证已通过',
      approvalNotice(enterprise.name, published),
      at,
    );
    return {
      id,
      state: 'approved',
      enterprise: { id: enterprise.id, name: enterprise.name },
      published,
      toComplete: toCompleteOf(published, enterprise.created, draft),
    };
  });
}

export async function rejectVerification(
  db: Store,
  id: number,
  reason: string,
  editor: { id: number },
  at: string,
): Promise<void> {
  await db.transaction(async () => {
    const application = await pendingOf(db, id);
    await decideVerification(db, { id, state: 'rejected', reason, enterpriseId: null, by: editor.id, at });
    await insertNotice(
      db,
      application.userId,
      '企业认证未通过',
      `「${application.companyName}」的认证申请未通过：${reason}。您可修改后重新提交`,
      at,
    );
  });
}
