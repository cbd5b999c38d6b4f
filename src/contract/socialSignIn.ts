/**
 * Social sign-in and registration (src/domain/socialSignIn.ts), shared by the SPA and the reference server.
 *
 * - POST /sociallogin {provider_Id}: starts a login with that network; `data.url` is its consent page. POST
 *   /linkedinauth and /twitterAuth are the same for LinkedIn and Twitter ({} or {provider_Id} of that network).
 * - POST /socialRegister {provider_Id}: starts a registration; POST /linkedInRegister and /twitterRegister the same
 *   for LinkedIn and Twitter.
 * - The network sends the browser to GET /api/sociallogin/callback?state=..&code=.. (or error=..), which redirects
 *   to the SPA's /callback?ticket=.. (or ?error=denied|expired|unavailable|refused).
 * - POST /sociallogin {ticket}: finishes; answers like webauthenticate (`data.token`, `data.user`) plus
 *   `data.registered` (a new login was made: welcome). A profile nobody registered: 404 'User Does not Exist.';
 *   registering a profile already registered: code 300 'Account Already connected.' with data null (spec 8); an
 *   e-mail that already has a password login: 409 with a sentence; a used or stale ticket: 400.
 */
import * as v from 'valibot';
import { SOCIAL_SIGN_IN_PROVIDERS } from '../domain/socialSignIn.ts';
import { envelope } from './envelope.ts';
import { authUser } from './session.ts';

const providerIds = SOCIAL_SIGN_IN_PROVIDERS.map(String).join(', ');

export const socialStartRequest = v.object({
  provider_Id: v.pipe(
    v.number('provider_Id must be a provider id'),
    v.picklist(SOCIAL_SIGN_IN_PROVIDERS, `provider_Id must be one of ${providerIds}`),
  ),
});
export type SocialStartRequest = v.InferOutput<typeof socialStartRequest>;

/** The one network's alias calls (/linkedinauth, /twitterAuth ...): nothing, or that network's id. */
export const fixedProviderRequest = (providerId: number) =>
  v.object({
    provider_Id: v.optional(
      v.pipe(
        v.number('provider_Id must be a provider id'),
        v.literal(providerId, `provider_Id must be ${providerId} here`),
      ),
    ),
  });

export const socialStartResponse = envelope(v.object({ url: v.string() }));

export const socialFinishRequest = v.object({
  ticket: v.pipe(v.string('ticket is required'), v.regex(/^[A-Za-z0-9_-]{32}$/, 'ticket is not valid')),
});
export type SocialFinishRequest = v.InferOutput<typeof socialFinishRequest>;

export const socialFinishResponse = envelope(
  v.object({ token: v.string(), user: authUser, registered: v.boolean() }),
);
