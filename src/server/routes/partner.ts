/**
 * POST /partnerAuth/partnerSignIn (spec 7.1, src/contract/networking.ts), mounted under /api with a session.
 * Only the session's own user can be signed in (e-mail and external_id must be theirs); the partner network
 * (providers.partner; the sandbox partner unless a real one is configured) answers a one-time URL and the
 * user's member id there, which becomes users.partner_id.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { partnerSignInRequest, type PartnerSignInRequest } from '../../contract/networking.ts';
import { PARTNER_NAME, PARTNER_NETWORK_LABEL, networkingMessages } from '../../domain/networking.ts';
import type { Db } from '../db.ts';
import type { AppEnv } from '../env.ts';
import { HttpError, jsonBody } from '../http.ts';
import type { PartnerNetwork } from '../providers.ts';

export const partnerMessages = {
  notYourAccount: 'You can only connect your own account.',
  unknownPartner: `partnerName: the only partner network is '${PARTNER_NAME}'.`,
  notAvailable: `${PARTNER_NETWORK_LABEL} is not available on this server.`,
} as const;

/** The body checked with the contract; messages are spec 8's, without a field prefix (the SPA shows them). */
function checkSignIn(input: unknown): PartnerSignInRequest {
  const result = v.safeParse(partnerSignInRequest, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = issue ? (v.getDotPath(issue) ?? null) : null;
  if (field === 'userData.email' && issue?.input === undefined) {
    throw new HttpError(400, networkingMessages.emailRequired, field);
  }
  const missingKey = issue?.input === undefined && (issue?.message ?? '').startsWith('Invalid key');
  const message = !issue || missingKey ? networkingMessages.userDetailsRequired : issue.message;
  throw new HttpError(400, message, field);
}

export function partnerRoutes({
  db,
  session,
  partner,
}: {
  db: Db;
  session: MiddlewareHandler<AppEnv>;
  partner: PartnerNetwork | null;
}) {
  const routes = new Hono<AppEnv>();

  routes.post('/partnerAuth/partnerSignIn', session, async (c) => {
    const body = checkSignIn(await jsonBody(c));
    if (body.partnerName.toLowerCase() !== PARTNER_NAME) {
      throw new HttpError(400, partnerMessages.unknownPartner, 'partnerName');
    }
    const userId = c.get('session').userId;
    const rows = await db.query<{ id: number; email: string; first_name: string; last_name: string }>(
      'select id, email, first_name, last_name from users where id = $1',
      [userId],
    );
    const user = rows[0];
    if (
      !user ||
      user.email.toLowerCase() !== body.userData.email.toLowerCase() ||
      Number(body.userData.external_id) !== user.id
    ) {
      throw new HttpError(403, partnerMessages.notYourAccount);
    }
    if (partner === null) throw new HttpError(503, partnerMessages.notAvailable);
    const { url, partnerMemberId } = await partner.signIn({
      id: user.id,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
    });
    await db.query('update users set partner_id = $2 where id = $1', [user.id, partnerMemberId]);
    return c.json(
      {
        status: 200,
        message: networkingMessages.success,
        partnerSignInUrl: url,
        data: { partnerSignInUrl: url, partnerId: partnerMemberId },
      },
      200,
    );
  });

  return routes;
}
