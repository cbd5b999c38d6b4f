/**
 * Session-timeout MFA calls (spec 4.3, 7.1): POST /sendMFA and POST /MFAauthenticate.
 * Both are how a timed-out session is re-established, so they never wait for re-authentication themselves
 * (`awaitReauth: false`): a timeout answer fails them at once. They carry the stored token, which is still the
 * timed-out session's: the server only renews the session whose token comes with them.
 */
import {
  mfaAuthenticateResponse,
  sendMfaResponse,
  type MfaAuthenticateRequest,
  type SendMfaRequest,
} from '../contract/mfa.ts';
import type { ApiClient } from './client.ts';

export function mfaCalls(api: ApiClient) {
  return {
    /** POST /sendMFA {userId, account_id}: success when `code` is 200. */
    sendCode: (body: SendMfaRequest) => api.call(sendMfaResponse, '/sendMFA', { body, awaitReauth: false }),
    /** POST /MFAauthenticate {id, mfa_code, account_id}: `code` 200 and a fresh `token` on success. */
    authenticate: (body: MfaAuthenticateRequest) =>
      api.call(mfaAuthenticateResponse, '/MFAauthenticate', { body, awaitReauth: false }),
  };
}

export type MfaCalls = ReturnType<typeof mfaCalls>;
