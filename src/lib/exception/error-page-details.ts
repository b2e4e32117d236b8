/**
 * What the error page shows for its address (src/lib/exception/error-page.ts says why): the message the portal
 * kept for this visit, else the catalogue's text for the code. Loaded by the error page alone.
 */
import { ErrorCodes } from '../shared/contract/error-codes.ts';
import { COMPLAINT_ERROR_CODES } from '../shared/contract/complaints.ts';
import { SCHEDULE_ERROR_CODES } from '../shared/contract/schedules.ts';
import {
  cleanErrorCode,
  ERROR_PAGE_STORAGE_KEY,
  TICKET_PARAM,
  type ErrorPageDetails,
  type KeptError,
} from './error-page.ts';
import { ErrorTexts, hasChinese } from '../request/errors.ts';
import { readJSON, type StorageLike } from '../request/storage.ts';

/** What a code means, for an address the portal did not write (docs/api.md, error codes). */
const CODE_TEXTS: Readonly<Record<string, string>> = {
  [ErrorCodes.invalidInput]: '提交的内容不符合要求，请检查后重试',
  [ErrorCodes.tokenMissingOrExpired]: '登录已过期，请重新登录',
  [ErrorCodes.wrongCredentials]: '账号或密码错误',
  [ErrorCodes.tooManyAttempts]: ErrorTexts.tooManyRequests,
  [ErrorCodes.smsCodeInvalid]: '验证码错误或已失效',
  [ErrorCodes.challengeMissing]: '请先完成安全验证再获取验证码',
  [ErrorCodes.challengeSpent]: '安全验证已过期或已使用，请重新获取验证码',
  [ErrorCodes.notFound]: '请求的内容不存在',
  [ErrorCodes.idempotencyConflict]: '该请求已提交过，请勿重复提交',
  [ErrorCodes.unsupportedMediaType]: '请求格式不正确，请刷新页面后重试',
  [ErrorCodes.storageUnavailable]: '服务器暂时无法保存数据，请稍后再试',
  [ErrorCodes.roleRefused]: '您没有进行此操作的权限',
  [ErrorCodes.revisionConflict]: '内容已被他人更新，请重新载入后再修改',
  [ErrorCodes.deskStateRefused]: '内容当前的状态不允许此操作',
  [ErrorCodes.stillReferenced]: '仍有已发布的内容引用它，请先撤下这些内容',
  [ErrorCodes.sitePublishFailed]: '内容已保存，但网站页面未能更新，请稍后重新发布',
  [ErrorCodes.notAuthor]: '只能修改或删除自己发表的内容',
  [ErrorCodes.editWindowClosed]: '已超过可编辑的时间，如需补充请回复',
  [ErrorCodes.postDeleted]: '该帖子已被作者删除',
  [ErrorCodes.replyDeleted]: '该回复已被作者删除',
  [ErrorCodes.editConflict]: '内容已在别处被修改，你的修改未保存；请查看最新内容后再决定',
  [ErrorCodes.verificationPending]: '您已有一份审核中的企业认证申请，请等待审核结果',
  [ErrorCodes.verificationDecided]: '该认证申请已处理过，请刷新后查看',
  [ErrorCodes.verificationMismatch]: '所选企业的统一社会信用代码与申请不一致',
  [ErrorCodes.memberCannotPublish]: '企业成员不能发布或撤下企业公告，请提交审核',
  [ErrorCodes.enterprisePending]: '企业已通过认证，资料正由平台编辑补充，发布后即可查看',
  [ErrorCodes.reportDuplicate]: '你已举报过该内容，编辑正在处理',
  [ErrorCodes.reportHandled]: '该举报已被处理，请刷新列表',
  [ErrorCodes.contentHidden]: '该内容已被屏蔽',
  [ErrorCodes.reportOwnWords]: '不能举报自己发表的内容',
  [ErrorCodes.contactRevealLimit]: '今天查看电话的次数已用完，请明天再试',
  [ErrorCodes.deliveryNotConfirmed]: '只有已确认的发货单可以发布为货源',
  [ErrorCodes.offerStateRefused]: '该信息已成交、已撤回或已过期，不能再修改；可在“我的发布”中重新发布',
  [ErrorCodes.offerContactClosed]: '该信息已撤回、已成交或已过期，不再提供联系方式',
  [ErrorCodes.subscriptionLimit]: '订阅的线路已达上限，请先删除不再需要的线路',
  [ErrorCodes.subscriptionExists]: '已订阅过这条线路',
  [ErrorCodes.fileRefused]: '图片未能上传：请上传 JPEG、PNG 或 WebP 照片，大小和数量在限额之内',
  [ErrorCodes.vehicleLimit]: '车辆数量已达上限，请先删除不再使用的车辆',
  [ErrorCodes.vehicleExists]: '已添加过这个车牌号的车辆',
  [ErrorCodes.documentDecided]: '该证件已审核过，请刷新后查看',
  [ErrorCodes.identityPending]: '实名认证正在审核中，请等待审核结果后再修改',
  [ErrorCodes.keptLimit]: '收藏或屏蔽的数量已达上限，请先移除不再需要的',
  [ErrorCodes.contactWithheld]: '暂时无法查看该信息的联系电话',
  [ErrorCodes.quoteOpenExists]: '你已对该货源报过价，如需修改请先撤回原报价',
  [ErrorCodes.quoteOwnOffer]: '不能对自己发布的货源报价',
  [ErrorCodes.quoteOfferClosed]: '该货源已成交、已撤回或已过期，不再接受报价',
  [ErrorCodes.quoteStateRefused]: '该报价已撤回、已被接受或已关闭，请刷新后查看',
  [ErrorCodes.quoteNoPublisher]: '该货源由平台发布，不接受在线报价，请按页面上的电话联系',
  [ErrorCodes.contentImageRefused]: '图片不存在或不是编辑上传的图片，请用「插入图片」上传后再保存',
  [ErrorCodes.waybillStateRefused]: '运单当前状态不能进行此操作，请刷新后查看',
  [ErrorCodes.waybillPartyRefused]: '该操作应由运单的另一方进行',
  [ErrorCodes.waybillReceiptRequired]: '请上传签收回单照片后再确认送达',
  [ErrorCodes.quoteWithheld]: '暂时无法向该货源报价',
  [ErrorCodes.quoteVehicleRefused]: '请选择你名下的车辆，或选择不指定车辆',
  [ErrorCodes.ratingNotOpen]: '运单签收后（或对方取消后）才能评价',
  [ErrorCodes.ratingExists]: '你已评价过这张运单',
  [ErrorCodes.ratingWindowClosed]: '评价期已过，不能再评价',
  [ErrorCodes.ratingNotPublished]: '评价公开后才能回复',
  [ErrorCodes.ratingAnswered]: '你已回复过这条评价',
  [COMPLAINT_ERROR_CODES.complaintOpenExists]: '你对该运单的投诉尚未处理完毕，可在投诉页面补充说明',
  [COMPLAINT_ERROR_CODES.complaintWindowClosed]: '运单已签收或取消较久，不能再投诉',
  [COMPLAINT_ERROR_CODES.complaintStateRefused]: '投诉当前状态不能进行此操作，请刷新后查看',
  [COMPLAINT_ERROR_CODES.complaintFilesRefused]: '照片须是你自己上传的图片，请重新上传',
  [COMPLAINT_ERROR_CODES.reportOfferClosed]: '该信息已成交或已撤回，无需举报',
  [SCHEDULE_ERROR_CODES.scheduleTimeRefused]: '定时须是现在之后、一年之内的某一分钟（北京时间）',
  [SCHEDULE_ERROR_CODES.scheduleRevisionRefused]: '定时的版本不是该内容的版本，或已经发布',
  [SCHEDULE_ERROR_CODES.scheduleStateRefused]: '只有已发布的内容可以定时撤下',
  [SCHEDULE_ERROR_CODES.scheduleExists]: '该内容已有定时，请先取消',
  [SCHEDULE_ERROR_CODES.scheduleMissing]: '该内容没有定时，无需取消',
  [SCHEDULE_ERROR_CODES.scheduleMoveUnanswered]: '该内容已定时发布，请选择是否改为定时发布新版本',
  401: ErrorTexts.unauthorized,
  403: '没有权限访问该内容',
  404: '请求的内容不存在',
  429: ErrorTexts.tooManyRequests,
};

/** The generic text for a code the catalogue does not name. */
export const UNKNOWN_ERROR_TEXT = '请求未能完成，请稍后重试';

/** The catalogue's Chinese text for an error code given as text; the generic one when unknown. */
export function errorCodeText(errorCode: string): string {
  const known = CODE_TEXTS[errorCode];
  if (known) return known;
  const status = Number(errorCode);
  if (status >= 500 && status < 600) return ErrorTexts.serverUnavailable;
  return UNKNOWN_ERROR_TEXT;
}

const isKeptError = (value: unknown): value is KeptError => {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.ticket === 'string' &&
    typeof record.errorCode === 'string' &&
    typeof record.errorMessage === 'string'
  );
};

/**
 * What the error page shows for its address (`search`): the kept message when the address carries
 * the kept ticket; otherwise the code from the address (digits only) and the catalogue's text for it.
 * Text in the address (`errorMessage=`, or anything else) is never shown.
 */
export function errorPageDetails(search: string, storage: StorageLike | null): ErrorPageDetails {
  const query = new URLSearchParams(search);
  const ticket = query.get(TICKET_PARAM) ?? '';
  const kept = readJSON<KeptError | null>(storage, ERROR_PAGE_STORAGE_KEY, null, isKeptError);
  if (ticket !== '' && kept && kept.ticket === ticket) {
    const message = hasChinese(kept.errorMessage) ? kept.errorMessage : errorCodeText(kept.errorCode);
    return { errorCode: kept.errorCode, errorMessage: message };
  }
  const errorCode = cleanErrorCode(query.get('errorCode'));
  return { errorCode, errorMessage: errorCodeText(errorCode) };
}
