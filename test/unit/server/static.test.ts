import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../../src/server/csp.ts';
import { appOnDb, call, errorJson, startTestServer, type TestServer } from './support.ts';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head></html>';
let dist: string;
let emptyDir: string;
let server: TestServer;
let app: TestServer['app'];

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'brandpilot-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app");');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, '.env'), 'SECRET=1');
  emptyDir = mkdtempSync(join(tmpdir(), 'brandpilot-empty-'));
  server = await startTestServer({ staticDir: dist });
  app = server.app;
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(emptyDir, { recursive: true, force: true });
});

describe('serving the SPA', () => {
  it('answers index.html with the security headers and the strict CSP', async () => {
    const answer = await call(app, 'GET', '/');
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(INDEX);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; media-src 'self' blob:; " +
        "font-src 'self'; " +
        "connect-src 'self'; frame-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; " +
        "object-src 'none'",
    );
    expect(answer.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    '/contentplanner',
    '/12/dashboard/overview',
    '/1/contentplanner',
    '/mission-control',
    '/statecharts',
    // Account-scoped pages written without the account id: the app inserts it (spec 2.3).
    '/brandkit',
    '/dashboard/reach',
    '/editor/5',
  ])('answers index.html for the client route %s', async (path) => {
    const answer = await call(app, 'GET', path);
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(INDEX);
  });

  it.each(['/no/such/page', '/contentplanners', '/abc/contentplanner', '/brandkit/extra'])(
    'answers the app (which shows its 404 page) with status 404 for the unknown page %s',
    async (path) => {
      const answer = await call(app, 'GET', path);
      expect(answer.status).toBe(404);
      expect(answer.text).toBe(INDEX);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    },
  );

  it.each(['/favicon.ico', '/robots.txt', '/12/logo.png'])(
    'answers a plain 404 for the missing file %s, not the app',
    async (path) => {
      const answer = await call(app, 'GET', path);
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual(errorJson(404, `Not found: GET ${path}`));
    },
  );

  it('serves hashed assets with a long immutable cache', async () => {
    const answer = await call(app, 'GET', '/assets/index-abc123.js');
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('console.log("app");');
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files, revalidated', async () => {
    const answer = await call(app, 'GET', '/favicon.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for a missing hashed asset instead of HTML', async () => {
    const answer = await call(app, 'GET', '/assets/index-old999.js');
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual(errorJson(404, 'Not found: GET /assets/index-old999.js'));
  });

  it.each(['/.env', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2fpackage.json'])(
    'never serves %s from outside or hidden',
    async (path) => {
      const answer = await call(app, 'GET', path);
      expect(answer.text).not.toContain('SECRET');
      expect(answer.text).not.toContain('root:');
      expect(answer.text).not.toContain('"name"');
    },
  );

  it('keeps /api, /heartbeat and /dev out of the fallback', async () => {
    expect((await call(app, 'GET', '/api/nothing-here')).json).toMatchObject({ status: 404 });
    expect((await call(app, 'GET', '/dev/nothing-here')).json).toMatchObject({ status: 404 });
    expect((await call(app, 'GET', '/heartbeat')).json).toMatchObject({ status: 200, data: { ok: true } });
  });

  it('answers 503 asking to build when there is no index.html', async () => {
    const unbuilt = appOnDb(server.db, { staticDir: emptyDir }).app;
    const answer = await call(unbuilt, 'GET', '/contentplanner');
    expect(answer.status).toBe(503);
    expect(answer.json).toEqual(errorJson(503, 'The app is not built yet: run `npm run build` first.'));
  });
});
