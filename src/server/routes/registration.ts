/**
 * Registration by e-mail confirmation (issue 12): POST /register and POST /confirmRegistration.
 * - /register answers the same for every e-mail, known or not, so it cannot tell who has an account. Both cases
 *   hash the password (one scrypt) and send one mail, so they also cost about the same:
 *   - an unknown e-mail gets a single-use link, valid 24 hours, to /?confirm=<token>#register. The registration
 *     waits in `pending_registrations` with the SHA-256 of the token and the scrypt hash of the password; a newer
 *     registration of the same e-mail replaces it.
 *   - a known e-mail gets a note to its owner (someone tried to create an account with it) with links to log in
 *     and to reset the password. Nothing changes for that user.
 * - /confirmRegistration uses the link once: it creates the user with a first account of their own and logs them
 *   in, answering like webauthenticate. An unknown, used or expired link is a 400; an e-mail registered meanwhile
 *   is a 409; neither creates anything.
 */
import { Hono } from 'hono';
import {
  PASSWORD_SERVER_MESSAGES,
  REGISTRATION_LINK_TTL_SECONDS,
  REGISTRATION_MAIL_SENT,
  confirmRegistrationRequest,
  registerRequest,
} from '../../contract/passwords.ts';
import { ACCOUNT_CREATION_LANDING, DEFAULT_ONBOARDING_TYPE, PRODUCT_NAME } from '../../domain/constants.ts';
import { confirmationPath } from '../../domain/registration.ts';
import { LOGIN_PATH } from '../../domain/routeGuards.ts';
import type { Queryable } from '../db.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { HttpError, ok, parseBody } from '../http.ts';
import type { MailMessage } from '../mail.ts';
import { clientIp, spendAttempt } from '../rateLimit.ts';
import { hashPassword } from '../security.ts';
import { hashLinkToken, newLinkToken, startSession } from '../sessions.ts';
import { authUserOf, firstFlowUrl } from '../store.ts';
import { startSetup } from './setup.ts';

/** True for a unique-constraint violation on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
}

/**
 * The user with a first account of their own (named after them, default onboarding type, landing on that type's
 * first onboarding page, role 1): after login the SPA reads the landing account's details, and a user without any
 * account would be logged out again (spec 4.2). Used by a confirmed registration and a social registration.
 */
export async function createUserWithAccount(
  tx: Queryable,
  user: NewUser,
  options: { now: Date },
): Promise<number> {
  const { now } = options;
  const users = await tx.query<{ id: number }>(
    `insert into users (email, password_hash, first_name, last_name, created_at)
     values ($1, $2, $3, $4, $5) returning id`,
    [user.email, user.passwordHash, user.firstName, user.lastName, now.toISOString()],
  );
  const userId = users[0]!.id;
  const types = await tx.query<{ onboarding_flow: string | null }>(
    'select onboarding_flow from onboarding_types where id = $1',
    [DEFAULT_ONBOARDING_TYPE],
  );
  const landingUrl = firstFlowUrl(types[0]?.onboarding_flow ?? null) ?? ACCOUNT_CREATION_LANDING;
  const accounts = await tx.query<{ id: number }>(
    `insert into accounts (account_name, created_by_user_id, created_at) values ($1, $2, $3) returning id`,
    [`${user.firstName} ${user.lastName}`, userId, now.toISOString()],
  );
  await tx.query(
    `insert into account_memberships
       (user_id, account_id, account_role, role_type, landing_url, onboarding_type_id, is_landing, created_at)
     values ($1, $2, 1, 1, $3, $4, true, $5)`,
    [userId, accounts[0]!.id, landingUrl, DEFAULT_ONBOARDING_TYPE, now.toISOString()],
  );
  await startSetup(tx, accounts[0]!.id, now);
  return userId;
}

/**
 * The mail to an e-mail that has no account yet. It does not repeat the names typed in the form: anyone can type
 * any address, and the form must not send their words to it.
 */
function confirmationMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: `Finish creating your ${PRODUCT_NAME} account`,
    text: [
      'Hello,',
      '',
      `Someone (hopefully you) asked to create a ${PRODUCT_NAME} account with this e-mail address. Open this link to finish:`,
      '',
      link,
      '',
      'The link works once, for 24 hours. If you did not ask for an account, ignore this mail: no account is created.',
    ].join('\n'),
  };
}

/** The mail to an e-mail that already has an account: nothing changes for its owner. */
function alreadyRegisteredMail(to: string, firstName: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: `Someone tried to create a ${PRODUCT_NAME} account with your e-mail`,
    text: [
      `Hi ${firstName || 'there'},`,
      '',
      `Someone (maybe you) tried to create a new ${PRODUCT_NAME} account with this e-mail address, but you already have one, so no account was created.`,
      '',
      `To log in: ${publicUrl}${LOGIN_PATH}`,
      `Forgot your password? Ask for a reset link: ${publicUrl}/forgot_password`,
      '',
      'If it was not you, ignore this mail: your account and your password stay as they are.',
    ].join('\n'),
  };
}

export function registrationRoutes({ db, clock, config, limits, log, mail }: RouteDeps) {
  const routes = new Hono<AppEnv>();

  routes.post('/register', async (c) => {
    const body = await parseBody(c, registerRequest);
    const email = body.email.toLowerCase();
    const refused = await spendAttempt(c, [
      [limits.registerPerEmail, email],
      [limits.registerPerIp, clientIp(c)],
    ]);
    if (refused) return refused;

    const answer = { status: 200, code: 200, message: REGISTRATION_MAIL_SENT, data: null };
    // Both cases pay for one scrypt, so timing tells little about which e-mails have an account.
    const passwordHash = await hashPassword(body.password);
    const now = clock.now();
    const found = await db.query<{ id: number; email: string; first_name: string }>(
      'select id, email, first_name from users where lower(email) = $1',
      [email],
    );
    const owner = found[0];
    let message: MailMessage;
    if (owner) {
      message = alreadyRegisteredMail(owner.email, owner.first_name, config.publicUrl);
    } else {
      const token = newLinkToken();
      await db.transaction(async (tx) => {
        // A newer registration replaces an open one of the same e-mail; expired ones are swept on the way.
        await tx.query('delete from pending_registrations where lower(email) = $1 or expires_at <= $2', [
          email,
          now.toISOString(),
        ]);
        await tx.query(
          `insert into pending_registrations
             (token_hash, email, first_name, last_name, password_hash, created_at, expires_at)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [
            hashLinkToken(token),
            body.email,
            body.first_name,
            body.last_name,
            passwordHash,
            now.toISOString(),
            new Date(now.getTime() + REGISTRATION_LINK_TTL_SECONDS * 1000).toISOString(),
          ],
        );
      });
      message = confirmationMail(body.email, `${config.publicUrl}${confirmationPath(token)}`);
    }
    try {
      await mail.send(message);
    } catch (error) {
      // Same answer anyway: the caller must not learn whether the e-mail has an account.
      log.error('register: the mail could not be sent', error);
    }
    return c.json(answer, 200);
  });

  routes.post('/confirmRegistration', async (c) => {
    const { token } = await parseBody(c, confirmRegistrationRequest);
    const now = clock.now();
    const sessionIdleSeconds = config.sessionIdleSeconds;
    let created: { userId: number; token: string };
    try {
      created = await db.transaction(async (tx) => {
        const used = await tx.query<{
          email: string;
          first_name: string;
          last_name: string;
          password_hash: string;
        }>(
          `delete from pending_registrations where token_hash = $1 and expires_at > $2
           returning email, first_name, last_name, password_hash`,
          [hashLinkToken(token), now.toISOString()],
        );
        const pending = used[0];
        if (!pending) {
          throw new HttpError(400, PASSWORD_SERVER_MESSAGES.badRegistrationToken, 'token');
        }
        const taken = await tx.query('select 1 from users where lower(email) = lower($1)', [pending.email]);
        // Thrown inside the transaction: the link is kept, and keeps saying why it cannot be used.
        if (taken.length > 0) throw new HttpError(409, PASSWORD_SERVER_MESSAGES.emailTaken, 'email');
        const userId = await createUserWithAccount(
          tx,
          {
            email: pending.email,
            firstName: pending.first_name,
            lastName: pending.last_name,
            passwordHash: pending.password_hash,
          },
          { now },
        );
        const session = await startSession(tx, { userId, now, sessionIdleSeconds });
        return { userId, token: session.token };
      });
    } catch (error) {
      // Two links of one e-mail used at once: the unique index refuses the second.
      if (isUniqueViolation(error)) throw new HttpError(409, PASSWORD_SERVER_MESSAGES.emailTaken, 'email');
      throw error;
    }
    log.info(`confirmRegistration: user #${created.userId} created`);
    const user = await authUserOf(db, created.userId);
    if (!user) throw new Error(`user ${created.userId} vanished during registration`);
    return ok(c, { token: created.token, user });
  });

  return routes;
}
