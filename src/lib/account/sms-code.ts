/**
 * What every 获取验证码 does: fetches a challenge, solves it in this browser (sms-challenge.ts), then
 * asks for the code with the solution. Apart from the API client, which every page carries, so that
 * only the pages with a code field load the solver.
 */
import type { ApiOptions } from '../request/api.ts';
import { getSmsChallenge, sendSmsCode } from './api.ts';
import type * as C from '../shared/contract.ts';
import { solveChallenge } from './sms-challenge.ts';

/** `onSolved` runs between the two requests (the field says 发送中 from then on). */
export async function requestSmsCode(
  body: Omit<C.SmsCodeRequest, 'proof'>,
  options?: ApiOptions,
  onSolved?: () => void,
): Promise<C.SmsCodeResult> {
  const proof = await solveChallenge(await getSmsChallenge(options));
  if (!proof) throw new Error('安全验证未能完成，请重新获取验证码');
  onSolved?.();
  return sendSmsCode({ ...body, proof }, options);
}
