import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { inviteMemberResponse, teamListResponse, type TeamMember } from '../../../src/contract/team.ts';
import { teamMessages } from '../../../src/domain/team.ts';
import { RATE_LIMITS } from '../../../src/server/rateLimit.ts';
import { registerUser } from './registerSupport.ts';
import {
  NO_SUCH_ACCOUNT,
  OWNER,
  TEST_PUBLIC_URL,
  VIEWER,
  call,
  freshRateLimitsEachTest,
  latestMailTo,
  logIn,
  seededServer,
  type LoggedIn,
} from './support.ts';

// Logged in inside each test: every test moves the clock past the rate-limit windows (and the idle timeout).
const t = seededServer();
freshRateLimitsEachTest(t);

let serial = 0;
const nextEmail = (what: string) => {
  serial += 1;
  return `${what}${serial}@team.test`;
};

/** A new owner (registered and confirmed) of an account of their own. */
async function newOwner() {
  const email = nextEmail('boss');
  const { token, user } = await registerUser(t.server.app, {
    first_name: 'Bea',
    last_name: 'Boss',
    email,
    password: 'boss-pass-1',
  });
  return { email, token, userId: user.id, accountId: user.accountId! };
}

const post = (who: { token: string }, path: string, body: Record<string, unknown>) =>
  call(t.server.app, 'POST', `/api/auth/${path}`, { token: who.token, body });

async function listOf(who: { token: string }, accountId: number): Promise<TeamMember[]> {
  const answer = await call(t.server.app, 'GET', '/api/auth/userlist', {
    token: who.token,
    headers: { accountId: String(accountId) },
  });
  expect(answer.status, answer.text).toBe(200);
  return v.parse(teamListResponse, answer.json).data ?? [];
}

/** The token of the /password_setup link in a mail's text, or null. */
function setupTokenIn(text: string): string | null {
  const link = /(\S+\/password_setup\?token=\S+)/.exec(text)?.[1];
  return link ? new URL(link).searchParams.get('token') : null;
}

describe('GET /api/auth/userlist', () => {
  it("lists the header account's members with their roles, owners first", async () => {
    const members = await listOf(await logIn(t.server.app, OWNER), t.acme);
    const emails = members.map((member) => member.email);
    expect(emails).toContain('owner@demo.test');
    expect(emails).toContain('viewer@demo.test');
    expect(members[0]!.account_role).toBe(1);
    const viewer = members.find((member) => member.email === 'viewer@demo.test')!;
    expect(viewer).toMatchObject({ account_role: 3, pending: false });
  });

  it('answers the read-only member too, and refuses an account that is not the caller’s', async () => {
    expect((await listOf(await logIn(t.server.app, VIEWER), t.acme)).length).toBeGreaterThan(1);
    const stranger = await newOwner();
    const answer = await call(t.server.app, 'GET', '/api/auth/userlist', {
      token: stranger.token,
      headers: { accountId: String(t.acme) },
    });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual(NO_SUCH_ACCOUNT);
  });
});

describe('POST /api/auth/inviteMember', () => {
  it('creates a pending user, mails a password_setup link that sets a password, then logs in', async () => {
    const boss = await newOwner();
    const email = nextEmail('Invitee');
    const answer = await post(boss, 'inviteMember', {
      account_id: boss.accountId,
      email,
      first_name: 'Ivy',
      account_role: 2,
    });
    expect(answer.status, answer.text).toBe(200);
    const body = v.parse(inviteMemberResponse, answer.json);
    expect(body.message).toBe(teamMessages.invitedNew(email.toLowerCase()));
    expect(body.data).toMatchObject({
      email: email.toLowerCase(),
      account_role: 2,
      is_invited: 1,
      pending: true,
    });

    const listed = (await listOf(boss, boss.accountId)).find((member) => member.id === body.data!.id);
    expect(listed?.pending).toBe(true);

    // No password works before the link is used.
    const early = await call(t.server.app, 'POST', '/api/webauthenticate', {
      body: { username: email, password: 'whatever-1' },
    });
    expect(early.status).toBe(401);

    const mail = await latestMailTo(t.server.app, email);
    expect(mail?.subject).toContain('You were added to');
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/password_setup?token=`);
    expect(mail?.text).toContain('Bea Boss added you');
    const token = setupTokenIn(mail!.text);
    expect(token).not.toBeNull();

    const set = await call(t.server.app, 'POST', '/api/resetPassword', {
      body: { token, password: 'invited-pass-1' },
    });
    expect(set.status, set.text).toBe(200);
    const member = await logIn(t.server.app, { username: email, password: 'invited-pass-1' });
    expect(member.user.accountId).toBe(boss.accountId);
    expect(member.user.account_role).toBe(2);
    const after = (await listOf(boss, boss.accountId)).find((each) => each.id === body.data!.id);
    expect(after?.pending).toBe(false);

    const accounts = await call(t.server.app, 'GET', '/api/auth/getUAccounts', { token: member.token });
    expect(accounts.json).toMatchObject({
      data: [{ id: boss.accountId, landing_url: '/contentplanner', isInvited: 1, checked: true }],
    });
  });

  it('invites a pending member again with a fresh link; the older link stops working', async () => {
    const boss = await newOwner();
    const email = nextEmail('again');
    const first = await post(boss, 'inviteMember', { account_id: boss.accountId, email, account_role: 2 });
    expect(first.status, first.text).toBe(200);
    const oldToken = setupTokenIn((await latestMailTo(t.server.app, email))!.text);
    const again = await post(boss, 'inviteMember', { account_id: boss.accountId, email, account_role: 2 });
    expect(again.status, again.text).toBe(200);
    expect(again.json).toMatchObject({ message: teamMessages.invitedAgain(email.toLowerCase()) });
    const newToken = setupTokenIn((await latestMailTo(t.server.app, email))!.text);
    expect(newToken).not.toBe(oldToken);
    expect(
      (await listOf(boss, boss.accountId)).filter((member) => member.email === email.toLowerCase()),
    ).toHaveLength(1);
    const stale = await call(t.server.app, 'POST', '/api/resetPassword', {
      body: { token: oldToken, password: 'invited-pass-2' },
    });
    expect(stale.status).toBe(400);
    const fresh = await call(t.server.app, 'POST', '/api/resetPassword', {
      body: { token: newToken, password: 'invited-pass-2' },
    });
    expect(fresh.status, fresh.text).toBe(200);
    // Set up now: a third invitation is refused, as for any member.
    const third = await post(boss, 'inviteMember', { account_id: boss.accountId, email, account_role: 2 });
    expect(third.status).toBe(409);
  });

  it('adds a user who has a login at once and tells them by mail (no setup link)', async () => {
    const boss = await newOwner();
    const other = await newOwner();
    const answer = await post(boss, 'inviteMember', {
      account_id: boss.accountId,
      email: other.email.toUpperCase(),
      account_role: 3,
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({
      message: teamMessages.addedExisting(other.email),
      data: { id: other.userId, account_role: 3, pending: false },
    });
    const mail = await latestMailTo(t.server.app, other.email);
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/#login`);
    expect(mail?.text).not.toContain('password_setup');
    // Their landing account stays their own.
    const again = await logIn(t.server.app, { username: other.email, password: 'boss-pass-1' });
    expect(again.user.accountId).toBe(other.accountId);
  });

  it('refuses an e-mail already on the account (409 at the e-mail) and a bad e-mail (400)', async () => {
    const boss = await newOwner();
    const taken = await post(boss, 'inviteMember', {
      account_id: boss.accountId,
      email: boss.email,
      account_role: 2,
    });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ message: teamMessages.alreadyMember, field: 'email' });

    const bad = await post(boss, 'inviteMember', {
      account_id: boss.accountId,
      email: 'not-an-email',
      account_role: 2,
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ field: 'email' });

    const role = await post(boss, 'inviteMember', {
      account_id: boss.accountId,
      email: nextEmail('x'),
      account_role: 9,
    });
    expect(role.status).toBe(400);
    expect(role.json).toMatchObject({ field: 'account_role' });
  });

  it('refuses the read-only role (403) and an account that is not the caller’s (404)', async () => {
    const readOnly = await post(await logIn(t.server.app, VIEWER), 'inviteMember', {
      account_id: t.acme,
      email: nextEmail('y'),
      account_role: 2,
    });
    expect(readOnly.status).toBe(403);
    const boss = await newOwner();
    const stranger = await post(boss, 'inviteMember', {
      account_id: t.acme,
      email: nextEmail('z'),
      account_role: 2,
    });
    expect(stranger.status).toBe(404);
  });
});

describe('POST /api/auth/inviteMember, rate limited', () => {
  it(`answers 429 past ${RATE_LIMITS.invitePerUser.limit} invitations per user in 15 minutes`, async () => {
    const boss = await newOwner();
    for (let sent = 0; sent < RATE_LIMITS.invitePerUser.limit; sent += 1) {
      // The boss's own e-mail: refused (409), yet every call counts.
      const answer = await post(boss, 'inviteMember', {
        account_id: boss.accountId,
        email: boss.email,
        account_role: 2,
      });
      expect(answer.status).toBe(409);
    }
    const refused = await post(boss, 'inviteMember', {
      account_id: boss.accountId,
      email: nextEmail('late'),
      account_role: 2,
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
  });
});

describe('POST /api/auth/updateMemberRole and /api/auth/removeMember', () => {
  async function teamOfTwo(): Promise<{ boss: Awaited<ReturnType<typeof newOwner>>; member: LoggedIn }> {
    const boss = await newOwner();
    const other = await newOwner();
    await post(boss, 'inviteMember', { account_id: boss.accountId, email: other.email, account_role: 2 });
    const member = await logIn(t.server.app, { username: other.email, password: 'boss-pass-1' });
    return { boss, member };
  }

  it('changes a role, and refuses one’s own role and the last owner’s demotion', async () => {
    const { boss, member } = await teamOfTwo();
    const changed = await post(boss, 'updateMemberRole', {
      account_id: boss.accountId,
      user_id: member.user.id,
      account_role: 3,
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json).toMatchObject({ data: { id: member.user.id, account_role: 3 } });

    const own = await post(boss, 'updateMemberRole', {
      account_id: boss.accountId,
      user_id: boss.userId,
      account_role: 2,
    });
    expect(own.status).toBe(403);
    expect(own.json).toMatchObject({ message: teamMessages.ownRole });

    // The member, now read-only, may not manage the team.
    const readOnly = await post(member, 'updateMemberRole', {
      account_id: boss.accountId,
      user_id: boss.userId,
      account_role: 2,
    });
    expect(readOnly.status).toBe(403);

    // Made a member again, they still cannot demote the account's only owner.
    await post(boss, 'updateMemberRole', {
      account_id: boss.accountId,
      user_id: member.user.id,
      account_role: 2,
    });
    const lastOwner = await post(member, 'updateMemberRole', {
      account_id: boss.accountId,
      user_id: boss.userId,
      account_role: 2,
    });
    expect(lastOwner.status).toBe(409);
    expect(lastOwner.json).toMatchObject({ message: teamMessages.lastOwner });
    const removeLast = await post(member, 'removeMember', {
      account_id: boss.accountId,
      user_id: boss.userId,
    });
    expect(removeLast.status).toBe(409);
    expect(removeLast.json).toMatchObject({ message: teamMessages.lastOwner });
  });

  it('removes a member (who then no longer reaches the account) and refuses removing oneself', async () => {
    const { boss, member } = await teamOfTwo();
    const self = await post(boss, 'removeMember', { account_id: boss.accountId, user_id: boss.userId });
    expect(self.status).toBe(403);
    expect(self.json).toMatchObject({ message: teamMessages.removeSelf });

    const removed = await post(boss, 'removeMember', { account_id: boss.accountId, user_id: member.user.id });
    expect(removed.status, removed.text).toBe(200);
    expect((await listOf(boss, boss.accountId)).map((each) => each.id)).toEqual([boss.userId]);
    const gone = await call(t.server.app, 'GET', '/api/auth/userlist', {
      token: member.token,
      headers: { accountId: String(boss.accountId) },
    });
    expect(gone.status).toBe(404);

    const again = await post(boss, 'removeMember', { account_id: boss.accountId, user_id: member.user.id });
    expect(again.status).toBe(404);
    expect(again.json).toMatchObject({ message: teamMessages.noSuchMember });
  });

  it('retires the setup link of a pending person removed from their only account', async () => {
    const boss = await newOwner();
    const email = nextEmail('gone');
    const invited = await post(boss, 'inviteMember', { account_id: boss.accountId, email, account_role: 2 });
    const token = setupTokenIn((await latestMailTo(t.server.app, email))!.text);
    const id = (invited.json as { data: { id: number } }).data.id;
    expect((await post(boss, 'removeMember', { account_id: boss.accountId, user_id: id })).status).toBe(200);
    const set = await call(t.server.app, 'POST', '/api/resetPassword', {
      body: { token, password: 'late-pass-1' },
    });
    expect(set.status).toBe(400);
  });
});
