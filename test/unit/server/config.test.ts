import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_PADDLE_WEBHOOK_SECRET,
  DEFAULT_STATIC_DIR,
  loadConfig,
} from '../../../src/server/config.ts';
import { NO_TRUSTED_PROXIES } from '../../../src/server/clientAddress.ts';
import { DEMO_LOGINS, demoLoginTable } from '../../../src/server/seed.ts';
import { SEEDED_EMAILS } from './support.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({}, '/srv/app')).toEqual({
      demoMode: true,
      clockOffsetMs: 0,
      sessionMaxHours: 12,
      tokenKeyFromEnv: null,
      port: 3000,
      host: '127.0.0.1',
      smtpUrl: null,
      mailFrom: 'Brandpilot <no-reply@localhost>',
      dataDir: join('/srv/app', '.data'),
      databaseUrl: null,
      databasePoolSize: 10,
      monthCacheEntries: 200,
      sessionIdleSeconds: 1800,
      staticDir: DEFAULT_STATIC_DIR,
      logLevel: 'info',
      jobPollingSeconds: 2,
      newsFeeds: [],
      mailTransport: 'outbox',
      publicUrl: 'http://localhost:3000',
      paddleClientToken: null,
      paddleWebhookSecret: DEFAULT_PADDLE_WEBHOOK_SECRET,
      trustedProxies: NO_TRUSTED_PROXIES,
    });
    expect(DEFAULT_STATIC_DIR.endsWith(join('/', 'dist'))).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '4100',
        DATA_DIR: '/tmp/data',
        DATABASE_URL: 'postgres://u:p@localhost:5432/app',
        DATABASE_POOL_SIZE: '24',
        MONTH_CACHE_ENTRIES: '0',
        SESSION_IDLE_SECONDS: '60',
        SERVE_SPA: '0',
        LOG_LEVEL: 'WARN',
        PUBLIC_URL: 'https://app.example.com/',
        PADDLE_CLIENT_TOKEN: 'live_abc123',
        PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_xyz',
        MODEL_COVERAGE_FILE: 'reports/model.json',
        EXIT_WITH_PID: '4242',
        CLOCK_OFFSET_MS: '86400000',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      exitWithPid: 4242,
      clockOffsetMs: 86_400_000,
      port: 4100,
      dataDir: '/tmp/data',
      databaseUrl: 'postgres://u:p@localhost:5432/app',
      databasePoolSize: 24,
      monthCacheEntries: 0,
      sessionIdleSeconds: 60,
      staticDir: null,
      logLevel: 'warn',
      publicUrl: 'https://app.example.com',
      paddleClientToken: 'live_abc123',
      paddleWebhookSecret: 'pdl_ntfset_xyz',
      modelCoverageFile: join('/srv/app', 'reports', 'model.json'),
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number from 1 to 65535, got "eighty"/],
    [{ PORT: '70000' }, /PORT must be a whole number/],
    [{ SESSION_IDLE_SECONDS: '-5' }, /SESSION_IDLE_SECONDS must be a whole number/],
    [{ SERVE_SPA: 'maybe' }, /SERVE_SPA must be 1 or 0/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of debug, info, warn, error, silent/],
    [{ DATABASE_URL: 'mysql://x@y/z' }, /DATABASE_URL must start with postgres:\/\//],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL must be a URL/],
    [{ PUBLIC_URL: 'app.example.com' }, /PUBLIC_URL must be a URL/],
    [{ PUBLIC_URL: 'ftp://app.example.com' }, /PUBLIC_URL must start with http:\/\/ or https:\/\//],
    [{ DEMO_MODE: 'demo' }, /DEMO_MODE must be 1 or 0/],
    [{ HOST: 'every interface' }, /HOST must be an IP address or a host name, such as 127\.0\.0\.1/],
    [{ HOST: 'http://0.0.0.0' }, /HOST must be an IP address or a host name/],
    [{ HOST: '300.1.1.1.' }, /HOST must be an IP address or a host name/],
    [{ SMTP_URL: 'mail.example.com:587' }, /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    [{ SMTP_URL: 'not a url' }, /SMTP_URL must be a URL like smtp:\/\/user:password@mail\.example\.com:587/],
    [
      { SMTP_URL: 'https://mail.example.com' },
      /SMTP_URL must start with smtp:\/\/ or smtps:\/\/, got "https:\/\/"/,
    ],
    [{ MAIL_FROM: 'Brandpilot' }, /MAIL_FROM must be an e-mail address, alone or as "Name <address>"/],
    [{ MAIL_FROM: 'a@b.test\r\nBcc: x@y.test' }, /MAIL_FROM must be an e-mail address/],
    [{ EXIT_WITH_PID: 'runner' }, /EXIT_WITH_PID must be a whole number from 1 to 4194304, got "runner"/],
    [{ DATABASE_POOL_SIZE: '0' }, /DATABASE_POOL_SIZE must be a whole number from 1 to 200, got "0"/],
    [{ CLOCK_OFFSET_MS: '-1' }, /CLOCK_OFFSET_MS must be a whole number from 0 to 31622400000/],
    [{ CLOCK_OFFSET_MS: '31622400001' }, /CLOCK_OFFSET_MS must be a whole number/],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => loadConfig(env, '/srv/app')).toThrow(ConfigError);
    expect(() => loadConfig(env, '/srv/app')).toThrow(message);
  });
});

/** Everything a deployment needs, valid. */
const DEPLOYMENT = {
  DEMO_MODE: '0',
  SMTP_URL: 'smtp://mailer:s3cret@mail.example.com:587',
  TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
  PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_real_secret',
  PUBLIC_URL: 'https://app.example.com',
};

describe('loadConfig: demo mode and deployment', () => {
  it.each([
    [undefined, true],
    ['1', true],
    ['true', true],
    ['on', true],
    ['0', false],
    ['false', false],
    ['OFF', false],
  ])('DEMO_MODE=%s is demoMode %s', (value, demoMode) => {
    const env = demoMode ? { DEMO_MODE: value } : { ...DEPLOYMENT, DEMO_MODE: value };
    expect(loadConfig(env, '/srv/app').demoMode).toBe(demoMode);
  });

  it('reads TRUSTED_PROXIES as addresses and ranges, and refuses anything else by name', () => {
    const trusted = loadConfig(
      { TRUSTED_PROXIES: ' 127.0.0.1, 10.0.0.0/8 ,::1' },
      '/srv/app',
    ).trustedProxies!;
    expect(trusted.description).toBe('127.0.0.1, 10.0.0.0/8, ::1');
    for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '10.200.3.4', '::1'])
      expect(trusted.has(address)).toBe(true);
    for (const address of ['127.0.0.2', '11.0.0.1', '::2', 'unknown'])
      expect(trusted.has(address)).toBe(false);
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.0/', '10.0.0.0/8/1', '::1/129', '1.2.3']) {
      expect(() => loadConfig({ TRUSTED_PROXIES: bad }, '/srv/app'), bad).toThrow(
        `TRUSTED_PROXIES must list IP addresses or ranges like 127.0.0.1, 10.0.0.0/8 or ::1, separated by commas; "${bad}" is not one.`,
      );
    }
  });

  it('moves the clock only on a demo server (CLOCK_OFFSET_MS)', () => {
    expect(() => loadConfig({ ...DEPLOYMENT, CLOCK_OFFSET_MS: '1000' }, '/srv/app')).toThrow(
      /CLOCK_OFFSET_MS moves the clock of a demo server only/,
    );
    expect(loadConfig({ ...DEPLOYMENT, CLOCK_OFFSET_MS: '0' }, '/srv/app').clockOffsetMs).toBe(0);
  });

  it('reads a deployment: SMTP transport, sender on the public host name, the key and the secret', () => {
    const config = loadConfig(DEPLOYMENT, '/srv/app');
    expect(config).toMatchObject({
      demoMode: false,
      mailTransport: 'smtp',
      smtpUrl: 'smtp://mailer:s3cret@mail.example.com:587',
      mailFrom: 'Brandpilot <no-reply@app.example.com>',
      paddleWebhookSecret: 'pdl_ntfset_real_secret',
      host: '127.0.0.1',
    });
    expect(config.tokenKeyFromEnv).toEqual(Buffer.alloc(32, 1));
  });

  it('a deployment without SMTP_URL, TOKEN_ENCRYPTION_KEY or PADDLE_WEBHOOK_SECRET refuses to start, naming each', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig(env, '/srv/app');
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('loadConfig accepted it');
    };
    const all = refusal({ DEMO_MODE: '0' });
    expect(all).toMatch(/^DEMO_MODE=0 \(a real deployment\) needs these settings:/);
    expect(all).toMatch(/- SMTP_URL: /);
    expect(all).toMatch(/- TOKEN_ENCRYPTION_KEY: /);
    expect(all).toMatch(/- PADDLE_WEBHOOK_SECRET: /);
    const { SMTP_URL: _smtp, ...noSmtp } = DEPLOYMENT;
    expect(refusal(noSmtp)).toMatch(/SMTP_URL: mail .* needs a mail server/);
    expect(refusal(noSmtp)).not.toMatch(/TOKEN_ENCRYPTION_KEY|PADDLE_WEBHOOK_SECRET:/);
    const { TOKEN_ENCRYPTION_KEY: _key, ...noKey } = DEPLOYMENT;
    expect(refusal(noKey)).toMatch(/TOKEN_ENCRYPTION_KEY: 32 random bytes/);
    // The public sandbox secret counts as unset.
    expect(refusal({ ...DEPLOYMENT, PADDLE_WEBHOOK_SECRET: DEFAULT_PADDLE_WEBHOOK_SECRET })).toMatch(
      /PADDLE_WEBHOOK_SECRET: .*\(the default is public/,
    );
  });

  it('demo mode sends mail through SMTP too when SMTP_URL is set', () => {
    expect(loadConfig({}, '/srv/app').mailTransport).toBe('outbox');
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example.com:465' }, '/srv/app')).toMatchObject({
      demoMode: true,
      mailTransport: 'smtp',
      smtpUrl: 'smtps://mail.example.com:465',
    });
  });

  it.each([
    ['0.0.0.0', '0.0.0.0'],
    ['::', '::'],
    ['[::1]', '::1'],
    ['192.168.1.20', '192.168.1.20'],
    ['localhost', 'localhost'],
    ['app-host.internal', 'app-host.internal'],
  ])('HOST=%s listens on %s', (value, host) => {
    expect(loadConfig({ HOST: value }, '/srv/app').host).toBe(host);
  });

  it('MAIL_FROM takes an address alone or with a name', () => {
    expect(loadConfig({ MAIL_FROM: 'hello@brand.example' }, '/srv/app').mailFrom).toBe('hello@brand.example');
    expect(loadConfig({ MAIL_FROM: 'Acme Brand <hello@brand.example>' }, '/srv/app').mailFrom).toBe(
      'Acme Brand <hello@brand.example>',
    );
  });

  it('never repeats the SMTP password in a refusal', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mailer:topsecret@mail.example.com' }, '/srv/app')).toThrow(
      /^(?!.*topsecret).*$/s,
    );
  });
});

describe('demo logins', () => {
  it('lists every demo user with their password in the printed table', () => {
    // The table lists reactivate@ beside cancelled@; seed() creates it later (SEEDED_EMAILS is in id order).
    const printed = SEEDED_EMAILS.filter((email) => email !== 'reactivate@demo.test');
    printed.splice(printed.indexOf('cancelled@demo.test') + 1, 0, 'reactivate@demo.test');
    expect(DEMO_LOGINS.map((login) => login.email)).toEqual(printed);
    const table = demoLoginTable();
    expect(table.split('\n')[0]).toBe('Demo logins:');
    expect(table).toMatch(/owner@demo\.test\s+demo1234\s+Olivia Owner/);
    expect(table).toMatch(/many@demo\.test\s+demo1234\s+Max Many: 5 accounts/);
    expect(table).toMatch(/viewer@demo\.test\s+demo1234\s+Vera Viewer: .*account_role 3/);
    expect(table).toMatch(/staff@demo\.test\s+demo1234\s+Sam Staff: staff/);
  });
});
