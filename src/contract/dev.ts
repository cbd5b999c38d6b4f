/**
 * Sandbox routes of the mail-outbox mode (no SMTP configured, the default). They live at the root, not
 * under /api, and answer 404 as soon as a real mail transport is configured.
 * - GET /dev/outbox: the latest 50 mails, newest first, so a person or a test can read an MFA code or a
 *   reset link.
 * - POST /dev/age-session: makes the caller's session (bearer token) idle past SESSION_IDLE_SECONDS, so
 *   the next protected call answers 401 'unauthorized access' (e2e tests cannot move the server clock).
 */
import * as v from 'valibot';
import { envelope } from './envelope.ts';

export const OUTBOX_PATH = '/dev/outbox';
export const AGE_SESSION_PATH = '/dev/age-session';
/** How many mails GET /dev/outbox lists. */
export const OUTBOX_LIMIT = 50;

export const outboxMail = v.object({
  id: v.number(),
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  created_at: v.string(),
});
export type OutboxMail = v.InferOutput<typeof outboxMail>;
export const outboxResponse = envelope(v.array(outboxMail));

/** POST /dev/age-session (Authorization: Bearer <token>): `{status: 200, data: {aged: true}}`. */
export const ageSessionResponse = envelope(v.object({ aged: v.literal(true) }));
