/**
 * Partner networking, spec 7.1: POST /partnerAuth/partnerSignIn {userData{email, first_name, last_name,
 * external_id}, partnerName}: response `partnerSignInUrl` and `message`; the SPA opens the URL in a new tab.
 *
 * The server signs in only the session's own user (e-mail and external_id must be theirs), asks the partner network
 * (a local sandbox page of our own server unless a real partner is configured) for a one-time sign-in URL, and
 * stores the partner's member id as the user's `partnerId`.
 */
import * as v from 'valibot';
import { networkingMessages } from '../domain/networking.ts';

export const partnerSignInRequest = v.object({
  userData: v.object(
    {
      email: v.pipe(
        v.string(networkingMessages.emailRequired),
        v.trim(),
        v.nonEmpty(networkingMessages.emailRequired),
        v.email('userData.email must be an e-mail address'),
      ),
      first_name: v.pipe(
        v.string(networkingMessages.userDetailsRequired),
        v.trim(),
        v.nonEmpty(networkingMessages.userDetailsRequired),
        v.maxLength(100, 'userData.first_name is too long'),
      ),
      last_name: v.pipe(
        v.optional(v.string(networkingMessages.userDetailsRequired), ''),
        v.trim(),
        v.maxLength(100, 'userData.last_name is too long'),
      ),
      external_id: v.pipe(
        v.union([v.string(), v.number()], networkingMessages.userDetailsRequired),
        v.transform(String),
        v.regex(/^\d+$/, 'userData.external_id must be a user id'),
      ),
    },
    networkingMessages.userDetailsRequired,
  ),
  partnerName: v.pipe(v.string('partnerName is required'), v.trim(), v.nonEmpty('partnerName is required')),
});
export type PartnerSignInRequest = v.InferOutput<typeof partnerSignInRequest>;

/** Loose on purpose: a missing or non-text `partnerSignInUrl` is the SPA's 'Invalid response from server'. */
export const partnerSignInResponse = v.object({
  status: v.number(),
  message: v.optional(v.string()),
  partnerSignInUrl: v.optional(v.unknown()),
  data: v.optional(v.unknown()),
});
export type PartnerSignInResponse = v.InferOutput<typeof partnerSignInResponse>;
