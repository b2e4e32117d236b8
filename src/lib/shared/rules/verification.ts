/**
 * The 企业认证 requests, checked with the same rules by the server and the forms: the application
 * (company name, 统一社会信用代码, a phone to call back, a note, the 营业执照 photo) and the desk's decisions on it.
 */
import * as z from 'zod/mini';
import { creditCode } from './credit-code.ts';
import { contactPhone, optionalBody, positiveId, requiredBody, requiredText } from './fields.ts';
import { CHOOSE_REQUIRED } from './rule.ts';
import { FILE_ID } from '../files.ts';

export const VerificationLimits = { companyName: 50, note: 500, reason: 200 } as const;

export const verificationFieldRules = {
  companyName: requiredText(VerificationLimits.companyName),
  creditCode,
  contact: contactPhone,
  note: optionalBody(VerificationLimits.note),
  /** The 营业执照 photo: the id `POST /files` gave the applicant (the server checks it is theirs). */
  licenceFileId: z.string({ error: '请上传${label}' }).check(z.regex(FILE_ID, '请上传${label}')),
};

/** `POST /user/verification`: every field, nothing else (an empty note is ''). */
export const verificationRequestRules = z.strictObject(verificationFieldRules);

/** `POST /desk/verifications/:id/approve`: an enterprise to link, or none. */
export const verificationApprovalRules = z.strictObject({
  enterpriseId: z.optional(positiveId(CHOOSE_REQUIRED)),
});

/** `POST /desk/verifications/:id/reject`: the reason the applicant will read. */
export const verificationRejectionRules = z.strictObject({
  reason: requiredBody(VerificationLimits.reason),
});
