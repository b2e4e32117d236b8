/**
 * What a browser does before asking for an SMS code, for specs that ask through the API: fetch a
 * challenge, solve it with the portal's own solver (src/lib/account/sms-challenge.ts), then send the code.
 */
import type { APIRequestContext } from '@playwright/test';
import type { Envelope, SmsChallenge, SmsPurpose } from '../../src/lib/shared/contract.ts';
import { solveChallenge } from '../../src/lib/account/sms-challenge.ts';

/** Asks `POST /sms/code` with a solved challenge; `base` is the server's origin ('' for baseURL). */
export async function sendSmsCode(
  request: APIRequestContext,
  body: { mobile: string; purpose: SmsPurpose },
  options: { base?: string; token?: string } = {},
): Promise<Envelope<unknown>> {
  const api = `${options.base ?? ''}/logistics/api`;
  const challenge = (await (await request.get(`${api}/sms/challenge`)).json()) as Envelope<SmsChallenge>;
  const proof = await solveChallenge(challenge.data);
  if (!proof) throw new Error('The SMS challenge has no solution');
  const answer = await request.post(`${api}/sms/code`, {
    data: { ...body, proof },
    ...(options.token ? { headers: { Authentication: options.token } } : {}),
  });
  return (await answer.json()) as Envelope<unknown>;
}
