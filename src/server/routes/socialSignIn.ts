/**
 * Signing in and registering with a social network (issue 16; src/contract/socialSignIn.ts for the calls).
 *
 * - Starting (public, rate-limited per address): POST /sociallogin {provider_Id} or /socialRegister {provider_Id}
 *   (and the one-network aliases /linkedinauth, /twitterAuth, /linkedInRegister, /twitterRegister) store a one-time
 *   state (SHA-256, 10 minutes) with the intent and answer the network's consent URL.
 * - The network sends the browser to GET /api/sociallogin/callback?state=..&code=.. (or error=..). The state is
 *   used once; the code tells who the visitor is on the network. Then:
 *   - login: the login of that profile signs in ('signedIn'); a profile nobody registered is 'noUser';
 *   - register: a profile already registered is 'alreadyConnected'; an e-mail that already has a login is
 *     'emailTaken' (never linked automatically: the e-mail's owner did not ask for it); otherwise a new user with
 *     their first account (the same as a confirmed registration, with no usable password) and the profile as its
 *     login: 'registered'.
 *   The outcome waits behind a one-time ticket (SHA-256, 2 minutes) and the browser goes to /callback?ticket=..;
 *   when there is nothing to show a ticket for (denied, stale state, network gone) to /callback?error=...
 * - POST /sociallogin {ticket} uses the ticket once and answers the outcome: a session like webauthenticate, or the
 *   spec's refusals ('User Does not Exist.' 404, 'Account Already connected.' code 300).
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import {
  fixedProviderRequest,
  socialFinishRequest,
  socialStartRequest,
} from '../../contract/socialSignIn.ts';
import { providerById } from '../../domain/posts.ts';
import {
  SOCIAL_ALREADY_CONNECTED_CODE,
  SOCIAL_CALLBACK_PATH,
  SOCIAL_SIGN_IN_RETURN_PATH,
  SOCIAL_SIGN_IN_STATE_TTL_MS,
  SOCIAL_SIGN_IN_TICKET_TTL_MS,
  socialSignInMessages,
  type SocialCallbackError,
  type SocialIntent,
  type SocialSignInOutcome,
} from '../../domain/socialSignIn.ts';
import type { Queryable } from '../db.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { HttpError, jsonBody, ok, parseBody } from '../http.ts';
import type { Providers, SocialIdentity, SocialProvider } from '../providers.ts';
import { clientIp, spendAttempt } from '../rateLimit.ts';
import { hashToken } from '../security.ts';
import { startSession } from '../sessions.ts';
import { authUserOf } from '../store.ts';
import { createUserWithAccount, isUniqueViolation } from './registration.ts';

/** The stored password of a login made from a network profile: no password matches it (security.ts). */
export const SOCIAL_ONLY_PASSWORD = '!social!';

const newSecret = () => randomBytes(24).toString('base64url');

interface SignInRow {
  id: number;
  provider_id: number;
  intent: SocialIntent;
}

/** What the callback found, and for whom. */
interface Found {
  outcome: SocialSignInOutcome;
  userId: number | null;
}

/** The login of `identity`, or what stands in the way of one, inside `tx`. */
async function resolveIdentity(
  tx: Queryable,
  intent: SocialIntent,
  identity: SocialIdentity,
  providerId: number,
  now: Date,
): Promise<Found> {
  const [known] = await tx.query<{ user_id: number }>(
    'select user_id from social_logins where provider_id = $1 and social_id = $2',
    [providerId, identity.socialId],
  );
  if (intent === 'login') {
    if (!known) return { outcome: 'noUser', userId: null };
    await tx.query('update social_logins set last_used_at = $3 where provider_id = $1 and social_id = $2', [
      providerId,
      identity.socialId,
      now.toISOString(),
    ]);
    return { outcome: 'signedIn', userId: known.user_id };
  }
  if (known) return { outcome: 'alreadyConnected', userId: null };
  if (identity.email === null) return { outcome: 'emailTaken', userId: null };
  const taken = await tx.query('select 1 from users where lower(email) = lower($1)', [identity.email]);
  if (taken.length > 0) return { outcome: 'emailTaken', userId: null };
  const [first, ...rest] = identity.name.trim().split(/\s+/);
  const userId = await createUserWithAccount(
    tx,
    {
      email: identity.email,
      firstName: (first ?? '').slice(0, 100),
      lastName: rest.join(' ').slice(0, 100),
      passwordHash: SOCIAL_ONLY_PASSWORD,
    },
    { now },
  );
  await tx.query(
    `insert into social_logins (user_id, provider_id, social_id, name, email, created_at, last_used_at)
     values ($1, $2, $3, $4, $5, $6, $6)`,
    [userId, providerId, identity.socialId, identity.name, identity.email, now.toISOString()],
  );
  return { outcome: 'registered', userId };
}

export function socialSignInRoutes(deps: RouteDeps & { providers: Providers }) {
  const { db, clock, log, config, limits, providers } = deps;
  const routes = new Hono<AppEnv>();
  const returnUrl = `${config.publicUrl}${SOCIAL_SIGN_IN_RETURN_PATH}`;

  const providerOf = (providerId: number): SocialProvider & Required<Pick<SocialProvider, 'signIn'>> => {
    const key = providerById(providerId)?.key;
    const provider = key ? providers.social[key] : undefined;
    if (!provider?.signIn) throw new HttpError(503, socialSignInMessages.notAvailable, 'provider_Id');
    return provider as SocialProvider & Required<Pick<SocialProvider, 'signIn'>>;
  };

  const start = (intent: SocialIntent, fixed: number | null) => async (c: Context<AppEnv>) => {
    const providerId = fixed ?? (await parseBody(c, socialStartRequest)).provider_Id;
    if (fixed !== null) await parseBody(c, fixedProviderRequest(fixed));
    const provider = providerOf(providerId);
    const refused = await spendAttempt(c, [[limits.socialStartPerIp, clientIp(c)]]);
    if (refused) return refused;
    const state = newSecret();
    const now = clock.now();
    await db.query(
      `insert into social_sign_ins (state_hash, provider_id, intent, created_at, expires_at)
       values ($1, $2, $3, $4, $5)`,
      [
        hashToken(state),
        providerId,
        intent,
        now.toISOString(),
        new Date(now.getTime() + SOCIAL_SIGN_IN_STATE_TTL_MS).toISOString(),
      ],
    );
    const result = await provider.signIn({ callbackUrl: returnUrl, code: null, state });
    if (result.kind !== 'redirect') throw new HttpError(503, socialSignInMessages.notAvailable);
    return ok(c, { url: result.url });
  };

  /** POST /sociallogin: {provider_Id} starts a login, {ticket} finishes a sign-in or a registration. */
  routes.post('/sociallogin', async (c) => {
    const finishing = 'ticket' in (await jsonBody(c));
    if (!finishing) return start('login', null)(c);
    const { ticket } = await parseBody(c, socialFinishRequest);
    const now = clock.now();
    const [row] = await db.query<{ outcome: SocialSignInOutcome; user_id: number | null }>(
      `update social_sign_ins set ticket_used_at = $2
       where ticket_hash = $1 and ticket_used_at is null and ticket_expires_at > $2
       returning outcome, user_id`,
      [hashToken(ticket), now.toISOString()],
    );
    if (!row) throw new HttpError(400, socialSignInMessages.badTicket, 'ticket');
    switch (row.outcome) {
      case 'noUser':
        throw new HttpError(404, socialSignInMessages.userDoesNotExist);
      case 'alreadyConnected':
        return c.json(
          {
            status: 200,
            code: SOCIAL_ALREADY_CONNECTED_CODE,
            message: socialSignInMessages.alreadyConnected,
            data: null,
          },
          200,
        );
      case 'emailTaken':
        throw new HttpError(409, socialSignInMessages.emailTaken);
      case 'signedIn':
      case 'registered': {
        const userId = row.user_id!;
        const { token } = await db.transaction((tx) =>
          startSession(tx, { userId, now, sessionIdleSeconds: config.sessionIdleSeconds }),
        );
        const user = await authUserOf(db, userId);
        if (!user) throw new HttpError(404, socialSignInMessages.userDoesNotExist);
        log.info(`sociallogin: user #${userId} ${row.outcome === 'registered' ? 'registered' : 'signed in'}`);
        return ok(c, { token, user, registered: row.outcome === 'registered' });
      }
    }
  });
  routes.post('/socialRegister', start('register', null));
  routes.post('/linkedinauth', start('login', 4));
  routes.post('/twitterAuth', start('login', 2));
  routes.post('/linkedInRegister', start('register', 4));
  routes.post('/twitterRegister', start('register', 2));

  /** The network sends the browser here after consent; it leaves for the SPA's /callback page. */
  routes.get('/sociallogin/callback', async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    const state = c.req.query('state') ?? '';
    const code = c.req.query('code') ?? '';
    const now = clock.now();
    const back = (query: { ticket: string } | { error: SocialCallbackError }) =>
      c.redirect(`${config.publicUrl}${SOCIAL_CALLBACK_PATH}?${new URLSearchParams(query).toString()}`, 303);
    const [pending] =
      state === '' || state.length > 200
        ? []
        : await db.query<SignInRow>(
            `update social_sign_ins set used_at = $2
             where state_hash = $1 and used_at is null and expires_at > $2
             returning id, provider_id, intent`,
            [hashToken(state), now.toISOString()],
          );
    if (!pending) return back({ error: 'expired' });
    if (code === '' || code.length > 500) return back({ error: 'denied' });
    const key = providerById(pending.provider_id)?.key;
    const provider = key ? providers.social[key] : undefined;
    if (!provider?.signIn) return back({ error: 'unavailable' });
    const result = await provider.signIn({ callbackUrl: returnUrl, code });
    if (result.kind !== 'identified') return back({ error: 'refused' });
    const ticket = newSecret();
    let found: Found;
    try {
      found = await db.transaction(async (tx) => {
        const resolved = await resolveIdentity(tx, pending.intent, result.identity, pending.provider_id, now);
        await tx.query(
          `update social_sign_ins set ticket_hash = $2, outcome = $3, user_id = $4, ticket_expires_at = $5
           where id = $1`,
          [
            pending.id,
            hashToken(ticket),
            resolved.outcome,
            resolved.userId,
            new Date(now.getTime() + SOCIAL_SIGN_IN_TICKET_TTL_MS).toISOString(),
          ],
        );
        return resolved;
      });
    } catch (error) {
      // The same profile or e-mail registered twice at once: the unique indexes refuse the second.
      if (!isUniqueViolation(error)) throw error;
      await db.query(
        `update social_sign_ins set ticket_hash = $2, outcome = 'alreadyConnected', ticket_expires_at = $3
         where id = $1`,
        [pending.id, hashToken(ticket), new Date(now.getTime() + SOCIAL_SIGN_IN_TICKET_TTL_MS).toISOString()],
      );
      found = { outcome: 'alreadyConnected', userId: null };
    }
    log.info(`sociallogin callback: ${key} ${pending.intent} -> ${found.outcome}`);
    return back({ ticket });
  });

  return routes;
}
