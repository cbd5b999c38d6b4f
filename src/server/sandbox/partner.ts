/**
 * The sandbox partner network: stands in for Circle Network (spec 7.1 partnerSignIn) so the networking flow can
 * be tried without a partner. `signIn` stores a random one-time ticket (only its SHA-256, valid 5 minutes) and
 * answers `${publicUrl}/sandbox/partner/circle?ticket=...`; opening that page once shows a welcome, again (or
 * after 5 minutes) a 410 page. The partner member id is 100000 + the user id (stable).
 *
 * Its pages answer at the root, whether or not Paddle is configured, with their own stylesheet
 * (/sandbox/partner/partner.css: /sandbox/sandbox.css exists only while the checkout sandbox does).
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { PARTNER_NETWORK_LABEL } from '../../domain/networking.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db.ts';
import type { AppEnv } from '../env.ts';
import type { PartnerNetwork } from '../providers.ts';
import { hashToken } from '../security.ts';
import { SANDBOX_CSS } from './assets.ts';
import { escapeHtml, sandboxPage } from './html.ts';

export const SANDBOX_PARTNER_NAME = 'sandbox';
export const SANDBOX_PARTNER_PATH = '/sandbox/partner/circle';
export const SANDBOX_PARTNER_CSS_PATH = '/sandbox/partner/partner.css';
/** How long a sign-in link works. */
export const PARTNER_TICKET_TTL_MS = 5 * 60 * 1000;
/** The sandbox partner's member id of a user is this plus the user id. */
export const SANDBOX_PARTNER_ID_BASE = 100_000;

export const partnerPageTexts = {
  title: `${PARTNER_NETWORK_LABEL} (sandbox)`,
  banner: `${PARTNER_NETWORK_LABEL} sandbox — not a real partner network`,
  welcome: (firstName: string) => `Welcome, ${firstName}! You are connected to ${PARTNER_NETWORK_LABEL}.`,
  expired: 'This sign-in link has expired or was already used.',
} as const;

export interface SandboxPartner extends PartnerNetwork {
  /** The page routes (GET /sandbox/partner/circle, its stylesheet), mounted at the root by createApp. */
  readonly routes: Hono<AppEnv>;
}

export function isSandboxPartner(partner: PartnerNetwork | null): partner is SandboxPartner {
  return partner !== null && partner.name === SANDBOX_PARTNER_NAME && 'routes' in partner;
}

export function createSandboxPartner({
  db,
  clock,
  publicUrl,
}: {
  db: Db;
  clock: Clock;
  publicUrl: string;
}): SandboxPartner {
  const routes = new Hono<AppEnv>();

  routes.get(
    SANDBOX_PARTNER_CSS_PATH,
    () =>
      new Response(SANDBOX_CSS, {
        headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' },
      }),
  );

  routes.get(SANDBOX_PARTNER_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    const ticket = c.req.query('ticket')?.trim() ?? '';
    const now = clock.now().toISOString();
    const rows =
      ticket === '' || ticket.length > 200
        ? []
        : await db.query<{ first_name: string }>(
            `update partner_sign_in_tickets t set used_at = $2 from users u
             where t.token_hash = $1 and t.used_at is null and t.expires_at > $2 and u.id = t.user_id
             returning u.first_name`,
            [hashToken(ticket), now],
          );
    const options = { banner: partnerPageTexts.banner, stylesheet: SANDBOX_PARTNER_CSS_PATH };
    const user = rows[0];
    if (!user) {
      const body = `<h1>${escapeHtml(partnerPageTexts.title)}</h1>
<p class="error" role="alert">${escapeHtml(partnerPageTexts.expired)}</p>
<p class="muted">Go back to the app and connect again to get a new link.</p>`;
      return c.html(sandboxPage(partnerPageTexts.title, body, options), 410);
    }
    const body = `<h1>${escapeHtml(partnerPageTexts.title)}</h1>
<p class="done" role="status">${escapeHtml(partnerPageTexts.welcome(user.first_name))}</p>
<p class="muted">This page stands in for the partner network: nothing else happens here. You can close this tab.</p>`;
    return c.html(sandboxPage(partnerPageTexts.title, body, options));
  });

  return {
    name: SANDBOX_PARTNER_NAME,
    routes,
    async signIn(user) {
      const ticket = randomBytes(32).toString('base64url');
      const now = clock.now();
      const partnerMemberId = SANDBOX_PARTNER_ID_BASE + user.id;
      await db.query(
        `insert into partner_sign_in_tickets (token_hash, user_id, partner_member_id, created_at, expires_at)
         values ($1, $2, $3, $4, $5)`,
        [
          hashToken(ticket),
          user.id,
          partnerMemberId,
          now.toISOString(),
          new Date(now.getTime() + PARTNER_TICKET_TTL_MS).toISOString(),
        ],
      );
      return {
        url: `${publicUrl}${SANDBOX_PARTNER_PATH}?ticket=${encodeURIComponent(ticket)}`,
        partnerMemberId,
      };
    },
  };
}
