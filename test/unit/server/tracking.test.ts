/**
 * The tag manager and the affiliate tracker on the server (issue 16): TAG_MANAGER_ID and AFFILIATE_SCRIPT_URL checked
 * at start, answered by the public GET /api/trackingConfig, and the CSP widened for their origins only when they are
 * set (and never on the sandbox pages).
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingConfigResponse } from '../../../src/contract/tracking.ts';
import { ConfigError, loadConfig } from '../../../src/server/config.ts';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from '../../../src/server/csp.ts';
import { call, otherApp, startTestServer, type TestServer } from './support.ts';

const TRACKERS = {
  tagManagerId: 'GTM-TEST123',
  affiliateScriptUrl: 'https://affiliate.example/track.js',
};

/** The CSP's directives by name. */
function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '').split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ');
      return [name, values];
    }),
  );
}

describe('TAG_MANAGER_ID and AFFILIATE_SCRIPT_URL', () => {
  it('are unset by default: nothing to load', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.tagManagerId ?? null).toBeNull();
    expect(config.affiliateScriptUrl ?? null).toBeNull();
  });

  it('are read when set, each on its own', () => {
    expect(
      loadConfig(
        { TAG_MANAGER_ID: ' GTM-TEST123 ', AFFILIATE_SCRIPT_URL: 'https://affiliate.example/track.js' },
        '/srv/app',
      ),
    ).toMatchObject(TRACKERS);
    const gtmOnly = loadConfig({ TAG_MANAGER_ID: 'GTM-K9' }, '/srv/app');
    expect(gtmOnly.tagManagerId).toBe('GTM-K9');
    expect(gtmOnly.affiliateScriptUrl ?? null).toBeNull();
  });

  it.each([
    [
      { TAG_MANAGER_ID: 'UA-1234-5' },
      /TAG_MANAGER_ID must be a Google Tag Manager container id like GTM-ABC123/,
    ],
    [{ TAG_MANAGER_ID: 'gtm-abc' }, /TAG_MANAGER_ID must be/],
    [
      { AFFILIATE_SCRIPT_URL: 'http://affiliate.example/track.js' },
      /AFFILIATE_SCRIPT_URL must start with https:\/\//,
    ],
    [{ AFFILIATE_SCRIPT_URL: 'affiliate.example/track.js' }, /AFFILIATE_SCRIPT_URL must be the address/],
    [{ AFFILIATE_SCRIPT_URL: 'https://a:b@affiliate.example/t.js' }, /must not hold a user name or password/],
  ])('refuse %o at start with a clear message', (env, message) => {
    expect(() => loadConfig(env, '/srv/app')).toThrow(ConfigError);
    expect(() => loadConfig(env, '/srv/app')).toThrow(message);
  });
});

describe('the CSP for the trackers', () => {
  it('is the strict policy when nothing is configured', () => {
    expect(contentSecurityPolicy({ paddle: false, frameable: false })).toBe(CONTENT_SECURITY_POLICY);
    expect(contentSecurityPolicy({ paddle: false, frameable: false, trackers: [] })).toBe(
      CONTENT_SECURITY_POLICY,
    );
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/googletagmanager|affiliate/);
  });

  it('adds the configured origins to scripts, requests and images, and nowhere else', () => {
    const origins = ['https://www.googletagmanager.com', 'https://affiliate.example'];
    const policy = directives(contentSecurityPolicy({ paddle: false, frameable: false, trackers: origins }));
    const strict = directives(CONTENT_SECURITY_POLICY);
    expect(policy['script-src']).toEqual(["'self'", ...origins]);
    expect(policy['connect-src']).toEqual(["'self'", ...origins]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', ...origins]);
    for (const name of Object.keys(strict).filter(
      (key) => !['script-src', 'connect-src', 'img-src'].includes(key),
    )) {
      expect(policy[name], name).toEqual(strict[name]);
    }
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });
});

describe('GET /trackingConfig and the served CSP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(TRACKERS);
  });
  afterAll(() => server.close());

  it('answers the configured trackers without a session, and the CSP names their origins', async () => {
    const answer = await call(server.app, 'GET', '/api/trackingConfig');
    expect(answer.status, answer.text).toBe(200);
    expect(v.parse(trackingConfigResponse, answer.json).data).toEqual(TRACKERS);
    const policy = directives(answer.headers.get('content-security-policy'));
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://affiliate.example',
    ]);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://affiliate.example',
    ]);
    const page = await call(server.app, 'GET', '/heartbeat');
    expect(page.headers.get('content-security-policy')).toBe(answer.headers.get('content-security-policy'));
  });

  it('only the tag manager: its origin alone', async () => {
    const app = otherApp(server, { tagManagerId: 'GTM-K9', affiliateScriptUrl: null });
    const answer = await call(app, 'GET', '/api/trackingConfig');
    expect(v.parse(trackingConfigResponse, answer.json).data).toEqual({
      tagManagerId: 'GTM-K9',
      affiliateScriptUrl: null,
    });
    expect(directives(answer.headers.get('content-security-policy'))['script-src']).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
    ]);
  });

  it('never widens the sandbox pages’ policy', async () => {
    const answer = await call(server.app, 'GET', '/sandbox/checkout');
    const policy = directives(answer.headers.get('content-security-policy'));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
  });

  it('unset (the default): null for both, and the strict CSP', async () => {
    const app = otherApp(server, { tagManagerId: null, affiliateScriptUrl: null });
    const answer = await call(app, 'GET', '/api/trackingConfig');
    expect(answer.status).toBe(200);
    expect(v.parse(trackingConfigResponse, answer.json).data).toEqual({
      tagManagerId: null,
      affiliateScriptUrl: null,
    });
    expect(answer.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    const absent = otherApp(server, {});
    const bare = await call(absent, 'GET', '/api/trackingConfig');
    expect(v.parse(trackingConfigResponse, bare.json).data).toEqual({
      tagManagerId: null,
      affiliateScriptUrl: null,
    });
    expect(bare.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });
});
