/**
 * Signing in and registering with a social network (issue 16; spec 4.2 social flag, 8 'User Does not Exist.' and
 * 'Account Already connected.'): the form's button leaves for the network's consent page; the /callback page's
 * ticket logs in like a login, with the social flag and, for a new login, the welcome cookie.
 */
import { describe, expect, it } from 'vitest';
import { NO_POST_LOGIN_SIGNALS } from '../../src/domain/postLoginRoute.ts';
import { socialSignInMessages } from '../../src/domain/socialSignIn.ts';
import { details, settle, start } from './authHarness.ts';

const CONSENT = 'http://localhost:4174/sandbox/social/linkedin/consent?state=s&redirect_uri=r';
const TICKET = 'T1cket0123456789abcdefghijklmnop';

describe('auth: social sign-in and registration (issue 16)', () => {
  it("a 'Log in with LinkedIn' button asks for the consent page and leaves for it, busy, nobody logged in", async () => {
    const { actor, calls, effects } = start({ startSocialSignIn: () => Promise.resolve(CONSENT) });
    actor.send({ type: 'social.start', providerId: 4, intent: 'login', signals: NO_POST_LOGIN_SIGNALS });
    expect(actor.getSnapshot().value).toEqual({ loggingIn: 'socialStarting' });
    expect(actor.getSnapshot().context.socialStart).toEqual({ providerId: 4, intent: 'login' });
    await settle();
    expect(calls.startSocialSignIn).toHaveBeenCalledExactlyOnceWith({ providerId: 4, intent: 'login' });
    expect(effects.leaveForNetwork).toHaveBeenCalledExactlyOnceWith(CONSENT);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ loggingIn: 'socialLeaving' });
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(snapshot.hasTag('loggedIn')).toBe(false);
    expect(calls.authenticate).not.toHaveBeenCalled();
  });

  it('the Back button from the consent page shows the forms again', async () => {
    const { actor } = start();
    actor.send({ type: 'social.start', providerId: 2, intent: 'register', signals: NO_POST_LOGIN_SIGNALS });
    await settle();
    actor.send({ type: 'social.returned' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('loggedOut');
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(snapshot.context.socialStart).toBeNull();
  });

  it("a start the server refuses stays on the form with the server's message", async () => {
    const { actor, effects } = start({
      startSocialSignIn: () => Promise.reject(new Error(socialSignInMessages.notAvailable)),
    });
    actor.send({ type: 'social.start', providerId: 1, intent: 'login', signals: NO_POST_LOGIN_SIGNALS });
    await settle();
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.error).toBe(socialSignInMessages.notAvailable);
    expect(effects.leaveForNetwork).not.toHaveBeenCalled();
  });

  it('the ticket of /callback logs in like a login, with the social flag, and no welcome for a known login', async () => {
    const { actor, calls, effects } = start();
    actor.send({ type: 'social.complete', ticket: TICKET, signals: NO_POST_LOGIN_SIGNALS });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(calls.socialSignIn).toHaveBeenCalledExactlyOnceWith({ ticket: TICKET });
    expect(calls.fetchCurrentUser).toHaveBeenCalledTimes(1);
    expect(calls.fetchAccountDetails).toHaveBeenCalledExactlyOnceWith({ accountId: 12 });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('loggedIn')).toBe(true);
    expect(snapshot.context.social).toBe(true);
    expect(effects.markWelcome).not.toHaveBeenCalled();
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/12/contentplanner', true);
    expect(calls.updateLastLogin).toHaveBeenCalledTimes(1);
  });

  it('a social registration sets the welcome cookie and lands on the first setup step', async () => {
    const { actor, effects } = start({
      socialSignIn: () => Promise.resolve({ registered: true }),
      fetchAccountDetails: () => Promise.resolve({ ...details, landing_url: '/subjects_services' }),
    });
    actor.send({ type: 'social.complete', ticket: TICKET, signals: NO_POST_LOGIN_SIGNALS });
    await settle();
    expect(effects.markWelcome).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.newUser).toBe(true);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/12/subjects_services', true);
  });

  it.each([socialSignInMessages.userDoesNotExist, socialSignInMessages.alreadyConnected])(
    "a refused ticket leaves the visitor logged out with '%s'",
    async (message) => {
      const { actor, calls, effects } = start({ socialSignIn: () => Promise.reject(new Error(message)) });
      actor.send({ type: 'social.complete', ticket: TICKET, signals: NO_POST_LOGIN_SIGNALS });
      await settle();
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toBe('loggedOut');
      expect(snapshot.context).toMatchObject({ error: message, user: null, social: false });
      expect(calls.fetchCurrentUser).not.toHaveBeenCalled();
      expect(effects.markWelcome).not.toHaveBeenCalled();
    },
  );

  it('a ticket is only taken while logged out: a logged-in session ignores it', async () => {
    const { actor, calls } = start({}, { hasSession: true });
    await settle();
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
    actor.send({ type: 'social.complete', ticket: TICKET, signals: NO_POST_LOGIN_SIGNALS });
    await settle();
    expect(calls.socialSignIn).not.toHaveBeenCalled();
  });
});
