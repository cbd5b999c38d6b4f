import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { partnerSignInResponse } from '../../../src/contract/networking.ts';
import { networkingMessages } from '../../../src/domain/networking.ts';
import { noProviders } from '../../../src/server/providers.ts';
import { partnerMessages } from '../../../src/server/routes/partner.ts';
import {
  PARTNER_TICKET_TTL_MS,
  SANDBOX_PARTNER_ID_BASE,
  partnerPageTexts,
} from '../../../src/server/sandbox/partner.ts';
import { TEST_PUBLIC_URL, call, logIn, otherApp, seededServer } from './support.ts';

const NETWORKER = { username: 'networker@demo.test', password: 'demo1234' };
const PARTNER = { username: 'partner@demo.test', password: 'demo1234' };

const t = seededServer({ networker: NETWORKER });

const userData = (overrides: Record<string, unknown> = {}) => ({
  email: 'networker@demo.test',
  first_name: 'Nora',
  last_name: 'Networker',
  external_id: String(t.networker.user.id),
  ...overrides,
});

const signIn = (
  body: Record<string, unknown>,
  app = t.server.app,
  token: string | undefined = t.networker.token,
) => call(app, 'POST', '/api/partnerAuth/partnerSignIn', { token, body });

async function partnerIdOf(token: string): Promise<number> {
  const me = await call(t.server.app, 'GET', '/api/me', { token });
  expect(me.status).toBe(200);
  return (me.json as { data: { partnerId: number } }).data.partnerId;
}

/** The page path of a sign-in URL (the test app answers paths, not the public origin). */
const pathOf = (url: string) => url.slice(TEST_PUBLIC_URL.length);

describe('POST /api/partnerAuth/partnerSignIn', () => {
  it('signs in the own user, stores partnerId and answers a one-time URL', async () => {
    expect(await partnerIdOf(t.networker.token)).toBe(0);
    const answer = await signIn({
      userData: userData({ email: 'Networker@Demo.TEST' }),
      partnerName: 'circle',
    });
    expect(answer.status).toBe(200);
    const body = v.parse(partnerSignInResponse, answer.json);
    expect(body.message).toBe(networkingMessages.success);
    const url = body.partnerSignInUrl as string;
    expect(url).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/sandbox/partner/circle\\?ticket=[A-Za-z0-9_-]{20,}$`),
    );
    const partnerId = SANDBOX_PARTNER_ID_BASE + t.networker.user.id;
    expect(body.data).toEqual({ partnerSignInUrl: url, partnerId });
    expect(await partnerIdOf(t.networker.token)).toBe(partnerId);

    const page = await call(t.server.app, 'GET', pathOf(url));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain('Circle Network (sandbox)');
    expect(page.text).toContain('Welcome, Nora! You are connected to Circle Network.');
    expect(page.text).not.toMatch(/<script|<style|style=/);
    expect(page.headers.get('content-security-policy')).not.toContain('unsafe-inline');

    const again = await call(t.server.app, 'GET', pathOf(url));
    expect(again.status).toBe(410);
    expect(again.text).toContain(partnerPageTexts.expired);
    expect(partnerPageTexts.expired).toBe('This sign-in link has expired or was already used.');
  });

  it('keeps no ticket in clear in the database', async () => {
    const answer = await signIn({ userData: userData(), partnerName: 'circle' });
    const ticket = new URL(answer.json!.partnerSignInUrl as string).searchParams.get('ticket')!;
    const rows = await t.server.db.query('select 1 from partner_sign_in_tickets where token_hash = $1', [
      ticket,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('a link older than 5 minutes is expired', async () => {
    const answer = await signIn({ userData: userData(), partnerName: 'circle' });
    t.server.clock.advance(PARTNER_TICKET_TTL_MS + 1000);
    const page = await call(t.server.app, 'GET', pathOf(answer.json!.partnerSignInUrl as string));
    expect(page.status).toBe(410);
    const unknown = await call(t.server.app, 'GET', '/sandbox/partner/circle?ticket=nope');
    expect(unknown.status).toBe(410);
    expect((await call(t.server.app, 'GET', '/sandbox/partner/circle')).status).toBe(410);
  });

  it('is a 403 for another e-mail or user id', async () => {
    for (const data of [userData({ email: 'owner@demo.test' }), userData({ external_id: '1' })]) {
      const answer = await signIn({ userData: data, partnerName: 'circle' });
      expect(answer.status).toBe(403);
      expect(answer.json).toMatchObject({ message: partnerMessages.notYourAccount });
      expect(partnerMessages.notYourAccount).toBe('You can only connect your own account.');
    }
  });

  it.each([
    [
      'no e-mail',
      { userData: { first_name: 'Nora', external_id: '1' }, partnerName: 'circle' },
      'Email is required',
    ],
    [
      'a blank e-mail',
      { userData: { email: ' ', first_name: 'Nora', external_id: '1' }, partnerName: 'circle' },
      'Email is required',
    ],
    ['no user data', { partnerName: 'circle' }, 'User details are required'],
    [
      'no first name',
      { userData: { email: 'networker@demo.test', external_id: '1' }, partnerName: 'circle' },
      'User details are required',
    ],
  ])('answers 400 for %s with the spec 8 message', async (_, body, message) => {
    const answer = await signIn(body);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ status: 400, message });
  });

  it('refuses another partner name', async () => {
    const answer = await signIn({ userData: userData(), partnerName: 'linkedin' });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field: 'partnerName' });
  });

  it('needs a session', async () => {
    const answer = await signIn({ userData: userData(), partnerName: 'circle' }, t.server.app, '');
    expect(answer.status).toBe(401);
  });

  it('answers 503 when no partner network is configured', async () => {
    const app = otherApp(t.server, {}, { providers: noProviders() });
    const answer = await signIn({ userData: userData(), partnerName: 'circle' }, app);
    expect(answer.status).toBe(503);
    expect(answer.json).toMatchObject({ message: partnerMessages.notAvailable });
    expect((await call(app, 'GET', '/sandbox/partner/circle?ticket=x')).status).toBe(404);
  });

  it('serves the page and its stylesheet also when Paddle is configured', async () => {
    const app = otherApp(t.server, { paddleClientToken: 'test_token' });
    const answer = await signIn({ userData: userData(), partnerName: 'circle' }, app);
    const url = answer.json!.partnerSignInUrl as string;
    const page = await call(app, 'GET', pathOf(url));
    expect(page.status).toBe(200);
    const stylesheet = /<link rel="stylesheet" href="([^"]+)">/.exec(page.text)![1]!;
    const css = await call(app, 'GET', stylesheet);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/text\/css/);
  });
});

describe('seeded partner user', () => {
  it('partner@demo.test already has partnerId 4242', async () => {
    const partner = await logIn(t.server.app, PARTNER);
    expect(await partnerIdOf(partner.token)).toBe(4242);
  });
});
