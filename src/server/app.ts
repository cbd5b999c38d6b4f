/**
 * The reference API server as a Hono app. Every dependency is injected, so tests call
 * `app.request()` without opening a port. Routes of spec section 7 live under /api; the
 * heartbeat answers at /heartbeat too. Only in demo mode (config.demoMode): while mail goes to the outbox, the dev
 * routes /dev/outbox, /dev/age-session and /dev/model-coverage answer at the root (routes/dev.ts); while Paddle is
 * not configured, the local checkout sandbox answers /sandbox/* (routes/sandbox.ts); with the sandbox partner
 * network, its pages answer /sandbox/partner/* (sandbox/partner.ts); with the sandbox social networks,
 * /sandbox/social/* (sandbox/social.ts). The built SPA is served for everything else. See docs/security.md for the
 * checks every route passes.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { API_BASE } from '../contract/envelope.ts';
import { requireAccountMember, requireSession } from './auth.ts';
import { MAX_BODY_BYTES, bodyLimit } from './bodyLimit.ts';
import { DEFAULT_PADDLE_WEBHOOK_SECRET } from './config.ts';
import type { AppDeps, AppEnv } from './env.ts';
import { HttpError, errorBody, messages, ok } from './http.ts';
import { consoleLogger } from './logger.ts';
import { requirePermission } from './permissions.ts';
import { createRateLimiter } from './rateLimit.ts';
import { accountRoutes } from './routes/accounts.ts';
import { billingRoutes } from './routes/billing.ts';
import { chatRoutes } from './routes/chat.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { partnerRoutes } from './routes/partner.ts';
import { postRoutes } from './routes/posts.ts';
import { socialRoutes } from './routes/social.ts';
import { isSandboxPartner } from './sandbox/partner.ts';
import { paddleWebhookRoutes } from './routes/paddleWebhook.ts';
import { sandboxRoutes } from './routes/sandbox.ts';
import { devRoutes } from './routes/dev.ts';
import { impersonationRoutes } from './routes/impersonation.ts';
import { mfaRoutes } from './routes/mfa.ts';
import { onboardingRoutes } from './routes/onboarding.ts';
import { passwordRoutes } from './routes/passwords.ts';
import { registrationRoutes } from './routes/registration.ts';
import { sessionRoutes } from './routes/session.ts';
import { serveSpa } from './static.ts';

export type { AppDeps } from './env.ts';

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

export { MAX_BODY_BYTES } from './bodyLimit.ts';

export function createApp(deps: AppDeps) {
  const { db, clock, config, mail } = deps;
  const log = deps.log ?? consoleLogger('info');
  const limits = createRateLimiter(clock);
  const app = new Hono<AppEnv>();

  const paddle = (config.paddleClientToken ?? null) !== null;
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
  // The sandbox pages are framed by the SPA (same origin only).
  const sandboxHeaders = headersFor(true);
  const securityHeaders: MiddlewareHandler<AppEnv> = (c, next) =>
    c.req.path.startsWith('/sandbox/') ? sandboxHeaders(c, next) : strictHeaders(c, next);
  app.use('*', securityHeaders);

  // Every body, API or sandbox page, is limited in one place (bodyLimit.ts).
  app.use('*', bodyLimit(MAX_BODY_BYTES));

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    log.debug(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
  });

  const heartbeat = async (c: Context<AppEnv>) => {
    try {
      await db.query('select 1 as ok');
    } catch (error) {
      log.error('heartbeat: the database does not answer', error);
      return c.json(errorBody(503, messages.databaseDown), 503);
    }
    return ok(c, { ok: true as const, time: clock.now().toISOString() });
  };
  app.get('/heartbeat', heartbeat);

  const api = new Hono<AppEnv>();
  const session = requireSession({
    db,
    clock,
    sessionIdleSeconds: config.sessionIdleSeconds,
    sessionMaxHours: config.sessionMaxHours,
  });
  api.use('/auth/*', session, requireAccountMember({ db }));
  api.use('/auth/*', requirePermission());
  api.get('/heartbeat', heartbeat);
  const routeDeps = { db, clock, mail, log, config, limits, session };
  api.route('/', sessionRoutes(routeDeps));
  api.route('/', accountRoutes({ db }));
  api.route('/', mfaRoutes(routeDeps));
  api.route('/', passwordRoutes(routeDeps));
  api.route('/', registrationRoutes(routeDeps));
  api.route('/', onboardingRoutes(routeDeps));
  api.route('/', impersonationRoutes(routeDeps, deps.adminToken ?? null));
  api.route('/', billingRoutes(routeDeps));
  api.route('/', chatRoutes(routeDeps));
  api.route('/', notificationRoutes({ db, clock }));
  api.route('/', postRoutes({ ...routeDeps, publishing: deps.publishing ?? null }));
  api.route('/', socialRoutes({ ...routeDeps, providers: deps.providers }));
  api.route('/', partnerRoutes({ db, session, partner: deps.providers.partner }));
  api.route(
    '/',
    paddleWebhookRoutes({
      db,
      clock,
      log,
      secret: config.paddleWebhookSecret ?? DEFAULT_PADDLE_WEBHOOK_SECRET,
    }),
  );
  app.route(API_BASE, api);

  // The sandboxes and /dev/* exist only in demo mode (DEMO_MODE, on by default); in a deployment they are a JSON 404.
  // The local checkout sandbox, only while Paddle is not configured; otherwise /sandbox/* is a JSON 404.
  if (config.demoMode && !paddle) {
    app.route('/', sandboxRoutes({ db, clock, limits: config }));
  }

  // The sandbox partner network's pages (/sandbox/partner/*), whether or not Paddle is configured.
  if (config.demoMode && isSandboxPartner(deps.providers.partner)) {
    app.route('/', deps.providers.partner.routes);
  }

  // The sandbox social networks' pages (/sandbox/social/*: consent, feed, switches), when they are the providers.
  if (config.demoMode && deps.providers.socialSandbox) {
    app.route('/', deps.providers.socialSandbox.routes);
  }

  // Sandbox routes only while mail stays in the outbox; otherwise /dev/* is a JSON 404.
  if (config.demoMode && config.mailTransport === 'outbox') {
    app.route(
      '/',
      devRoutes({
        db,
        clock,
        sessionIdleSeconds: config.sessionIdleSeconds,
        ...(config.modelCoverageFile ? { coverageFile: config.modelCoverageFile } : {}),
      }),
    );
  }

  if (config.staticDir !== null) app.use('*', serveSpa(config.staticDir));

  app.notFound((c) => c.json(errorBody(404, `Not found: ${c.req.method} ${c.req.path}`), 404));

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json(errorBody(error.status, error.message, error.field), error.status);
    }
    // Safety net behind the input checks: PostgreSQL refused a value (SQLSTATE class 22, data exception: a number
    // out of range, a date it cannot read, a NUL character). The caller sent it, so 400; logged as an error all the
    // same, because an input check of src/contract should have refused it first.
    if (isDataException(error)) {
      log.error(`${c.req.method} ${c.req.path}: the database refused a value no input check caught`, error);
      return c.json(errorBody(400, messages.badValue), 400);
    }
    log.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json(errorBody(500, messages.serverError), 500);
  });

  return app;
}

/** A PostgreSQL data exception (SQLSTATE 22xxx), from pg or PGlite. */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

export type App = ReturnType<typeof createApp>;
