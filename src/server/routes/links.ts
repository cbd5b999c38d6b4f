/**
 * The tracked links' redirect (issue 17; src/server/trackedLinks.ts): GET /l/{code}, public and outside /api so the
 * short link stays short and on the product's origin (it is answered before the SPA fallback of static.ts).
 *
 * - A known code answers 302 to the link's stored target (the post's link with UTM parameters), which publishing
 *   checked to be http(s) and the database refuses otherwise; a target that is somehow not http(s) is never
 *   followed (404 page). Nothing of the request (query, path) ever changes where it goes: no open redirect.
 * - The click is counted (GET only) unless the user agent is a link-preview crawler or missing
 *   (src/domain/trackedLinks.ts isLinkPreviewBot): per link, UTC day and visitor (an HMAC of day, address and user
 *   agent; the address is never stored).
 * - An unknown or malformed code answers a small 404 page, "This link is not valid".
 * - Each address may follow RATE_LIMITS.linkRedirectPerIp links a minute; past that a 429 page.
 * Answers are not cached (`no-store`), so every click reaches the server.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { linkCodeField } from '../../contract/links.ts';
import { PRODUCT_NAME } from '../../domain/constants.ts';
import { isLinkPreviewBot, isWebUrl } from '../../domain/trackedLinks.ts';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db.ts';
import type { AppEnv } from '../env.ts';
import type { Logger } from '../logger.ts';
import { clientIp, reserve, type RateLimiter } from '../rateLimit.ts';
import { escapeHtml } from '../sandbox/html.ts';
import { dayOf } from '../sandbox/insights.ts';
import { linkByCode, recordClick, visitorKey, visitorSecret } from '../trackedLinks.ts';

export const linkPageText = {
  notValidTitle: 'This link is not valid',
  notValid:
    'The link you followed does not exist or is no longer available. Check that it was copied in full.',
  tooManyTitle: 'Too many links at once',
  tooMany: 'This address has followed a lot of links in the last minute. Please wait a moment and try again.',
  home: `Go to ${PRODUCT_NAME}`,
} as const;

/** A plain page (the CSP allows no inline style or script, and it needs none). */
function page(title: string, text: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)} – ${escapeHtml(PRODUCT_NAME)}</title>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(text)}</p>`,
    `<p><a href="/">${escapeHtml(linkPageText.home)}</a></p>`,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

const notValid = (c: Context<AppEnv>) =>
  c.html(page(linkPageText.notValidTitle, linkPageText.notValid), 404, NO_STORE);

export function linkRedirectRoutes(deps: {
  db: Queryable;
  clock: Clock;
  log: Logger;
  limits: RateLimiter;
  /** AppConfig.tokenKey: the visitor keys' secret is derived from it. */
  tokenKey: Buffer;
}) {
  const { db, clock, log, limits } = deps;
  const secret = visitorSecret(deps.tokenKey);
  const routes = new Hono<AppEnv>();

  routes.get('/l/:code', async (c) => {
    const ip = clientIp(c);
    const attempt = await reserve([[limits.linkRedirectPerIp, `ip:${ip}`]]);
    if (!attempt.counted) {
      return c.html(page(linkPageText.tooManyTitle, linkPageText.tooMany), 429, {
        ...NO_STORE,
        'Retry-After': String(Math.max(1, Math.ceil(attempt.wait / 1000))),
      });
    }
    const code = v.safeParse(linkCodeField, c.req.param('code'));
    if (!code.success) return notValid(c);
    const link = await linkByCode(db, code.output);
    if (!link) return notValid(c);
    if (!isWebUrl(link.target)) {
      log.warn(`tracked link #${link.id}: its target is not an http(s) URL; not followed`);
      return notValid(c);
    }
    const userAgent = c.req.header('user-agent') ?? '';
    if (c.req.method === 'GET' && !isLinkPreviewBot(userAgent)) {
      const day = dayOf(clock.now());
      await recordClick(db, link, day, visitorKey(secret, day, ip, userAgent));
    }
    for (const [name, value] of Object.entries(NO_STORE)) c.header(name, value);
    return c.redirect(link.target, 302);
  });

  return routes;
}
