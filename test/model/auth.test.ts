/** Hand-written behaviour of the auth machine (spec 4.2), on real actors with fake side effects. */
import { describe, expect, it } from 'vitest';
import type { AccountDetails } from '../../machines/auth.machine.ts';
import { authSampleData } from '../../machines/auth.samples.ts';
import { timings } from '../../src/domain/constants.ts';
import { NO_POST_LOGIN_SIGNALS, type PostLoginSignals } from '../../src/domain/postLoginRoute.ts';
import { details, logIn, networkError, settle, start, user, type Fakes } from './authHarness.ts';

describe('auth: checking the session', () => {
  it('without a session cookie the visitor is logged out at once, without a call', async () => {
    const { actor, calls } = start();
    await settle();
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(calls.checkSession).not.toHaveBeenCalled();
  });

  it('a known session is logged in with its stored account, without routing or a last-login update', async () => {
    const { actor, calls, effects } = start(
      { checkSession: () => Promise.resolve({ user, accountId: 13, accountRole: 3 }) },
      { hasSession: true },
    );
    expect(actor.getSnapshot().hasTag('checking')).toBe(true);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('loggedIn')).toBe(true);
    expect(snapshot.context).toMatchObject({ user, accountId: 13, accountRole: 3, impersonating: false });
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(calls.updateLastLogin).not.toHaveBeenCalled();
  });

  it('a session the server does not know is cleared', async () => {
    const { actor, effects } = start({ checkSession: () => Promise.resolve(null) }, { hasSession: true });
    await settle();
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(effects.clearSession).toHaveBeenCalledTimes(1);
  });

  it('a network failure is tried again after exactly 1000 ms (sessionCheckRetry)', async () => {
    let attempt = 0;
    const { actor, clock, calls } = start(
      {
        checkSession: () =>
          ++attempt === 1 ? Promise.reject(networkError()) : Promise.resolve(authSampleData.checked),
      },
      { hasSession: true },
    );
    await settle();
    expect(timings.sessionCheckRetry).toBe(1000);
    expect(actor.getSnapshot().value).toBe('waitingToRetry');
    expect(actor.getSnapshot().hasTag('checking')).toBe(true);
    clock.increment(999);
    await settle();
    expect(calls.checkSession).toHaveBeenCalledTimes(1);
    clock.increment(1);
    await settle();
    expect(calls.checkSession).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
  });

  it('a second network failure leaves the visitor logged out with the cookies kept', async () => {
    const { actor, clock, calls, effects } = start(
      { checkSession: () => Promise.reject(networkError()) },
      { hasSession: true },
    );
    await settle();
    clock.increment(1000);
    await settle();
    expect(calls.checkSession).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(effects.clearSession).not.toHaveBeenCalled();
  });

  it('a refusal of the server is not tried again, and clears the session', async () => {
    const { actor, calls, effects } = start(
      {
        checkSession: () =>
          Promise.reject(Object.assign(new Error('unauthorized access'), { kind: 'sessionTimeout' })),
      },
      { hasSession: true },
    );
    await settle();
    expect(calls.checkSession).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(effects.clearSession).toHaveBeenCalledTimes(1);
  });
});

describe('auth: logging in', () => {
  it('authenticates, loads the user, then the account details of the user account, then routes and logs in', async () => {
    const { actor, calls, effects } = start();
    logIn(actor);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(calls.authenticate).toHaveBeenCalledWith({ username: 'owner@demo.test', password: 'demo1234' });
    expect(calls.fetchCurrentUser).toHaveBeenCalledTimes(1);
    expect(calls.fetchAccountDetails).toHaveBeenCalledWith({ accountId: 12 });
    expect(effects.rememberAccount).toHaveBeenCalledWith(12, 1);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/12/contentplanner', true);
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
    expect(actor.getSnapshot().context.social).toBe(false);
  });

  it('posts the last login with the user id; its failure is only logged', async () => {
    const failure = new Error('Request failed with status 500');
    const { actor, calls, effects } = start({ updateLastLogin: () => Promise.reject(failure) });
    logIn(actor);
    await settle();
    expect(calls.updateLastLogin).toHaveBeenCalledExactlyOnceWith({ id: 7 });
    expect(effects.logFailure).toHaveBeenCalledExactlyOnceWith('last-login update', failure);
    expect(actor.getSnapshot().matches({ loggedIn: 'ready' })).toBe(true);
  });

  it('a wrong password leaves the visitor logged out with the server message', async () => {
    const { actor, calls } = start({
      authenticate: () => Promise.reject(new Error('Invalid e-mail or password.')),
    });
    logIn(actor);
    await settle();
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.error).toBe('Invalid e-mail or password.');
    expect(calls.fetchCurrentUser).not.toHaveBeenCalled();
  });

  it.each([
    ['no account data', { fetchAccountDetails: () => Promise.resolve(null) }],
    ['a failed details call', { fetchAccountDetails: () => Promise.reject(new Error('403')) }],
    ['no user', { fetchCurrentUser: () => Promise.resolve(null) }],
  ] satisfies [string, Fakes][])(
    'with %s: signed out, cleared, sent to /#login, no message',
    async (_label, fakes) => {
      const { actor, calls, effects } = start(fakes);
      logIn(actor);
      await settle();
      expect(calls.signOut).toHaveBeenCalledTimes(1);
      expect(effects.clearSession).toHaveBeenCalledTimes(1);
      expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/#login', true);
      expect(actor.getSnapshot().value).toBe('loggedOut');
      expect(actor.getSnapshot().context).toMatchObject({ user: null, accountId: null, error: '' });
      expect(calls.updateLastLogin).not.toHaveBeenCalled();
    },
  );

  it('a user without an account yet skips the details call and lands on the top-level content planner', async () => {
    const { actor, calls, effects } = start({
      fetchCurrentUser: () => Promise.resolve({ ...user, accountId: null }),
    });
    logIn(actor);
    await settle();
    expect(calls.fetchAccountDetails).not.toHaveBeenCalled();
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/contentplanner', true);
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
  });
});

describe('auth: routing after login, in the spec order', () => {
  const cases: [string, Partial<PostLoginSignals>, string][] = [
    [
      'impersonation first',
      { impersonationLogin: true, socialAccConnect: true, paddleTxnId: 'txn', requested: '/topics' },
      '/12/contentplanner',
    ],
    [
      'then social connect',
      { socialAccConnect: true, paddleTxnId: 'txn' },
      '/userSetting#social_media_accounts',
    ],
    ['then payment', { paddleTxnId: 'txn', currentUrl: '/userSetting#profile' }, '/12/billing'],
    [
      'then the saved settings URL',
      { currentUrl: '/userSetting#profile', requested: '/topics' },
      '/userSetting#profile',
    ],
    ['then the requested path', { requested: '/dashboard/overview' }, '/dashboard/overview'],
    ['then the unsafe requested path is ignored', { requested: '//evil.example' }, '/12/contentplanner'],
  ];
  it.each(cases)('%s', async (_label, signals, expected) => {
    const { actor, effects } = start();
    logIn(actor, signals);
    await settle();
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith(expected, true);
  });

  it('the landing URL when it differs from the current path, else the content planner', async () => {
    const landing = { ...details, landing_url: '/dashboard' };
    const first = start({ fetchAccountDetails: () => Promise.resolve(landing) });
    logIn(first.actor, { currentPath: '/' });
    await settle();
    expect(first.effects.navigate).toHaveBeenCalledExactlyOnceWith('/12/dashboard', true);

    const second = start({ fetchAccountDetails: () => Promise.resolve(landing) });
    logIn(second.actor, { currentPath: '/12/dashboard' });
    await settle();
    expect(second.effects.navigate).toHaveBeenCalledExactlyOnceWith('/12/contentplanner', true);
  });

  it('an impersonation login resets the flag and skips the last-login update', async () => {
    const { actor, calls, effects } = start();
    logIn(actor, { impersonationLogin: true });
    await settle();
    expect(effects.resetImpersonationFlag).toHaveBeenCalledTimes(1);
    expect(calls.updateLastLogin).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.impersonating).toBe(true);
  });

  it('a user the server says is impersonated skips the last-login update too', async () => {
    const { actor, calls, effects } = start({
      fetchCurrentUser: () => Promise.resolve({ ...user, impersonator: { first_name: 'Sam' } }),
    });
    logIn(actor);
    await settle();
    expect(calls.updateLastLogin).not.toHaveBeenCalled();
    expect(effects.resetImpersonationFlag).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.impersonating).toBe(true);
  });

  it('an impersonation link (session check with the cookie) runs the post-login steps while checking', async () => {
    let answerDetails: (details: AccountDetails) => void = () => {};
    const impersonated = { ...user, impersonator: { first_name: 'Sam' } };
    const { actor, calls, effects } = start(
      {
        checkSession: () => Promise.resolve({ user: impersonated, accountId: 12, accountRole: 1 }),
        fetchAccountDetails: () => new Promise((resolve) => (answerDetails = resolve)),
      },
      { hasSession: true, signals: { ...NO_POST_LOGIN_SIGNALS, impersonationLogin: true } },
    );
    await settle();
    expect(calls.fetchAccountDetails).toHaveBeenCalledWith({ accountId: 12 });
    expect(actor.getSnapshot().hasTag('checking')).toBe(true);
    answerDetails(details);
    await settle();
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/12/contentplanner', true);
    expect(effects.resetImpersonationFlag).toHaveBeenCalledTimes(1);
    expect(calls.updateLastLogin).not.toHaveBeenCalled();
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
  });
});

describe('auth: logged in', () => {
  it('an account switch updates the account and stores it', async () => {
    const { actor, effects } = start({}, { hasSession: true });
    await settle();
    actor.send({ type: 'session.accountChanged', accountId: 13, accountRole: 3 });
    expect(actor.getSnapshot().context).toMatchObject({ accountId: 13, accountRole: 3 });
    expect(effects.rememberAccount).toHaveBeenCalledWith(13, 3);
  });

  it('a re-authentication keeps the session, with the new user when given', async () => {
    const { actor } = start({}, { hasSession: true });
    await settle();
    actor.send({ type: 'session.reauthenticated' });
    expect(actor.getSnapshot().context.user).toEqual(user);
    const renamed = { ...user, name: { first_name: 'Liv', last_name: 'Owner' } };
    actor.send({ type: 'session.reauthenticated', user: renamed });
    expect(actor.getSnapshot().context.user).toEqual(renamed);
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
  });

  it('a saved profile (spec 3) becomes the session user; the session stays', async () => {
    const { actor } = start({}, { hasSession: true });
    await settle();
    const saved = { ...user, name: { first_name: 'Olivia', last_name: 'Stone' }, email: 'olivia@demo.test' };
    actor.send({ type: 'session.profileSaved', user: saved });
    expect(actor.getSnapshot().context.user).toEqual(saved);
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
  });
});

describe('auth: logging out', () => {
  it('signs out, clears the session, and goes to /#login after exactly 100 ms (logoutRedirect)', async () => {
    const { actor, clock, calls, effects } = start({}, { hasSession: true });
    await settle();
    actor.send({ type: 'logout.requested' });
    expect(actor.getSnapshot().hasTag('loggingOut')).toBe(true);
    await settle();
    expect(calls.signOut).toHaveBeenCalledTimes(1);
    expect(effects.clearSession).toHaveBeenCalledTimes(1);
    expect(timings.logoutRedirect).toBe(100);
    clock.increment(99);
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(actor.getSnapshot().hasTag('loggingOut')).toBe(true);
    clock.increment(1);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/#login', false);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context).toMatchObject({ user: null, accountId: null, impersonating: false });
  });

  it('a failed logout call is only logged: the browser side is cleared anyway', async () => {
    const failure = networkError();
    const { actor, clock, effects } = start({ signOut: () => Promise.reject(failure) }, { hasSession: true });
    await settle();
    actor.send({ type: 'logout.requested' });
    await settle();
    expect(effects.logFailure).toHaveBeenCalledWith('logout', failure);
    expect(effects.clearSession).toHaveBeenCalledTimes(1);
    clock.increment(100);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/#login', false);
  });

  it('a session from a social sign-in keeps the social flag until logout', async () => {
    const { actor, clock } = start({}, { hasSession: true, social: true });
    await settle();
    expect(actor.getSnapshot().context.social).toBe(true);
    actor.send({ type: 'logout.requested' });
    await settle();
    clock.increment(100);
    expect(actor.getSnapshot().context.social).toBe(false);
  });
});
