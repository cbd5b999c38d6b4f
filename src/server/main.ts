/**
 * Starts the reference server: config, data folder (private, locked to this process), database (created and
 * migrated), demo data in demo mode, background jobs, then HTTP. `npm start` builds the SPA first; `npm run dev`
 * runs this with SERVE_SPA=0.
 */
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { removeAdminToken, writeAdminToken } from './adminToken.ts';
import { createApp } from './app.ts';
import { offsetClock, systemClock } from './clock.ts';
import { ConfigError, DEFAULT_PADDLE_WEBHOOK_SECRET, loadConfig, type ServerConfig } from './config.ts';
import { DataDirLockedError, lockDataDir, preparePrivateDir, processAlive } from './dataDir.ts';
import { openDb, type Db } from './db.ts';
import { startJobs, type Jobs } from './jobs.ts';
import { consoleLogger, type Logger } from './logger.ts';
import { createOutboxMail } from './mail.ts';
import { migrate } from './migrate.ts';
import { noProviders, type Providers } from './providers.ts';
import { createSandboxPartner } from './sandbox/partner.ts';
import { createSandboxReviews } from './sandbox/reviews.ts';
import { createSandboxSocial } from './sandbox/social.ts';
import { DEMO_LOGINS, demoLoginTable, seed } from './seed.ts';
import { createSmtpSender, mailErrorText, type MailSender } from './smtpMail.ts';
import { loadTokenKey } from './tokenKey.ts';

/** The mail server's host and port for the log (SMTP_URL holds a password). */
function smtpServer(smtpUrl: string): string {
  return new URL(smtpUrl).host;
}

/** The first lines of the log: what this server is, so nobody mistakes a demo for a deployment. */
function startNotice(config: ServerConfig): { level: 'warn' | 'info'; text: string } {
  const reach =
    config.host === '127.0.0.1' || config.host === '::1' || config.host === 'localhost'
      ? `it listens on ${config.host} only, so only this machine reaches it (HOST changes that)`
      : `HOST=${config.host}: other machines can reach it`;
  if (!config.demoMode) {
    return {
      level: 'info',
      text:
        `deployment (DEMO_MODE=0): no demo users, no sandboxes, mail through ${smtpServer(config.smtpUrl!)}; ` +
        `listening on ${config.host}`,
    };
  }
  const mail =
    config.smtpUrl === null
      ? 'mail is not sent: it stays in the outbox, readable at GET /dev/outbox from this machine (and by each member for their own mail)'
      : `mail goes out through ${smtpServer(config.smtpUrl)}`;
  return {
    level: 'warn',
    text: [
      'DEMO MODE: for trying Brandpilot on this machine, NOT for the internet.',
      '  - demo users with a known password (listed below) are created and can log in;',
      `  - ${mail};`,
      '  - /sandbox/* stands in for payments (no real money), the social networks and Circle Network;',
      `  - ${reach}.`,
      '  For a real deployment set DEMO_MODE=0 with SMTP_URL, TOKEN_ENCRYPTION_KEY and PADDLE_WEBHOOK_SECRET.',
    ].join('\n'),
  };
}

/** A deployment opened on a database that holds the demo users (known password): said loudly at every start. */
async function warnAboutDemoUsers(db: Db, log: Logger) {
  const rows = await db.query<{ email: string }>(
    'select email from users where lower(email) = any($1::text[])',
    [DEMO_LOGINS.map((login) => login.email.toLowerCase())],
  );
  if (rows.length > 0) {
    log.warn(
      `this database holds ${rows.length} demo user(s) with a known password (${rows[0]!.email}, ...) from an ` +
        'earlier start in demo mode: delete them, or start the deployment on an empty database.',
    );
  }
}

async function start(config: ServerConfig, log: Logger) {
  preparePrivateDir(config.dataDir);
  // One process per data folder, taken before the database opens (PGlite is single-process).
  const lock = lockDataDir(config.dataDir);
  process.on('exit', () => lock.release());
  const tokenKey = loadTokenKey(config);

  const notice = startNotice(config);
  log[notice.level](notice.text);

  const pgliteDir = join(config.dataDir, 'pgdata');
  if (config.databaseUrl === null) preparePrivateDir(pgliteDir);
  const db: Db = await openDb({
    databaseUrl: config.databaseUrl,
    pgliteDir,
    poolSize: config.databasePoolSize,
  });
  log.info(
    config.databaseUrl ? 'database: PostgreSQL (DATABASE_URL)' : `database: PGlite in ${config.dataDir}`,
  );
  // Demo mode may run the clock ahead (CLOCK_OFFSET_MS, config.ts); otherwise it is the system's.
  const clock = offsetClock(systemClock, config.clockOffsetMs);
  const applied = await migrate(db);
  if (applied.length > 0) log.info(`migrations applied: ${applied.join(', ')}`);
  if (config.demoMode) {
    const seeded = await seed(db, clock.now());
    if (seeded.length > 0) log.info(`demo users created: ${seeded.join(', ')}`);
  } else {
    await warnAboutDemoUsers(db, log);
  }

  // Demo mode: every social network, Circle Network and the Google Business Profile is the local sandbox
  // (sandbox/*.ts). A deployment has no real ones yet, so their calls answer 503 "... is not available on this server".
  let providers: Providers = noProviders();
  if (config.demoMode) {
    const socialSandbox = createSandboxSocial({
      db,
      clock,
      publicUrl: config.publicUrl,
      limits: config,
    });
    providers = {
      ...providers,
      partner: createSandboxPartner({ db, clock, publicUrl: config.publicUrl }),
      social: socialSandbox.providers,
      socialSandbox,
      reviews: createSandboxReviews({ clock }),
    };
  }

  let mailSender: MailSender | null = null;
  if (config.smtpUrl !== null) {
    const sender = createSmtpSender({ url: config.smtpUrl, from: config.mailFrom });
    mailSender = sender;
    const server = smtpServer(config.smtpUrl);
    sender.verify().then(
      () => log.info(`mail: ${server} accepts the login; mail is sent from ${config.mailFrom}`),
      (error: unknown) =>
        log.warn(
          `mail: cannot use ${server} yet (${mailErrorText(error)}); mail waits in the outbox and is tried again`,
        ),
    );
  }

  let jobs: Jobs | null = null;
  try {
    jobs = await startJobs({
      db,
      clock,
      log,
      pollingIntervalSeconds: config.jobPollingSeconds,
      mailSender,
      publishing: { providers, tokenKey, publicUrl: config.publicUrl },
      news: { feeds: config.newsFeeds, userAgent: `Brandpilot news reader (+${config.publicUrl})` },
    });
  } catch (error) {
    log.error(
      'background jobs could not start; the server runs without them (mail stays in the outbox, posts are not published)',
      error,
    );
  }

  const mail = createOutboxMail({
    db,
    clock,
    log,
    onQueued: (id) => jobs?.deliverMail([id]),
  });
  const adminToken = writeAdminToken(config.dataDir);
  const app = createApp({
    db,
    clock,
    mail,
    providers,
    publishing: { schedule: async (postId, at) => jobs?.schedulePost(postId, at) },
    config: {
      demoMode: config.demoMode,
      sessionMaxHours: config.sessionMaxHours,
      tokenKey,
      sessionIdleSeconds: config.sessionIdleSeconds,
      staticDir: config.staticDir,
      mailTransport: config.mailTransport,
      publicUrl: config.publicUrl,
      paddleClientToken: config.paddleClientToken ?? null,
      paddleWebhookSecret: config.paddleWebhookSecret ?? DEFAULT_PADDLE_WEBHOOK_SECRET,
      tagManagerId: config.tagManagerId ?? null,
      affiliateScriptUrl: config.affiliateScriptUrl ?? null,
      monthCacheEntries: config.monthCacheEntries,
      ...(config.modelCoverageFile ? { modelCoverageFile: config.modelCoverageFile } : {}),
    },
    log,
    adminToken,
  });
  if (!config.demoMode && (config.paddleClientToken ?? null) === null) {
    log.warn('PADDLE_CLIENT_TOKEN is not set: nobody can subscribe on this server (checkout needs Paddle).');
  }

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const address = info.family === 'IPv6' ? `[${info.address}]` : info.address;
    console.log(`Listening on http://${address}:${info.port} (open ${config.publicUrl})`);
    if (config.demoMode) console.log(demoLoginTable());
    if (config.staticDir === null) log.info('SERVE_SPA=0: serving the API only');
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    const reason =
      error.code === 'EADDRINUSE'
        ? `port ${config.port} is already in use (set PORT to another one)`
        : error.code === 'EADDRNOTAVAIL'
          ? `HOST ${config.host} is not an address of this machine`
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
    mailSender?.close();
    await db.close();
    removeAdminToken(config.dataDir, adminToken);
    lock.release();
    process.exit(code);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void shutdown(0));
  }
  // A test runner that is killed (SIGKILL, a CI timeout) cannot stop the server it started: the server notices that
  // its runner is gone and stops, so the next run finds the port free (issue 15).
  if (config.exitWithPid !== undefined) {
    const runner = config.exitWithPid;
    const watch = setInterval(() => {
      if (processAlive(runner)) return;
      clearInterval(watch);
      log.warn(`the process that started this server (pid ${runner}) is gone: stopping`);
      void shutdown(0);
    }, EXIT_WITH_PID_CHECK_MS);
    watch.unref();
  }
}

/** How often the server looks for the process named by EXIT_WITH_PID. */
const EXIT_WITH_PID_CHECK_MS = 1000;

/** A setting or the data folder stops the start: one clear line, no stack. */
function refuse(error: unknown): never {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof DataDirLockedError) console.error(`Cannot start: ${error.message}`);
  else throw error;
  process.exit(1);
}

let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  refuse(error);
}
const log = consoleLogger(config.logLevel);
start(config, log).catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) refuse(error);
  log.error('the server could not start', error);
  process.exit(1);
});
