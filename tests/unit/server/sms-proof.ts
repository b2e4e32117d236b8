/**
 * What a browser does before asking for an SMS code, for the server tests: fetch a challenge from the
 * test server and solve it with the portal's own solver (src/lib/account/sms-challenge.ts).
 */
import type { SmsChallenge, SmsChallengeProof, SmsPurpose } from '../../../src/lib/shared/contract.ts';
import { solveChallenge } from '../../../src/lib/account/sms-challenge.ts';
import type { TestServer } from './harness.ts';

/** A solved challenge of `server`, ready for `POST /sms/code`. */
export async function solvedProof(server: Pick<TestServer, 'api'>): Promise<SmsChallengeProof> {
  const answer = await server.api<SmsChallenge>('GET', '/sms/challenge');
  if (!answer.body.success) throw new Error(`GET /sms/challenge failed: ${answer.body.errorMsg}`);
  const proof = await solveChallenge(answer.body.data);
  if (!proof) throw new Error('The SMS challenge has no solution');
  return proof;
}

/** The body of `POST /sms/code` for `mobile` and `purpose`, with a solved challenge. */
export async function smsCodeBody(
  server: Pick<TestServer, 'api'>,
  mobile: string,
  purpose: SmsPurpose,
): Promise<{ mobile: string; purpose: SmsPurpose; proof: SmsChallengeProof }> {
  return { mobile, purpose, proof: await solvedProof(server) };
}
