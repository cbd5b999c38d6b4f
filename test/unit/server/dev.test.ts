import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ageSessionResponse, outboxResponse } from '../../../src/contract/dev.ts';
import { parseTrustedProxies } from '../../../src/server/clientAddress.ts';
import { createOutboxMail } from '../../../src/server/mail.ts';
import type { App } from '../../../src/server/app.ts';
import { isLoopback, outboxMessages } from '../../../src/server/routes/dev.ts';
import { CARDFAIL, OWNER, call, logIn, otherApp, startTestServer, type TestServer } from './support.ts';

let sandbox: TestServer;
/** The same server with a mail transport configured. */
let smtp: { app: App };
beforeAll(async () => {
  sandbox = await startTestServer();
  smtp = { app: otherApp(sandbox, { mailTransport: 'smtp', demoMode: false }) };
});
afterAll(() => sandbox.close());

describe('GET /dev/outbox (mail sandbox)', () => {
  it('lists the latest 50 mails, newest first, as JSON', async () => {
    const mail = createOutboxMail({ db: sandbox.db, clock: sandbox.clock, log: sandbox.log });
    for (let n = 1; n <= 55; n += 1) {
      sandbox.clock.advance(1000);
      await mail.send({ to: `reader${n}@example.test`, subject: `Mail ${n}`, text: `Body ${n}` });
    }
    const answer = await call(sandbox.app, 'GET', '/dev/outbox', { ip: '127.0.0.1' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const mails = v.parse(outboxResponse, answer.json).data ?? [];
    expect(mails).toHaveLength(50);
    expect(mails[0]).toMatchObject({ to: 'reader55@example.test', subject: 'Mail 55', text: 'Body 55' });
    expect(mails[49]?.subject).toBe('Mail 6');
    expect(mails[0]?.created_at).toBe(sandbox.clock.now().toISOString());
    const ids = mails.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('without a token answers only a caller on a loopback address, 403 to anyone else', async () => {
    for (const ip of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await call(sandbox.app, 'GET', '/dev/outbox', { ip })).status, ip).toBe(200);
    }
    for (const ip of ['10.0.0.7', '192.168.1.20', '::ffff:10.0.0.7', '2001:db8::1', 'unknown', undefined]) {
      const answer = await call(sandbox.app, 'GET', '/dev/outbox', ip === undefined ? {} : { ip });
      expect(answer.status, String(ip)).toBe(403);
      expect(answer.json).toEqual({ status: 403, message: outboxMessages.notLocal, data: null });
    }
  });

  it('a loopback caller through a proxy is local only when the proxy is trusted and forwards a loopback caller', async () => {
    // nginx on the demo machine forwarding someone on the internet: the socket is loopback, the caller is not.
    const proxied: Record<string, string>[] = [
      { 'X-Forwarded-For': '203.0.113.9' },
      { Forwarded: 'for=203.0.113.9' },
      { Via: '1.1 nginx' },
    ];
    for (const headers of proxied) {
      const answer = await call(sandbox.app, 'GET', '/dev/outbox', { ip: '127.0.0.1', headers });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
    }
    const behindProxy = otherApp(sandbox, { trustedProxies: parseTrustedProxies('127.0.0.1') });
    const forwarded = (caller: string) =>
      call(behindProxy, 'GET', '/dev/outbox', { ip: '127.0.0.1', headers: { 'X-Forwarded-For': caller } });
    expect((await forwarded('203.0.113.9')).status).toBe(403);
    expect((await forwarded('127.0.0.1')).status).toBe(200);
  });

  it("with a session token lists only the mail to that user's e-mail, from any address", async () => {
    const mail = createOutboxMail({ db: sandbox.db, clock: sandbox.clock, log: sandbox.log });
    await mail.send({ to: 'Owner@Demo.test', subject: 'For the owner', text: 'code 111111' });
    await mail.send({ to: CARDFAIL.username, subject: 'For Carl', text: 'code 222222' });
    const { token } = await logIn(sandbox.app, OWNER);
    const answer = await call(sandbox.app, 'GET', '/dev/outbox', { token, ip: '203.0.113.9' });
    expect(answer.status).toBe(200);
    const mails = v.parse(outboxResponse, answer.json).data ?? [];
    expect(mails.map((m) => m.subject)).toContain('For the owner');
    expect(mails.every((m) => m.to.toLowerCase() === OWNER.username)).toBe(true);

    // A session that timed out still reads its own mail (the MFA re-login needs the code), while its row is kept.
    expect((await call(sandbox.app, 'POST', '/dev/age-session', { token })).status).toBe(200);
    expect((await call(sandbox.app, 'GET', '/api/me', { token })).status).toBe(401);
    const aged = await call(sandbox.app, 'GET', '/dev/outbox', { token, ip: '203.0.113.9' });
    expect(aged.status).toBe(200);
    expect((v.parse(outboxResponse, aged.json).data ?? []).map((m) => m.subject)).not.toContain('For Carl');

    // An unknown token is refused, even from the machine itself.
    const unknown = await call(sandbox.app, 'GET', '/dev/outbox', { token: 'z'.repeat(43), ip: '127.0.0.1' });
    expect(unknown.status).toBe(401);
    expect(unknown.json).toMatchObject({ status: 401, message: outboxMessages.unknownToken });
  });

  it('knows the loopback addresses', () => {
    expect(
      ['127.0.0.1', '127.255.0.1', '::1', '::ffff:127.0.0.1', '::FFFF:127.1.2.3'].every(isLoopback),
    ).toBe(true);
    expect(
      ['128.0.0.1', '1.127.0.0', '::2', '::ffff:10.1.1.1', '127.0.0', 'localhost', ''].some(isLoopback),
    ).toBe(false);
  });

  it('lives at the root, not under /api', async () => {
    expect((await call(sandbox.app, 'GET', '/api/dev/outbox')).status).toBe(404);
  });
});

describe('POST /dev/age-session (mail sandbox)', () => {
  it("ages the caller's session: the next protected call answers 401 unauthorized access", async () => {
    const { token } = await logIn(sandbox.app);
    const other = await logIn(sandbox.app);
    expect((await call(sandbox.app, 'GET', '/api/me', { token })).status).toBe(200);
    const aged = await call(sandbox.app, 'POST', '/dev/age-session', { token });
    expect(aged.status).toBe(200);
    expect(v.parse(ageSessionResponse, aged.json).data).toEqual({ aged: true });

    const me = await call(sandbox.app, 'GET', '/api/me', { token });
    expect(me.status).toBe(401);
    expect(me.text).toBe('unauthorized access');
    const accounts = await call(sandbox.app, 'GET', '/api/auth/getUAccounts', { token });
    expect(accounts.status).toBe(401);
    // Only the caller's session.
    expect((await call(sandbox.app, 'GET', '/api/me', { token: other.token })).status).toBe(200);
  });

  it('without a token, or with an unknown one, is a JSON 401', async () => {
    const none = await call(sandbox.app, 'POST', '/dev/age-session');
    expect(none.status).toBe(401);
    expect(none.json).toMatchObject({
      status: 401,
      message: 'Send the session token as Authorization: Bearer <token>.',
    });
    const unknown = await call(sandbox.app, 'POST', '/dev/age-session', { token: 'y'.repeat(43) });
    expect(unknown.status).toBe(401);
    expect(unknown.json).toMatchObject({ status: 401, message: 'No session has this token.' });
  });
});

describe('with a mail transport configured', () => {
  it.each([
    ['GET', '/dev/outbox'],
    ['POST', '/dev/age-session'],
  ])('%s %s does not exist (JSON 404)', async (method, path) => {
    const { token } = await logIn(smtp.app);
    const answer = await call(smtp.app, method, path, { token });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ status: 404, message: `Not found: ${method} ${path}`, data: null });
    expect((await call(smtp.app, 'GET', '/api/me', { token })).status).toBe(200);
  });
});
