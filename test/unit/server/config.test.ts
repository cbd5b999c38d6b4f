import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_PADDLE_WEBHOOK_SECRET,
  DEFAULT_STATIC_DIR,
  loadConfig,
} from '../../../src/server/config.ts';
import { DEMO_LOGINS, demoLoginTable } from '../../../src/server/seed.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({}, '/srv/app')).toEqual({
      port: 3000,
      dataDir: join('/srv/app', '.data'),
      databaseUrl: null,
      sessionIdleSeconds: 1800,
      staticDir: DEFAULT_STATIC_DIR,
      logLevel: 'info',
      jobPollingSeconds: 2,
      mailTransport: 'outbox',
      publicUrl: 'http://localhost:3000',
      paddleClientToken: null,
      paddleWebhookSecret: DEFAULT_PADDLE_WEBHOOK_SECRET,
    });
    expect(DEFAULT_STATIC_DIR.endsWith(join('/', 'dist'))).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '4100',
        DATA_DIR: '/tmp/data',
        DATABASE_URL: 'postgres://u:p@localhost:5432/app',
        SESSION_IDLE_SECONDS: '60',
        SERVE_SPA: '0',
        LOG_LEVEL: 'WARN',
        PUBLIC_URL: 'https://app.example.com/',
        PADDLE_CLIENT_TOKEN: 'live_abc123',
        PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_xyz',
        MODEL_COVERAGE_FILE: 'reports/model.json',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 4100,
      dataDir: '/tmp/data',
      databaseUrl: 'postgres://u:p@localhost:5432/app',
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
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => loadConfig(env, '/srv/app')).toThrow(ConfigError);
    expect(() => loadConfig(env, '/srv/app')).toThrow(message);
  });
});

describe('demo logins', () => {
  it('lists every demo user with their password in the printed table', () => {
    expect(DEMO_LOGINS.map((login) => login.email)).toEqual([
      'owner@demo.test',
      'many@demo.test',
      'viewer@demo.test',
      'staff@demo.test',
      'cardfail@demo.test',
      'cardfix@demo.test',
      'cancelled@demo.test',
      'reactivate@demo.test',
      'newowner@demo.test',
      'newbuyer@demo.test',
      'sandbox@demo.test',
      'chatstart@demo.test',
      'chatreply@demo.test',
      'networker@demo.test',
      'partner@demo.test',
      'reviewer@demo.test',
    ]);
    const table = demoLoginTable();
    expect(table.split('\n')[0]).toBe('Demo logins:');
    expect(table).toMatch(/owner@demo\.test\s+demo1234\s+Olivia Owner/);
    expect(table).toMatch(/many@demo\.test\s+demo1234\s+Max Many: 5 accounts/);
    expect(table).toMatch(/viewer@demo\.test\s+demo1234\s+Vera Viewer: .*account_role 3/);
    expect(table).toMatch(/staff@demo\.test\s+demo1234\s+Sam Staff: staff/);
  });
});
