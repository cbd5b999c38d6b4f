/**
 * The reference API server as a Hono app. Every dependency is injected, so tests call
 * `app.request()` without opening a port. Routes of spec section 7 live under /api; the
 * heartbeat answers at /heartbeat too; the built SPA is served for everything else.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { API_BASE } from '../contract/envelope.ts';
import { requireAccountMember, requireSession } from './auth.ts';
import type { AppDeps, AppEnv } from './env.ts';
import { HttpError, errorBody, messages, ok } from './http.ts';
import { consoleLogger } from './logger.ts';
import { accountRoutes } from './routes/accounts.ts';
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
  const { db, clock, config } = deps;
  const log = deps.log ?? consoleLogger('info');
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
  api.route('/', sessionRoutes({ db, clock, sessionIdleSeconds: config.sessionIdleSeconds, session }));
  api.route('/', accountRoutes({ db }));
  app.route(API_BASE, api);

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
