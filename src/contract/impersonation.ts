/**
 * Staff impersonation (spec 1, 4.2, 6). `npm run impersonate -- <staff-email> <user-email>` asks the
 * running server for a one-time link through POST /api/admin/impersonation-links (header x-admin-token,
 * the token the server wrote to DATA_DIR/admin-token at start). Opening the link
 * (GET /api/impersonate/<token>) logs the browser in as the user and sets the cookie
 * `auth.impersonationLogin` = '1'; /me then carries `impersonator`.
 */
import * as v from 'valibot';
import { envelope } from './envelope.ts';

export const ADMIN_TOKEN_HEADER = 'x-admin-token';
export const IMPERSONATION_LINKS_PATH = '/admin/impersonation-links';
export const IMPERSONATE_PATH = '/impersonate';
/** Cookie set by the link; the SPA resets it after routing (spec 4.2). */
export const IMPERSONATION_COOKIE = 'auth.impersonationLogin';
/** A link works once, for 10 minutes. */
export const IMPERSONATION_LINK_TTL_SECONDS = 600;

const email = (name: string) =>
  v.pipe(v.string(`${name} is required`), v.trim(), v.email(`${name} must be an e-mail address`));

export const impersonationLinkRequest = v.object({
  staff_email: email('staff_email'),
  user_email: email('user_email'),
});
export type ImpersonationLinkRequest = v.InferOutput<typeof impersonationLinkRequest>;
export const impersonationLinkResponse = envelope(
  v.object({ link: v.string(), expires_at: v.string(), user_id: v.number() }),
);
