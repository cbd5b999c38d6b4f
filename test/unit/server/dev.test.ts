import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ageSessionResponse, outboxResponse } from '../../../src/contract/dev.ts';
import { createOutboxMail } from '../../../src/server/mail.ts';
import type { App } from '../../../src/server/app.ts';
import { call, logIn, otherApp, startTestServer, type TestServer } from './support.ts';

let sandbox: TestServer;
/** The same server with a mail transport configured. */
let smtp: { app: App };
beforeAll(async () => {
  sandbox = await startTestServer();
  smtp = { app: otherApp(sandbox, { mailTransport: 'smtp' }) };
});
afterAll(() => sandbox.close());

describe('GET /dev/outbox (mail sandbox)', () => {
  it('lists the latest 50 mails, newest first, as JSON', async () => {
    const mail = createOutboxMail({ db: sandbox.db, clock: sandbox.clock, log: sandbox.log });
    for (let n = 1; n <= 55; n += 1) {
      sandbox.clock.advance(1000);
      await mail.send({ to: `reader${n}@example.test`, subject: `Mail ${n}`, text: `Body ${n}` });
    }
    const answer = await call(sandbox.app, 'GET', '/dev/outbox');
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
