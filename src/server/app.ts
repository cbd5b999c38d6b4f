/**
 * The reference API server as a Hono app. Every dependency is injected, so tests call
 * `app.request()` without opening a port. Routes of spec section 7 live under /api; the
 * heartbeat answers at /heartbeat too. Only in demo mode (config.demoMode): while mail goes to the outbox, the dev
 * routes /dev/outbox, /dev/age-session and /dev/model-coverage answer at the root (routes/dev.ts); while Paddle is
 * not configured, the local checkout sandbox answers /sandbox/* (routes/sandbox.ts); with the sandbox partner
 * network, its pages answer /sandbox/partner/* (sandbox/partner.ts); with the sandbox social networks,
 * /sandbox/social/* (sandbox/social.ts). The tracked links' redirect, GET /l/{code} (routes/links.ts), answers at the
 * root in every mode. The built SPA is served for everything else. See docs/security.md for the
 * checks every route passes.
 */
import { Hono, type Context } from 'hono';
import { API_BASE } from '../contract/envelope.ts';
import { LIBRARY_MEDIA_PATHS } from '../contract/libraryMedia.ts';
import { accountScope } from './accountScope.ts';
import { requireSession } from './auth.ts';
import { bodyLimit } from './bodyLimit.ts';
import { DEFAULT_PADDLE_WEBHOOK_SECRET } from './config.ts';
import { securityHeaders, trackerCspOrigins } from './csp.ts';
import type { AppDeps, AppEnv } from './env.ts';
import { HttpError, errorBody, messages, ok } from './http.ts';
import { consoleLogger } from './logger.ts';
import { callerOf, NO_TRUSTED_PROXIES, socketAddress } from './clientAddress.ts';
import { createRateLimiter } from './rateLimit.ts';
import { accountRoutes } from './routes/accounts.ts';
import { analyticsRoutes } from './routes/analytics.ts';
import { dashboardInsightsRoutes } from './routes/dashboardInsights.ts';
import { dashboardLinkRoutes } from './routes/dashboardLinks.ts';
import { linkRedirectRoutes } from './routes/links.ts';
import { billingRoutes } from './routes/billing.ts';
import { liveRoutes } from './routes/live.ts';
import { LiveHub } from './live.ts';
import { chatRoutes } from './routes/chat.ts';
import { dataDeletionRoutes } from './routes/dataDeletion.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { partnerRoutes } from './routes/partner.ts';
import { postRoutes } from './routes/posts.ts';
import { reviewLinkRoutes } from './routes/reviewLinks.ts';
import { socialRoutes } from './routes/social.ts';
import { teamRoutes } from './routes/team.ts';
import { isSandboxPartner } from './sandbox/partner.ts';
import { paddleWebhookRoutes } from './routes/paddleWebhook.ts';
import { sandboxRoutes } from './routes/sandbox.ts';
import { devRoutes } from './routes/dev.ts';
import { impersonationRoutes } from './routes/impersonation.ts';
import { exceptUploads, mediaRoutes } from './routes/media.ts';
import { exceptLibraryUploads, libraryMediaRoutes, libraryUploadForm } from './routes/libraryMedia.ts';
import { mfaRoutes } from './routes/mfa.ts';
import { libraryExtrasRoutes } from './routes/libraryExtras.ts';
import { libraryRoutes } from './routes/library.ts';
import { designBodyLimit, designRoutes } from './routes/designs.ts';
import { newsRoutes } from './routes/news.ts';
import { setupRoutes } from './routes/setup.ts';
import { onboardingRoutes } from './routes/onboarding.ts';
import { organisationRoutes } from './routes/organisation.ts';
import { passwordRoutes } from './routes/passwords.ts';
import { registrationRoutes } from './routes/registration.ts';
import { reviewsRoutes } from './routes/reviews.ts';
import { sessionRoutes } from './routes/session.ts';
import { trackingRoutes } from './routes/tracking.ts';
import { socialSignInRoutes } from './routes/socialSignIn.ts';
import { serveSpa } from './static.ts';

export type { AppDeps } from './env.ts';

export function createApp(deps: AppDeps) {
  const { db, clock, config, mail } = deps;
  const log = deps.log ?? consoleLogger('info');
  const limits = createRateLimiter(clock, db);
  const app = new Hono<AppEnv>();

  const paddle = (config.paddleClientToken ?? null) !== null;
  app.use('*', securityHeaders({ paddle, trackers: trackerCspOrigins(config) }));

  // Every body, API or sandbox page, is limited in one place (bodyLimit.ts); an upload (routes/media.ts, and the
  // library's, routes/libraryMedia.ts) applies its own, larger limit instead, and a design's create or save its own
  // (routes/designs.ts), answering with the design editor's sentence.
  app.use('*', exceptUploads(exceptLibraryUploads(designBodyLimit(bodyLimit()))));

  // Who called: the socket's address, or the one a trusted proxy forwards (clientAddress.ts, TRUSTED_PROXIES).
  const trustedProxies = config.trustedProxies ?? NO_TRUSTED_PROXIES;
  app.use('*', async (c, next) => {
    c.set(
      'caller',
      callerOf(socketAddress(c), (name) => c.req.header(name), trustedProxies),
    );
    await next();
  });

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
  api.use('/auth/*', session);
  // A library upload names its account in its form: read (within its own body limit) before the account check.
  api.use(LIBRARY_MEDIA_PATHS.upload, libraryUploadForm());
  api.use('/auth/*', accountScope({ db }));
  api.get('/heartbeat', heartbeat);
  const routeDeps = { db, clock, mail, log, config, limits, session };
  api.route('/', sessionRoutes(routeDeps));
  api.route('/', accountRoutes({ db }));
  api.route('/', mfaRoutes(routeDeps));
  api.route('/', passwordRoutes(routeDeps));
  api.route('/', registrationRoutes(routeDeps));
  api.route('/', onboardingRoutes(routeDeps));
  api.route('/', setupRoutes(routeDeps));
  api.route('/', organisationRoutes(routeDeps));
  api.route('/', mediaRoutes(routeDeps));
  api.route('/', libraryMediaRoutes({ db, clock, log, limits }));
  api.route('/', impersonationRoutes(routeDeps, deps.adminToken ?? null));
  api.route('/', billingRoutes(routeDeps));
  api.route('/', chatRoutes(routeDeps));
  // One listener per instance for the stream of changes; it starts with the first stream (db.close ends it).
  api.route('/', liveRoutes(routeDeps, new LiveHub(db)));
  api.route('/', notificationRoutes({ db, clock }));
  api.route('/', postRoutes({ ...routeDeps, publishing: deps.publishing ?? null }));
  // A post shared for review (issue 19): the members' /auth/ calls, and the reviewer's public /review/{token}.
  api.route('/', reviewLinkRoutes({ ...routeDeps, publishing: deps.publishing ?? null }));
  api.route('/', socialRoutes({ ...routeDeps, providers: deps.providers }));
  api.route('/', socialSignInRoutes({ ...routeDeps, providers: deps.providers }));
  api.route('/', teamRoutes(routeDeps));
  api.route('/', partnerRoutes({ db, session, partner: deps.providers.partner }));
  api.route('/', newsRoutes({ db }));
  api.route('/', libraryRoutes({ db, clock }));
  api.route('/', designRoutes({ db, clock, config }));
  api.route(
    '/',
    analyticsRoutes({ db, clock, log, limits, providers: deps.providers, tokenKey: config.tokenKey ?? null }),
  );
  api.route('/', dashboardInsightsRoutes({ db, clock }));
  api.route('/', reviewsRoutes({ db, clock, log, config, providers: deps.providers }));
  api.route('/', dashboardLinkRoutes({ db, clock, publicUrl: config.publicUrl }));
  api.route('/', dataDeletionRoutes({ db }));
  api.route('/', trackingRoutes({ config }));
  api.route(
    '/',
    paddleWebhookRoutes({
      db,
      clock,
      log,
      secret: config.paddleWebhookSecret ?? DEFAULT_PADDLE_WEBHOOK_SECRET,
    }),
  );
  // Last: its mail route (POST /{mailFor}, names holding "mail") must not come before any other one-segment call.
  api.route('/', libraryExtrasRoutes(routeDeps));
  app.route(API_BASE, api);

  // The tracked links' redirect (routes/links.ts): public, at the root so the short link stays short.
  app.route('/', linkRedirectRoutes({ db, clock, log, limits, tokenKey: config.tokenKey }));

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
