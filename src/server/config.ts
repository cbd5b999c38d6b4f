/**
 * Server settings from the environment. Every value is checked at start: a bad one stops the
 * server with a message naming the variable, instead of a surprise later.
 */
import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { affiliateScriptUrlProblem, tagManagerIdProblem } from '../domain/consent.ts';
import { parseTrustedProxies, type TrustedProxies } from './clientAddress.ts';
import { MAX_CLOCK_OFFSET_MS } from './clock.ts';
import { LOG_LEVELS, type LogLevel } from './logger.ts';
import { MONTH_CACHE_ENTRIES } from './monthCache.ts';

/** What the HTTP app itself needs (see createApp). */
export interface AppConfig {
  /**
   * DEMO_MODE (default on): seeded demo users, the sandbox stand-ins (/sandbox/*), the dev routes (/dev/*)
   * and the mail outbox. Off (DEMO_MODE=0) is a deployment: no seed, /dev/* and /sandbox/* answer 404,
   * mail goes out through SMTP.
   */
  demoMode: boolean;
  /** Month answers each instance keeps (MONTH_CACHE_ENTRIES, default 200; 0: none): src/server/monthCache.ts. */
  monthCacheEntries?: number;
  /** SESSION_MAX_HOURS (default 12): a session older than this answers 401 whatever its activity. */
  sessionMaxHours: number;
  /**
   * The 32-byte key that encrypts stored social tokens at rest (AES-256-GCM): TOKEN_ENCRYPTION_KEY, or in demo
   * mode a key generated into the data folder on first start.
   */
  tokenKey: Buffer;
  /** A session unused for longer than this answers 401 'unauthorized access' (spec 4.3). */
  sessionIdleSeconds: number;
  /** Folder of the built SPA (`dist/`), or null to serve the API only (`npm run dev`). */
  staticDir: string | null;
  /**
   * How mail leaves the server. Every mail is first stored in the mail_outbox table (the durable queue);
   * 'outbox' (demo mode without SMTP_URL): delivery only marks it sent and logs it, and in demo mode the sandbox
   * routes GET /dev/outbox and POST /dev/age-session exist. 'smtp' (SMTP_URL set): the mail.deliver job sends it
   * through the SMTP server, and /dev/* answers 404.
   */
  mailTransport: MailTransport;
  /**
   * The origin people open the app on (no trailing slash), used in mailed links (/reset?token=...)
   * and impersonation links. Taken from config, never from the request's Host header, so a forged
   * Host cannot point a reset link at another site.
   */
  publicUrl: string;
  /**
   * PADDLE_CLIENT_TOKEN (default unset): Paddle.js's client-side token, answered by GET /api/checkoutConfig.
   * Unset (null or absent): the SPA uses the local checkout sandbox (/sandbox/checkout) instead of Paddle.
   */
  paddleClientToken?: string | null;
  /**
   * PADDLE_WEBHOOK_SECRET: the secret key of the Paddle notification destination that signs
   * POST /api/paddle/webhook. Absent: DEFAULT_PADDLE_WEBHOOK_SECRET (a public sandbox value).
   */
  paddleWebhookSecret?: string;
  /**
   * MODEL_COVERAGE_FILE: the machine-level model coverage report GET /dev/model-coverage answers (the statechart
   * viewer's coverage overlay). Absent: test-results/model-coverage.json of the working directory.
   */
  modelCoverageFile?: string;
  /** EXIT_WITH_PID: the server stops itself once this process is gone (a test runner that was killed). */
  exitWithPid?: number;
  /**
   * TAG_MANAGER_ID (default unset): the Google Tag Manager container (`GTM-ABC123`) the SPA loads after cookie
   * consent, answered by GET /api/trackingConfig; its origin joins the CSP. Unset with AFFILIATE_SCRIPT_URL: no
   * consent banner and no tracking at all.
   */
  tagManagerId?: string | null;
  /** AFFILIATE_SCRIPT_URL (default unset): the affiliate tracker's https script, loaded after consent like the above. */
  affiliateScriptUrl?: string | null;
  /**
   * TRUSTED_PROXIES (default none): the reverse proxies whose `X-Forwarded-For` names the caller (clientAddress.ts).
   * Without it every caller behind a proxy has the proxy's address.
   */
  trustedProxies?: TrustedProxies;
}

/** The webhook secret used when PADDLE_WEBHOOK_SECRET is unset: fine for the sandbox, never for production. */
export const DEFAULT_PADDLE_WEBHOOK_SECRET = 'pdl_ntfset_brandpilot_local_sandbox_secret';

export type MailTransport = 'outbox' | 'smtp';

export interface ServerConfig extends Omit<AppConfig, 'tokenKey'> {
  /**
   * CLOCK_OFFSET_MS (demo mode only, default 0, at most a year): the server's clock runs this far ahead, so the
   * demo (and the e2e test of "a post published today is in tomorrow's numbers") can start the server again on the
   * same data as of a later day.
   */
  clockOffsetMs: number;
  /**
   * TOKEN_ENCRYPTION_KEY decoded (32 bytes), or null when unset: main.ts then uses the key in the data folder
   * (demo mode) or refuses to start (deployment).
   */
  tokenKeyFromEnv: Buffer | null;
  port: number;
  /** HOST (default 127.0.0.1): the address the server listens on; 0.0.0.0 (or ::) for every interface. */
  host: string;
  /** SMTP_URL: smtp://user:password@host:587 (STARTTLS when offered) or smtps://...:465; null: no SMTP. */
  smtpUrl: string | null;
  /** MAIL_FROM (default `Brandpilot <no-reply@PUBLIC_URL's host name>`): the sender of every mail. */
  mailFrom: string;
  /** Folder holding the embedded database (PGlite) and other local data. */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded database. */
  databaseUrl: string | null;
  /** Connections of the PostgreSQL pool (DATABASE_POOL_SIZE); PGlite has one. */
  databasePoolSize: number;
  logLevel: LogLevel;
  /** How often background workers look for new jobs when not woken directly. */
  jobPollingSeconds: number;
  /**
   * NEWS_FEEDS (default unset: only the seeded sample news): the RSS or Atom feeds of industry news, each for one
   * industry, fetched by the `news.fetch` job (jobs.ts, newsFeeds.ts). See `parseNewsFeeds` for the format.
   */
  newsFeeds: NewsFeed[];
}

/** One feed of NEWS_FEEDS: the industry its articles are news of (industries.id) and its http(s) address. */
export interface NewsFeed {
  industryId: number;
  url: string;
}

/** At most this many feeds in NEWS_FEEDS. */
export const NEWS_FEEDS_MAX = 200;
const NEWS_FEEDS_EXAMPLE = 'NEWS_FEEDS=9=https://a.example/feed.xml,18=https://b.example/rss';

/**
 * NEWS_FEEDS: entries `<industry id>=<feed URL>`, separated by commas or white space, e.g.
 * `9=https://a.example/feed.xml,18=https://b.example/rss` (industry ids: the `industries` table, 1 to 20 as seeded;
 * a comma inside a URL is written %2C). Each URL is http or https with a host and without a user name or password,
 * and is listed once (a feed is the news of one industry). Empty or unset: no feeds. Throws ConfigError naming the
 * entry that is wrong.
 */
export function parseNewsFeeds(raw: string | undefined): NewsFeed[] {
  if (raw === undefined) return [];
  const entries = raw.split(/[\s,]+/).filter((entry) => entry !== '');
  if (entries.length > NEWS_FEEDS_MAX) {
    throw new ConfigError(`NEWS_FEEDS lists ${entries.length} feeds; at most ${NEWS_FEEDS_MAX} are allowed.`);
  }
  const feeds: NewsFeed[] = [];
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const where = `NEWS_FEEDS entry ${index + 1} ("${entry}")`;
    const equals = entry.indexOf('=');
    if (equals < 0) {
      throw new ConfigError(
        `${where} must be <industry id>=<feed URL>, with entries separated by commas: ${NEWS_FEEDS_EXAMPLE}.`,
      );
    }
    const id = entry.slice(0, equals);
    if (!/^[1-9]\d{0,8}$/.test(id)) {
      throw new ConfigError(
        `${where} must start with an industry id, a whole number from 1 (the industries table), got "${id}": ${NEWS_FEEDS_EXAMPLE}.`,
      );
    }
    const address = entry.slice(equals + 1);
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new ConfigError(
        `${where} must give the feed's full address after "=", like https://a.example/feed.xml.`,
      );
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new ConfigError(`${where}: a feed's address must start with https:// or http://.`);
    }
    if (url.hostname === '') throw new ConfigError(`${where}: the feed's address must name a host.`);
    if (url.username !== '' || url.password !== '') {
      throw new ConfigError(`${where}: a feed's address cannot hold a user name or password.`);
    }
    url.hash = '';
    if (seen.has(url.href)) {
      throw new ConfigError(`${where} lists a feed already listed: each feed is the news of one industry.`);
    }
    seen.add(url.href);
    feeds.push({ industryId: Number(id), url: url.href });
  });
  return feeds;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** The repository root (src/server/ is two levels down). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Where `vite build` writes the SPA. */
export const DEFAULT_STATIC_DIR = resolve(REPO_ROOT, 'dist');

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
  }
  return Number(raw);
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be 1 or 0 (or true/false), got "${raw}".`);
}

/** HOST: an IP address (IPv6 with or without brackets) or a host name. */
function host(env: Env): string {
  const raw = text(env, 'HOST');
  if (raw === undefined) return '127.0.0.1';
  const bare = raw.startsWith('[') && raw.endsWith(']') ? raw.slice(1, -1) : raw;
  const hostname =
    /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
  if (isIP(bare) === 0 && !hostname.test(bare)) {
    throw new ConfigError(
      `HOST must be an IP address or a host name, such as 127.0.0.1 (this machine only) or 0.0.0.0 (every interface), got "${raw}".`,
    );
  }
  return bare;
}

/** SMTP_URL, checked without ever echoing it (it holds the password). */
function smtpUrl(env: Env): string | null {
  const raw = text(env, 'SMTP_URL');
  if (raw === undefined) return null;
  const example = 'smtp://user:password@mail.example.com:587 (or smtps://...:465 for TLS from the start)';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`SMTP_URL must be a URL like ${example}.`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new ConfigError(
      `SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}//": ${example}.`,
    );
  }
  if (url.hostname === '') throw new ConfigError(`SMTP_URL must name the mail server: ${example}.`);
  return raw;
}

/** TAG_MANAGER_ID and AFFILIATE_SCRIPT_URL, each checked (src/domain/consent.ts); only those set are answered. */
function trackers(env: Env): Pick<AppConfig, 'tagManagerId' | 'affiliateScriptUrl'> {
  const tagManagerId = text(env, 'TAG_MANAGER_ID');
  const affiliateScriptUrl = text(env, 'AFFILIATE_SCRIPT_URL');
  const problem =
    (tagManagerId === undefined ? null : tagManagerIdProblem(tagManagerId)) ??
    (affiliateScriptUrl === undefined ? null : affiliateScriptUrlProblem(affiliateScriptUrl));
  if (problem !== null) throw new ConfigError(problem);
  return {
    ...(tagManagerId === undefined ? {} : { tagManagerId }),
    ...(affiliateScriptUrl === undefined ? {} : { affiliateScriptUrl }),
  };
}

/** An address alone (no-reply@example.com) or with a display name (Brandpilot <no-reply@example.com>). */
const MAIL_ADDRESS = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

function mailFrom(env: Env, publicUrl: URL): string {
  const raw = text(env, 'MAIL_FROM');
  if (raw === undefined) return `Brandpilot <no-reply@${publicUrl.hostname.replace(/^\[|\]$/g, '')}>`;
  if (!MAIL_ADDRESS.test(raw)) {
    throw new ConfigError(
      `MAIL_FROM must be an e-mail address, alone or as "Name <address>" (Brandpilot <no-reply@example.com>), got "${raw}".`,
    );
  }
  return raw;
}

/**
 * What a deployment (DEMO_MODE=0) cannot run without, each named with how to set it; empty in demo mode.
 * Checked at start, all at once, so one try lists everything that is missing.
 */
function deploymentGaps(config: {
  smtpUrl: string | null;
  tokenKeyFromEnv: Buffer | null;
  paddleWebhookSecret: string;
}): string[] {
  const gaps: string[] = [];
  if (config.smtpUrl === null) {
    gaps.push(
      'SMTP_URL: mail (MFA codes, password resets) needs a mail server, e.g. smtp://user:password@mail.example.com:587',
    );
  }
  if (config.tokenKeyFromEnv === null) {
    gaps.push('TOKEN_ENCRYPTION_KEY: 32 random bytes in base64 (openssl rand -base64 32)');
  }
  if (config.paddleWebhookSecret === DEFAULT_PADDLE_WEBHOOK_SECRET) {
    gaps.push(
      'PADDLE_WEBHOOK_SECRET: the secret key of your Paddle notification destination (the default is public, so anyone could forge payments)',
    );
  }
  return gaps;
}

/**
 * Reads PORT (3000), HOST (127.0.0.1), DATA_DIR (./.data), DATABASE_URL, DATABASE_POOL_SIZE (10: connections each
 * instance opens to PostgreSQL, 1-200), SESSION_IDLE_SECONDS (1800),
 * SERVE_SPA (on; 0 serves the API only), LOG_LEVEL (info), JOB_POLLING_SECONDS (2),
 * PUBLIC_URL (http://localhost:PORT; with `npm run dev` set it to Vite's http://localhost:5173),
 * PADDLE_CLIENT_TOKEN (unset: local checkout sandbox), PADDLE_WEBHOOK_SECRET (a sandbox default),
 * DEMO_MODE (on), SESSION_MAX_HOURS (12), TOKEN_ENCRYPTION_KEY, SMTP_URL (unset: the outbox), MAIL_FROM,
 * EXIT_WITH_PID (unset; the test runners set it to their own process id), TAG_MANAGER_ID and AFFILIATE_SCRIPT_URL
 * (unset: no consent banner, no tracking), NEWS_FEEDS (unset: only the seeded sample news; `parseNewsFeeds`),
 * TRUSTED_PROXIES (unset: the socket's address is the caller's; `parseTrustedProxies`).
 * Throws ConfigError on a bad value, and with DEMO_MODE=0 when SMTP_URL, TOKEN_ENCRYPTION_KEY or
 * PADDLE_WEBHOOK_SECRET is missing.
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const port = wholeNumber(env, 'PORT', 3000, 1, 65535);
  const dataDirRaw = text(env, 'DATA_DIR') ?? './.data';
  const dataDir = isAbsolute(dataDirRaw) ? dataDirRaw : resolve(cwd, dataDirRaw);

  const databaseUrl = text(env, 'DATABASE_URL') ?? null;
  if (databaseUrl !== null) {
    let protocol: string;
    try {
      protocol = new URL(databaseUrl).protocol;
    } catch {
      throw new ConfigError('DATABASE_URL must be a URL like postgres://user:password@host:5432/database.');
    }
    if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
      throw new ConfigError(
        `DATABASE_URL must start with postgres:// or postgresql://, got "${protocol}//".`,
      );
    }
  }

  const databasePoolSize = wholeNumber(env, 'DATABASE_POOL_SIZE', 10, 1, 200);
  const monthCacheEntries = wholeNumber(env, 'MONTH_CACHE_ENTRIES', MONTH_CACHE_ENTRIES, 0, 10_000);
  const sessionIdleSeconds = wholeNumber(env, 'SESSION_IDLE_SECONDS', 1800, 1, 31_536_000);
  const serveSpa = flag(env, 'SERVE_SPA', true);

  const logLevelRaw = text(env, 'LOG_LEVEL')?.toLowerCase() ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevelRaw)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevelRaw}".`);
  }
  const jobPollingSeconds = wholeNumber(env, 'JOB_POLLING_SECONDS', 2, 1, 3600);

  const publicUrlRaw = text(env, 'PUBLIC_URL') ?? `http://localhost:${port}`;
  let publicUrl: URL;
  try {
    publicUrl = new URL(publicUrlRaw);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be a URL like https://app.example.com, got "${publicUrlRaw}".`);
  }
  if (publicUrl.protocol !== 'http:' && publicUrl.protocol !== 'https:') {
    throw new ConfigError(`PUBLIC_URL must start with http:// or https://, got "${publicUrlRaw}".`);
  }

  const demoMode = flag(env, 'DEMO_MODE', true);
  const sessionMaxHours = wholeNumber(env, 'SESSION_MAX_HOURS', 12, 1, 8760);
  const tokenKeyRaw = text(env, 'TOKEN_ENCRYPTION_KEY');
  let tokenKeyFromEnv: Buffer | null = null;
  if (tokenKeyRaw !== undefined) {
    tokenKeyFromEnv = Buffer.from(tokenKeyRaw, 'base64');
    if (tokenKeyFromEnv.length !== 32) {
      throw new ConfigError(
        'TOKEN_ENCRYPTION_KEY must be 32 random bytes in base64 (openssl rand -base64 32).',
      );
    }
  }

  const clockOffsetMs = wholeNumber(env, 'CLOCK_OFFSET_MS', 0, 0, MAX_CLOCK_OFFSET_MS);
  if (clockOffsetMs !== 0 && !demoMode) {
    throw new ConfigError(
      'CLOCK_OFFSET_MS moves the clock of a demo server only; unset it when DEMO_MODE=0.',
    );
  }

  let trustedProxies: TrustedProxies;
  try {
    trustedProxies = parseTrustedProxies(text(env, 'TRUSTED_PROXIES'));
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }

  const smtp = smtpUrl(env);
  const paddleWebhookSecret = text(env, 'PADDLE_WEBHOOK_SECRET') ?? DEFAULT_PADDLE_WEBHOOK_SECRET;
  const gaps = demoMode ? [] : deploymentGaps({ smtpUrl: smtp, tokenKeyFromEnv, paddleWebhookSecret });
  if (gaps.length > 0) {
    throw new ConfigError(
      `DEMO_MODE=0 (a real deployment) needs these settings:\n${gaps.map((gap) => `  - ${gap}`).join('\n')}\n` +
        'Set them, or leave DEMO_MODE unset to try Brandpilot on this machine with demo users and sandboxes.',
    );
  }

  return {
    demoMode,
    clockOffsetMs,
    sessionMaxHours,
    tokenKeyFromEnv,
    port,
    host: host(env),
    smtpUrl: smtp,
    mailFrom: mailFrom(env, publicUrl),
    dataDir,
    databaseUrl,
    databasePoolSize,
    monthCacheEntries,
    sessionIdleSeconds,
    staticDir: serveSpa ? resolve(text(env, 'STATIC_DIR') ?? DEFAULT_STATIC_DIR) : null,
    logLevel: logLevelRaw as LogLevel,
    jobPollingSeconds,
    newsFeeds: parseNewsFeeds(text(env, 'NEWS_FEEDS')),
    mailTransport: smtp === null ? 'outbox' : 'smtp',
    publicUrl: `${publicUrl.origin}${publicUrl.pathname.replace(/\/+$/, '')}`,
    paddleClientToken: text(env, 'PADDLE_CLIENT_TOKEN') ?? null,
    paddleWebhookSecret,
    trustedProxies,
    ...trackers(env),
    ...(text(env, 'EXIT_WITH_PID')
      ? { exitWithPid: wholeNumber(env, 'EXIT_WITH_PID', 0, 1, 4_194_304) }
      : {}),
    ...(text(env, 'MODEL_COVERAGE_FILE')
      ? { modelCoverageFile: resolve(cwd, text(env, 'MODEL_COVERAGE_FILE')!) }
      : {}),
  };
}
