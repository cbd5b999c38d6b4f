/**
 * The security headers of every answer (app.ts), built here: the Content-Security-Policy (Paddle.js allowed only when
 * PADDLE_CLIENT_TOKEN is set; the tag manager's and the affiliate script's origins only when TAG_MANAGER_ID or
 * AFFILIATE_SCRIPT_URL is), framing (the sandbox pages may be framed by the SPA, nothing else may), referrer and
 * content-type options. See docs/security.md.
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { trackerOrigins } from '../domain/consent.ts';
import type { AppConfig } from './config.ts';
import type { AppEnv } from './env.ts';

/** Where Paddle.js comes from and talks to (added to the CSP only when PADDLE_CLIENT_TOKEN is set). */
export const PADDLE_CSP = {
  scriptSrc: ['https://cdn.paddle.com'],
  frameSrc: ['https://*.paddle.com', 'https://buy.paddle.com'],
  connectSrc: ['https://*.paddle.com'],
} as const;

interface CspOptions {
  /** Allow Paddle.js (PADDLE_CLIENT_TOKEN set). */
  paddle: boolean;
  /** The sandbox pages: framed by the SPA (same origin) instead of never framed. */
  frameable: boolean;
  /**
   * The origins of the tag manager and the affiliate script (TAG_MANAGER_ID, AFFILIATE_SCRIPT_URL; see
   * trackerCspOrigins): their scripts, and the requests and pixels they send home. Empty or absent: none.
   */
  trackers?: readonly string[];
}

/**
 * What the CSP allows for the configured trackers: www.googletagmanager.com with a container, the affiliate script's
 * own origin with one; nothing when neither is set. Loaded only after consent (src/features/consent).
 */
export function trackerCspOrigins(config: Pick<AppConfig, 'tagManagerId' | 'affiliateScriptUrl'>): string[] {
  return trackerOrigins({
    tagManagerId: config.tagManagerId ?? null,
    affiliateScriptUrl: config.affiliateScriptUrl ?? null,
  });
}

function cspDirectives({ paddle, frameable, trackers = [] }: CspOptions) {
  const extra = (list: readonly string[]) => (paddle ? [...list] : []);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...extra(PADDLE_CSP.scriptSrc), ...trackers],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...trackers],
    // A library video is played from the browser's own copy (blob:) to capture its poster frame (issue 18).
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...extra(PADDLE_CSP.connectSrc), ...trackers],
    frameSrc: ["'self'", ...extra(PADDLE_CSP.frameSrc)],
    frameAncestors: [frameable ? "'self'" : "'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
  };
}

/** The Content-Security-Policy of an answer, as sent. */
export function contentSecurityPolicy(options: CspOptions): string {
  const names: Record<string, string> = {
    defaultSrc: 'default-src',
    scriptSrc: 'script-src',
    styleSrc: 'style-src',
    imgSrc: 'img-src',
    mediaSrc: 'media-src',
    fontSrc: 'font-src',
    connectSrc: 'connect-src',
    frameSrc: 'frame-src',
    frameAncestors: 'frame-ancestors',
    baseUri: 'base-uri',
    formAction: 'form-action',
    objectSrc: 'object-src',
  };
  return Object.entries(cspDirectives(options))
    .map(([key, values]) => `${names[key]} ${values.join(' ')}`)
    .join('; ');
}

/** The Content-Security-Policy of every answer without Paddle (the local checkout sandbox is framed). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy({ paddle: false, frameable: false });

/**
 * The security headers middleware: strict everywhere, frameable by the SPA (same origin only) under /sandbox/.
 * `paddle`: Paddle.js is allowed (PADDLE_CLIENT_TOKEN set); `trackers`: the configured trackers' origins
 * (trackerCspOrigins).
 */
export function securityHeaders({
  paddle,
  trackers = [],
}: {
  paddle: boolean;
  trackers?: readonly string[];
}): MiddlewareHandler<AppEnv> {
  const headersFor = (frameable: boolean): MiddlewareHandler<AppEnv> =>
    secureHeaders({
      // The sandbox pages never load the trackers.
      contentSecurityPolicy: cspDirectives({ paddle, frameable, trackers: frameable ? [] : trackers }),
      xFrameOptions: frameable ? 'SAMEORIGIN' : 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      xContentTypeOptions: 'nosniff',
      // Served over plain http on localhost; HSTS belongs to the TLS front in production.
      strictTransportSecurity: false,
    });
  const strictHeaders = headersFor(false);
  const sandboxHeaders = headersFor(true);
  return (c, next) => (c.req.path.startsWith('/sandbox/') ? sandboxHeaders(c, next) : strictHeaders(c, next));
}
