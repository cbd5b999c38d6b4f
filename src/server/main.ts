/**
 * Starts the reference server: config, database (created and migrated), demo data, background
 * jobs, then HTTP. `npm start` builds the SPA first; `npm run dev` runs this with SERVE_SPA=0.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { removeAdminToken, writeAdminToken } from './adminToken.ts';
import { loadTokenKey } from './tokenKey.ts';
import { createApp } from './app.ts';
import { systemClock } from './clock.ts';
import { ConfigError, DEFAULT_PADDLE_WEBHOOK_SECRET, loadConfig, type ServerConfig } from './config.ts';
import { openDb, type Db } from './db.ts';
import { startJobs, type Jobs } from './jobs.ts';
import { consoleLogger, type Logger } from './logger.ts';
import { createOutboxMail } from './mail.ts';
import { migrate } from './migrate.ts';
import { noProviders } from './providers.ts';
import { createSandboxPartner } from './sandbox/partner.ts';
import { createSandboxSocial } from './sandbox/social.ts';
import { demoLoginTable, seed } from './seed.ts';

async function start(config: ServerConfig, log: Logger) {
  mkdirSync(config.dataDir, { recursive: true });
  const db: Db = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pgdata') });
  log.info(
    config.databaseUrl ? 'database: PostgreSQL (DATABASE_URL)' : `database: PGlite in ${config.dataDir}`,
  );
  const applied = await migrate(db);
  if (applied.length > 0) log.info(`migrations applied: ${applied.join(', ')}`);
  const seeded = await seed(db);
  if (seeded.length > 0) log.info(`demo users created: ${seeded.join(', ')}`);

  // No real social network is configured yet: every network is the local sandbox (sandbox/social.ts).
  const socialSandbox = createSandboxSocial({ db, clock: systemClock, publicUrl: config.publicUrl });
  const providers = {
    ...noProviders(),
    // No real partner network is configured yet: Circle Network is the local sandbox page.
    partner: createSandboxPartner({ db, clock: systemClock, publicUrl: config.publicUrl }),
    social: socialSandbox.providers,
    socialSandbox,
  };

  let jobs: Jobs | null = null;
  try {
    jobs = await startJobs({
      db,
      clock: systemClock,
      log,
      pollingIntervalSeconds: config.jobPollingSeconds,
      publishing: { providers },
    });
  } catch (error) {
    log.error(
      'background jobs could not start; the server runs without them (mail stays in the outbox, posts are not published)',
      error,
    );
  }

  const mail = createOutboxMail({
    db,
    clock: systemClock,
    log,
    onQueued: (id) => jobs?.deliverMail([id]),
  });
  const adminToken = writeAdminToken(config.dataDir);
  const app = createApp({
    db,
    clock: systemClock,
    mail,
    providers,
    publishing: { schedule: async (postId, at) => jobs?.schedulePost(postId, at) },
    config: {
      demoMode: config.demoMode,
      sessionMaxHours: config.sessionMaxHours,
      tokenKey: loadTokenKey(config),
      sessionIdleSeconds: config.sessionIdleSeconds,
      staticDir: config.staticDir,
      mailTransport: config.mailTransport,
      publicUrl: config.publicUrl,
      paddleClientToken: config.paddleClientToken ?? null,
      paddleWebhookSecret: config.paddleWebhookSecret ?? DEFAULT_PADDLE_WEBHOOK_SECRET,
      ...(config.modelCoverageFile ? { modelCoverageFile: config.modelCoverageFile } : {}),
    },
    log,
    adminToken,
  });
  if (config.mailTransport === 'outbox') {
    log.warn(
      'mail sandbox: no mail transport is configured, so mail stays in the outbox and GET /dev/outbox ' +
        'and POST /dev/age-session are open to anyone who reaches this server. Fine on your machine; ' +
        'configure a mail transport before exposing it.',
    );
  }

  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    console.log(`Listening on http://localhost:${info.port}`);
    console.log(demoLoginTable());
    if (config.staticDir === null) log.info('SERVE_SPA=0: serving the API only');
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    const reason =
      error.code === 'EADDRINUSE'
        ? `port ${config.port} is already in use (set PORT to another one)`
        : error.message;
    log.error(`cannot listen: ${reason}`);
    void shutdown(1);
  });

  let stopping = false;
  async function shutdown(code: number) {
    if (stopping) return;
    stopping = true;
    log.info('shutting down');
    const force = setTimeout(() => process.exit(code || 1), 15_000);
    force.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ('closeAllConnections' in server) server.closeAllConnections();
    });
    try {
      await jobs?.stop();
    } catch (error) {
      log.error('stopping background jobs failed', error);
    }
    await db.close();
    removeAdminToken(config.dataDir, adminToken);
    process.exit(code);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void shutdown(0));
  }
}

let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
const log = consoleLogger(config.logLevel);
start(config, log).catch((error: unknown) => {
  log.error('the server could not start', error);
  process.exit(1);
});
