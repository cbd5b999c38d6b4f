/**
 * Signing in and registering with a social network (issue 16; routes/socialSignIn.ts), through the sandbox
 * networks' consent pages the way a browser goes: start, consent form, the server's callback, /callback?ticket=..,
 * then POST /sociallogin {ticket}.
 */
import { describe, expect, it } from 'vitest';
import { SOCIAL_ONLY_PASSWORD } from '../../../src/server/routes/socialSignIn.ts';
import { sandboxSocialId } from '../../../src/server/sandbox/social.ts';
import { socialSignInMessages } from '../../../src/domain/socialSignIn.ts';
import { TEST_PUBLIC_URL, call, freshRateLimitsEachTest, seededServer } from './support.ts';

const t = seededServer();
freshRateLimitsEachTest(t);

const unique = () => `sig${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@demo.test`;

/** Starts, answers the sandbox consent form, follows the server's callback: where the browser lands. */
async function throughNetwork(
  start: { path: string; body?: Record<string, unknown> },
  profile: { name?: string; email: string; decision?: 'allow' | 'deny' },
): Promise<URL> {
  const started = await call(t.server.app, 'POST', start.path, { body: start.body ?? {} });
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  const consent = new URL((started.json as { data: { url: string } }).data.url);
  expect(consent.origin).toBe(TEST_PUBLIC_URL);
  const page = await t.server.app.request(`${consent.pathname}${consent.search}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('to sign you in?');
  const form = new URLSearchParams({
    state: consent.searchParams.get('state')!,
    redirect_uri: consent.searchParams.get('redirect_uri')!,
    name: profile.name ?? 'Lee Linked',
    email: profile.email,
    decision: profile.decision ?? 'allow',
  });
  const posted = await t.server.app.request(consent.pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  expect(posted.status).toBe(303);
  const back = new URL(posted.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(`${TEST_PUBLIC_URL}/api/sociallogin/callback`);
  const callback = await t.server.app.request(`${back.pathname}${back.search}`);
  expect(callback.status).toBe(303);
  expect(callback.headers.get('cache-control')).toBe('no-store');
  return new URL(callback.headers.get('location')!);
}

const finish = (ticket: string) => call(t.server.app, 'POST', '/api/sociallogin', { body: { ticket } });

const ticketOf = (landed: URL) => {
  expect(landed.pathname).toBe('/callback');
  const ticket = landed.searchParams.get('ticket');
  expect(ticket).toMatch(/^[A-Za-z0-9_-]{32}$/);
  return ticket!;
};

describe('social registration', () => {
  it('creates a user with a first account on its setup and no usable password, then signs in once', async () => {
    const email = unique();
    const landed = await throughNetwork(
      { path: '/api/socialRegister', body: { provider_Id: 4 } },
      { name: 'Lee Van Linked', email },
    );
    const answer = await finish(ticketOf(landed));
    expect(answer.status).toBe(200);
    const data = (
      answer.json as { data: { token: string; registered: boolean; user: Record<string, unknown> } }
    ).data;
    expect(data.registered).toBe(true);
    expect(data.user).toMatchObject({ email, name: { first_name: 'Lee', last_name: 'Van Linked' } });
    const [user] = await t.server.db.query<{ id: number; password_hash: string }>(
      'select id, password_hash from users where email = $1',
      [email],
    );
    expect(user!.password_hash).toBe(SOCIAL_ONLY_PASSWORD);
    const [membership] = await t.server.db.query<{ landing_url: string; account_role: number }>(
      'select landing_url, account_role from account_memberships where user_id = $1',
      [user!.id],
    );
    expect(membership).toEqual({ landing_url: '/subjects_services', account_role: 1 });
    expect(
      await t.count('select 1 from social_logins where user_id = $1 and provider_id = 4 and social_id = $2', [
        user!.id,
        sandboxSocialId('linkedin', email),
      ]),
    ).toBe(1);
    // The session works; the ticket does not work twice.
    const me = await call(t.server.app, 'GET', '/api/me', { token: data.token });
    expect(me.status).toBe(200);
    const again = await finish(ticketOf(landed));
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ message: socialSignInMessages.badTicket });
    // No password logs in to it, not even the stored marker.
    const login = await call(t.server.app, 'POST', '/api/webauthenticate', {
      body: { username: email, password: SOCIAL_ONLY_PASSWORD },
    });
    expect(login.status).toBe(401);
  });

  it('a profile already registered answers code 300 "Account Already connected." and creates nothing', async () => {
    const email = unique();
    await finish(
      ticketOf(await throughNetwork({ path: '/api/twitterRegister' }, { email, name: 'Tia Tweet' })),
    );
    const users = await t.count('select 1 from users');
    const landed = await throughNetwork({ path: '/api/twitterRegister' }, { email, name: 'Tia Tweet' });
    const answer = await finish(ticketOf(landed));
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      status: 200,
      code: 300,
      message: 'Account Already connected.',
      data: null,
    });
    expect(await t.count('select 1 from users')).toBe(users);
  });

  it('an e-mail that already has a password login is refused with a sentence, never linked', async () => {
    const landed = await throughNetwork(
      { path: '/api/linkedInRegister' },
      { email: 'owner@demo.test', name: 'Not Olivia' },
    );
    const answer = await finish(ticketOf(landed));
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ message: socialSignInMessages.emailTaken });
    expect(
      await t.count('select 1 from social_logins where social_id = $1', [
        sandboxSocialId('linkedin', 'owner@demo.test'),
      ]),
    ).toBe(0);
  });
});

describe('social login', () => {
  it('signs the seeded social-only user in with the LinkedIn profile of their e-mail', async () => {
    const landed = await throughNetwork({ path: '/api/linkedinauth' }, { email: 'social@demo.test' });
    const answer = await finish(ticketOf(landed));
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      data: { registered: false, user: { email: 'social@demo.test', accountId: expect.any(Number) } },
    });
  });

  it('a profile nobody registered answers 404 "User Does not Exist."', async () => {
    const landed = await throughNetwork(
      { path: '/api/sociallogin', body: { provider_Id: 1 } },
      { email: unique() },
    );
    const answer = await finish(ticketOf(landed));
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ message: 'User Does not Exist.' });
  });

  it('the same e-mail on another network is another profile: not signed in', async () => {
    const landed = await throughNetwork({ path: '/api/twitterAuth' }, { email: 'social@demo.test' });
    expect((await finish(ticketOf(landed))).status).toBe(404);
  });

  it('a visitor who denies lands on /callback?error=denied; a used state on ?error=expired', async () => {
    const started = await call(t.server.app, 'POST', '/api/sociallogin', { body: { provider_Id: 4 } });
    const consent = new URL((started.json as { data: { url: string } }).data.url);
    const form = {
      state: consent.searchParams.get('state')!,
      redirect_uri: consent.searchParams.get('redirect_uri')!,
      name: 'Dee Deny',
      email: unique(),
      decision: 'deny',
    };
    const posted = await t.server.app.request(consent.pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    const back = new URL(posted.headers.get('location')!);
    const denied = await t.server.app.request(`${back.pathname}${back.search}`);
    expect(denied.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/callback?error=denied`);
    const replayed = await t.server.app.request(`${back.pathname}${back.search}`);
    expect(replayed.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/callback?error=expired`);
  });

  it('a state older than 10 minutes is expired', async () => {
    const started = await call(t.server.app, 'POST', '/api/sociallogin', { body: { provider_Id: 4 } });
    const consent = new URL((started.json as { data: { url: string } }).data.url);
    t.server.clock.advance(10 * 60 * 1000 + 1);
    const page = await t.server.app.request(`${consent.pathname}${consent.search}`);
    expect(page.status).toBe(400);
    const callback = await t.server.app.request(
      `/api/sociallogin/callback?state=${consent.searchParams.get('state')}&code=whatever`,
    );
    expect(callback.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/callback?error=expired`);
  });

  it('a ticket is usable for 2 minutes only', async () => {
    const landed = await throughNetwork({ path: '/api/linkedinauth' }, { email: 'social@demo.test' });
    t.server.clock.advance(2 * 60 * 1000 + 1);
    const answer = await finish(ticketOf(landed));
    expect(answer.status).toBe(400);
  });
});

describe('bad input changes nothing', () => {
  it('refuses unknown networks, wrong aliases, bad tickets and bad e-mails with sentences', async () => {
    const before = await t.count('select 1 from social_sign_ins');
    const tiktok = await call(t.server.app, 'POST', '/api/sociallogin', { body: { provider_Id: 6 } });
    expect(tiktok.status).toBe(400);
    expect(tiktok.json).toMatchObject({ message: expect.stringContaining('provider_Id must be one of') });
    const alias = await call(t.server.app, 'POST', '/api/linkedinauth', { body: { provider_Id: 2 } });
    expect(alias.status).toBe(400);
    const ticket = await call(t.server.app, 'POST', '/api/sociallogin', { body: { ticket: 'short' } });
    expect(ticket.status).toBe(400);
    expect(ticket.json).toMatchObject({ message: expect.stringContaining('ticket is not valid') });
    const unknownTicket = await finish('A'.repeat(32));
    expect(unknownTicket.status).toBe(400);
    expect(await t.count('select 1 from social_sign_ins')).toBe(before);

    const started = await call(t.server.app, 'POST', '/api/socialRegister', { body: { provider_Id: 4 } });
    const consent = new URL((started.json as { data: { url: string } }).data.url);
    const posted = await t.server.app.request(consent.pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        state: consent.searchParams.get('state')!,
        redirect_uri: consent.searchParams.get('redirect_uri')!,
        name: 'Typed Name',
        email: 'not-an-email',
        decision: 'allow',
      }).toString(),
    });
    expect(posted.status).toBe(400);
    const html = await posted.text();
    expect(html).toContain('Enter the e-mail address of this sandbox profile.');
    // What was typed is kept.
    expect(html).toContain('value="Typed Name"');
    expect(html).toContain('value="not-an-email"');
  });

  it('the callback without a state or with a made-up one goes to /callback?error=expired', async () => {
    for (const query of ['', '?state=made-up&code=abc', `?state=${'x'.repeat(300)}`]) {
      const response = await t.server.app.request(`/api/sociallogin/callback${query}`);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/callback?error=expired`);
    }
  });

  it('starting is rate-limited per address (60 in 15 minutes)', async () => {
    for (let i = 0; i < 60; i += 1) {
      const ok = await call(t.server.app, 'POST', '/api/sociallogin', { body: { provider_Id: 4 } });
      expect(ok.status).toBe(200);
    }
    const refused = await call(t.server.app, 'POST', '/api/sociallogin', { body: { provider_Id: 4 } });
    expect(refused.status).toBe(429);
  });
});
