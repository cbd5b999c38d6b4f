/** Session-timeout MFA (spec 4.3, 7.1, 8). */
import * as v from 'valibot';
import { envelope } from './envelope.ts';
import { idField } from './fields.ts';

/** MFA codes are 4 digits (spec 5, 9). */
export const MFA_CODE_LENGTH = 4;

/** POST /sendMFA {userId, account_id}: success when `code` is 200 ('Otp sent to your email'). */
export const sendMfaRequest = v.object({
  userId: idField('userId'),
  account_id: idField('account_id'),
});
export type SendMfaRequest = v.InferOutput<typeof sendMfaRequest>;
export const sendMfaResponse = envelope(v.unknown());

/**
 * POST /MFAauthenticate {id, mfa_code, account_id}: `code` 200 and a fresh `token` on success
 * ('Logged in successfully'); otherwise a code other than 200 ('Invalid otp').
 * Public route: it is how a timed-out session is re-established.
 */
export const mfaAuthenticateRequest = v.object({
  id: idField('id'),
  mfa_code: v.pipe(v.string('mfa_code is required'), v.regex(/^\d{4}$/, 'mfa_code must be 4 digits')),
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
