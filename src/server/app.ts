/**
 * The reference API server as a Hono app. Every dependency is injected, so tests call
 * `app.request()` without opening a port. Routes of spec section 7 live under /api; the
 * heartbeat answers at /heartbeat too; while mail goes to the outbox, the sandbox routes
 * /dev/outbox and /dev/age-session answer at the root (routes/dev.ts); the built SPA is
 * served for everything else.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { API_BASE } from '../contract/envelope.ts';
import { requireAccountMember, requireSession } from './auth.ts';
import type { AppDeps, AppEnv } from './env.ts';
import { HttpError, errorBody, messages, ok } from './http.ts';
import { consoleLogger } from './logger.ts';
import { createRateLimiter } from './rateLimit.ts';
import { accountRoutes } from './routes/accounts.ts';
import { devRoutes } from './routes/dev.ts';
import { impersonationRoutes } from './routes/impersonation.ts';
import { mfaRoutes } from './routes/mfa.ts';
import { onboardingRoutes } from './routes/onboarding.ts';
import { passwordRoutes } from './routes/passwords.ts';
import { sessionRoutes } from './routes/session.ts';
import { serveSpa } from './static.ts';

export type { AppDeps } from './env.ts';

/** The Content-Security-Policy of every answer (the SPA loads nothing from elsewhere). */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; " +
  "connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

/** Bodies above this size answer 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

export function createApp(deps: AppDeps) {
  const { db, clock, config, mail } = deps;
  const log = deps.log ?? consoleLogger('info');
  const limits = createRateLimiter(clock);
  const app = new Hono<AppEnv>();

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      xContentTypeOptions: 'nosniff',
      // Served over plain http on localhost; HSTS belongs to the TLS front in production.
      strictTransportSecurity: false,
    }),
  );

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
  api.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(errorBody(413, messages.tooLarge), 413),
    }),
  );
  const session = requireSession({ db, clock, sessionIdleSeconds: config.sessionIdleSeconds });
  api.use('/auth/*', session, requireAccountMember({ db }));
  api.get('/heartbeat', heartbeat);
  const routeDeps = { db, clock, mail, log, config, limits, session };
  api.route('/', sessionRoutes(routeDeps));
  api.route('/', accountRoutes({ db }));
  api.route('/', mfaRoutes(routeDeps));
  api.route('/', passwordRoutes(routeDeps));
  api.route('/', onboardingRoutes(routeDeps));
  api.route('/', impersonationRoutes(routeDeps, deps.adminToken ?? null));
  app.route(API_BASE, api);

  // Sandbox routes only while mail stays in the outbox; otherwise /dev/* is a JSON 404.
  if (config.mailTransport === 'outbox') {
    app.route('/', devRoutes({ db, clock, sessionIdleSeconds: config.sessionIdleSeconds }));
  }

  if (config.staticDir !== null) app.use('*', serveSpa(config.staticDir));

  app.notFound((c) => c.json(errorBody(404, `Not found: ${c.req.method} ${c.req.path}`), 404));

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json(errorBody(error.status, error.message, error.field), error.status);
    }
    log.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json(errorBody(500, messages.serverError), 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
