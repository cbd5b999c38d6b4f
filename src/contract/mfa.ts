/** Session-timeout MFA (spec 4.3, 7.1, 8). */
import * as v from 'valibot';
import { MFA_CODE_LENGTH, mfaMessages } from '../domain/mfaCode.ts';
import { envelope } from './envelope.ts';
import { idField } from './fields.ts';

/** MFA codes are 4 digits (spec 5, 9). */
export { MFA_CODE_LENGTH };

/** A code works for 10 minutes and for at most 5 tries; a new code replaces the previous one. */
export const MFA_CODE_TTL_SECONDS = 600;
export const MFA_MAX_ATTEMPTS = 5;

/**
 * The server's messages (spec 8). Every failed MFAauthenticate message starts with 'Invalid otp'; when
 * the code can no longer be used (expired or 5 wrong tries) it also says to request a new one.
 */
export const MFA_SERVER_MESSAGES = {
  sent: mfaMessages.codeSent,
  sendFailed: mfaMessages.sendFailed,
  loggedIn: mfaMessages.loggedIn,
  invalid: mfaMessages.invalidCode,
  expired: 'Invalid otp: this code has expired. Request a new code.',
  locked: 'Invalid otp: too many wrong tries. Request a new code.',
} as const;

/**
 * POST /sendMFA {userId, account_id} with the timed-out session's token as the bearer: success when `code` is 200
 * ('Otp sent to your email'). The answer is the same when the token, user or account do not match; nothing is sent.
 */
export const sendMfaRequest = v.object({
  userId: idField('userId'),
  account_id: idField('account_id'),
});
export type SendMfaRequest = v.InferOutput<typeof sendMfaRequest>;
/** `{status: 200, code: 200, message: 'Otp sent to your email', data: null}`. */
export const sendMfaResponse = envelope(v.unknown());

/**
 * POST /MFAauthenticate {id, mfa_code, account_id}: `code` 200 and a fresh `token` on success
 * ('Logged in successfully'; `data` is `{token, user}` like webauthenticate); otherwise HTTP 401 with
 * `{status: 401, code: 401, message: 'Invalid otp...', data: null}` (see MFA_SERVER_MESSAGES), or 429.
 * Sent with the timed-out session's token as the bearer: it renews that session (ends it and starts a new one) and
 * nothing else; another token, or none, gets 'Invalid otp'.
 */
export const mfaAuthenticateRequest = v.object({
  id: idField('id'),
  mfa_code: v.pipe(v.string('mfa_code must be 4 digits'), v.regex(/^\d{4}$/, 'mfa_code must be 4 digits')),
  account_id: idField('account_id'),
});
export type MfaAuthenticateRequest = v.InferOutput<typeof mfaAuthenticateRequest>;
export const mfaAuthenticateResponse = v.object({
  status: v.number(),
  code: v.number(),
  message: v.optional(v.string()),
  token: v.optional(v.string()),
  data: v.nullable(v.unknown()),
});
