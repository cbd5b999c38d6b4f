/**
 * Registration by e-mail confirmation (issue 12): the register form ends with the server's message (check your
 * e-mail), never logged in; the mailed link, opened as a new page, logs the new user in like a login.
 */
import { describe, expect, it } from 'vitest';
import { NO_POST_LOGIN_SIGNALS } from '../../src/domain/postLoginRoute.ts';
import { MAIL_SENT, details, logIn, registration, settle, start, user } from './authHarness.ts';

describe('auth: registering by e-mail confirmation (issue 12)', () => {
  const register = (actor: ReturnType<typeof start>['actor']) =>
    actor.send({ type: 'register.submit', registration, signals: NO_POST_LOGIN_SIGNALS });
  const confirm = (actor: ReturnType<typeof start>['actor'], token = 'mailed-token-0123456789') =>
    actor.send({ type: 'registration.confirm', token, signals: NO_POST_LOGIN_SIGNALS });

  it('registering ends logged out with the server message (check your e-mail): no login, no welcome cookie', async () => {
    const { actor, calls, effects } = start();
    register(actor);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(calls.register).toHaveBeenCalledExactlyOnceWith(registration);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('awaitingConfirmation');
    expect(snapshot.context).toMatchObject({ notice: MAIL_SENT, error: null, user: null });
    expect(snapshot.hasTag('loggedIn')).toBe(false);
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(calls.fetchCurrentUser).not.toHaveBeenCalled();
    expect(effects.markWelcome).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('the link of the mail confirms, logs in like a login and sets the welcome cookie', async () => {
    const { actor, calls, effects } = start({
      fetchCurrentUser: () => Promise.resolve({ ...user, accountId: null }),
    });
    confirm(actor);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(calls.confirmRegistration).toHaveBeenCalledExactlyOnceWith({ token: 'mailed-token-0123456789' });
    expect(calls.register).not.toHaveBeenCalled();
    expect(effects.markWelcome).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/contentplanner', true);
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
    expect(calls.updateLastLogin).toHaveBeenCalledTimes(1);
  });

  it('a new account lands on its landing URL like after a login', async () => {
    const landing = { ...details, landing_url: '/subjects_services' };
    const { actor, effects } = start({ fetchAccountDetails: () => Promise.resolve(landing) });
    actor.send({
      type: 'registration.confirm',
      token: 'mailed-token-0123456789',
      signals: { ...NO_POST_LOGIN_SIGNALS, currentPath: '/' },
    });
    await settle();
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/12/subjects_services', true);
  });

  it('a link that cannot be used leaves the visitor logged out with the server message, no welcome cookie', async () => {
    const message = 'This link is not valid any more (used, expired or replaced by a newer one).';
    const { actor, calls, effects } = start({
      confirmRegistration: () => Promise.reject(new Error(message)),
    });
    confirm(actor);
    await settle();
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(effects.markWelcome).not.toHaveBeenCalled();
    expect(calls.fetchCurrentUser).not.toHaveBeenCalled();
  });

  it('after the mail the visitor can register again or log in; the message goes', async () => {
    const again = start();
    register(again.actor);
    await settle();
    register(again.actor);
    expect(again.actor.getSnapshot().context.notice).toBeNull();
    await settle();
    expect(again.calls.register).toHaveBeenCalledTimes(2);
    expect(again.actor.getSnapshot().value).toBe('awaitingConfirmation');

    const login = start();
    register(login.actor);
    await settle();
    logIn(login.actor);
    expect(login.actor.getSnapshot().context.notice).toBeNull();
    await settle();
    expect(login.actor.getSnapshot().hasTag('loggedIn')).toBe(true);

    // The link opens a new page (a new machine): the page that sent the mail does not take it.
    const link = start();
    register(link.actor);
    await settle();
    expect(
      link.actor
        .getSnapshot()
        .can({ type: 'registration.confirm', token: 't', signals: NO_POST_LOGIN_SIGNALS }),
    ).toBe(false);
  });

  it('logging out after a login that followed the mail forgets the message', async () => {
    const { actor, clock } = start();
    register(actor);
    await settle();
    logIn(actor);
    await settle();
    actor.send({ type: 'logout.requested' });
    await settle();
    clock.increment(100);
    expect(actor.getSnapshot().context).toMatchObject({ notice: null, user: null });
  });

  it('a refused registration (the rate limit) shows the server message, no notice, no welcome cookie', async () => {
    const { actor, effects } = start({
      register: () =>
        Promise.reject(new Error('Too many attempts. Please wait a few minutes and try again.')),
    });
    actor.send({ type: 'register.submit', registration, signals: NO_POST_LOGIN_SIGNALS });
    await settle();
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Too many attempts. Please wait a few minutes and try again.',
      notice: null,
    });
    expect(effects.markWelcome).not.toHaveBeenCalled();
  });
});
