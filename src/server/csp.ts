/**
 * The security headers of every answer (app.ts), built here: the Content-Security-Policy (Paddle.js allowed only when
 * PADDLE_CLIENT_TOKEN is set), framing (the sandbox pages may be framed by the SPA, nothing else may), referrer and
 * content-type options. See docs/security.md.
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
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
}

function cspDirectives({ paddle, frameable }: CspOptions) {
  const extra = (list: readonly string[]) => (paddle ? [...list] : []);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...extra(PADDLE_CSP.scriptSrc)],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...extra(PADDLE_CSP.connectSrc)],
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
 * `paddle`: Paddle.js is allowed (PADDLE_CLIENT_TOKEN set).
 */
export function securityHeaders({ paddle }: { paddle: boolean }): MiddlewareHandler<AppEnv> {
  const headersFor = (frameable: boolean): MiddlewareHandler<AppEnv> =>
    secureHeaders({
      contentSecurityPolicy: cspDirectives({ paddle, frameable }),
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
