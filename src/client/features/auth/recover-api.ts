import type { RecoverCheck, RecoverResetRequest } from '../../../domain/email/email';
import { request, requestEnvelope } from '../../api/http';

/**
 * Password recovery (src/domain/email/email.ts), public calls on the host of the portal chosen on
 * the login screen. The forms show the server's messages themselves (notify: false).
 */

/** POST /user/recover: the answer's message is the same whether an account matched or not. */
export async function askRecovery(account: string): Promise<string> {
  const answer = await requestEnvelope<null>('/user/recover', {
    method: 'POST',
    body: { account },
    notify: false,
  });
  return answer.msg;
}

/** GET /user/recover/check: the account a link is for, or 409 (used, expired) / 400 (not a link). */
export function checkRecovery(token: string): Promise<RecoverCheck> {
  return request<RecoverCheck>('/user/recover/check', { query: { token }, notify: false });
}

/** POST /user/recover/reset: the new password; every session of the account ends. */
export function resetThroughRecovery(body: RecoverResetRequest): Promise<null> {
  return request<null>('/user/recover/reset', { method: 'POST', body, notify: false });
}
