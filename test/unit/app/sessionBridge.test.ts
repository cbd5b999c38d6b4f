import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef, type EventObject } from 'xstate';
import { autoDisconnectMachine } from '../../../machines/autoDisconnect.machine.ts';
import { paywallMachine } from '../../../machines/paywall.machine.ts';
import { createSessionBridge, forwardSession, type SessionFacts } from '../../../src/app/sessionBridge.ts';

const CHECKING: SessionFacts = { status: 'checking', userId: null, accountId: null };
const LOGGED_OUT: SessionFacts = { status: 'loggedOut', userId: null, accountId: null };
const ACME: SessionFacts = { status: 'loggedIn', userId: 7, accountId: 1 };
const NORTHWIND: SessionFacts = { ...ACME, accountId: 2 };
const LOGGING_OUT: SessionFacts = { ...NORTHWIND, status: 'loggingOut' };

/** A session whose facts the test sets, as the auth actor's snapshots would change them; its bridge started. */
function fakeSession(initial: SessionFacts, { started = true } = {}) {
  let facts = initial;
  const listeners = new Set<() => void>();
  let cleared = 0;
  const bridge = createSessionBridge(
    {
      current: () => facts,
      subscribe: (changed) => {
        listeners.add(changed);
        return () => listeners.delete(changed);
      },
    },
    () => {
      cleared += 1;
    },
  );
  if (started) bridge.start();
  return {
    bridge,
    set(next: SessionFacts) {
      facts = next;
      for (const changed of listeners) changed();
    },
    cleared: () => cleared,
  };
}

/** The events a machine's actor receives (the actor itself, or nothing behind it). */
function recorded<A extends AnyActorRef | null>(actor: A) {
  const events: EventObject[] = [];
  const receiver = {
    send(event: EventObject) {
      events.push(event);
      actor?.send(event);
    },
    // The snapshot of the actor behind, as each forwarding reads it.
    getSnapshot: () => actor?.getSnapshot() as never,
  };
  return { receiver, events, types: () => events.map((event) => event.type) };
}

/** A load that never answers, typed as whichever actor it stands in for. */
function pending<TOutput, TInput>() {
  return fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));
}

/** A paywall actor (its loads never answer) connected to the session's bridge. */
function connectedPaywall(session: ReturnType<typeof fakeSession>) {
  const actor = createActor(
    paywallMachine.provide({ actors: { loadBillingStatus: pending(), checkPaywall: pending() } }),
  ).start();
  const paywall = recorded(actor);
  session.bridge.connect(paywall.receiver, forwardSession.paywall);
  return { actor, paywall };
}

describe('the session bridge tells the long-lived machines what the session effects told them', () => {
  it('presence and the bells: told on connecting, then when logged in or out, not on an account change', () => {
    const session = fakeSession(CHECKING);
    const presence = recorded(null);
    const bells = recorded(null);
    session.bridge.connect(presence.receiver, forwardSession.presence);
    session.bridge.connect(bells.receiver, forwardSession.bells);
    expect(presence.types()).toEqual(['session.loggedOut']);
    expect(bells.types()).toEqual(['session.loggedOut']);

    session.set(ACME);
    session.set(NORTHWIND);
    session.set(LOGGING_OUT);
    session.set(LOGGED_OUT);
    // Logging out is no longer logged in: both hear it then, and not again when the logout ends.
    expect(presence.types()).toEqual(['session.loggedOut', 'session.loggedIn', 'session.loggedOut']);
    expect(bells.types()).toEqual(['session.loggedOut', 'session.loggedIn', 'session.loggedOut']);
  });

  it('the bells wait for a user', () => {
    const session = fakeSession({ ...ACME, userId: null });
    const bells = recorded(null);
    session.bridge.connect(bells.receiver, forwardSession.bells);
    session.set(ACME);
    expect(bells.types()).toEqual(['session.loggedOut', 'session.loggedIn']);
  });

  it('the MFA machine hears the logout only, also when it connects logged out', () => {
    const session = fakeSession(CHECKING);
    const mfa = recorded(null);
    session.bridge.connect(mfa.receiver, forwardSession.mfa);
    expect(mfa.types()).toEqual([]);
    session.set(ACME);
    session.set(LOGGING_OUT);
    expect(mfa.types()).toEqual([]);
    session.set(LOGGED_OUT);
    expect(mfa.types()).toEqual(['session.loggedOut']);

    const later = recorded(null);
    session.bridge.connect(later.receiver, forwardSession.mfa);
    expect(later.types()).toEqual(['session.loggedOut']);
  });

  it('the paywall: the login with its account, account changes once each, the logout', () => {
    const session = fakeSession(CHECKING);
    const { actor, paywall } = connectedPaywall(session);
    expect(paywall.events).toEqual([]);

    session.set(ACME);
    session.set(NORTHWIND);
    session.set(LOGGING_OUT);
    session.set(LOGGED_OUT);
    expect(paywall.events).toEqual([
      { type: 'session.loggedIn', accountId: 1 },
      { type: 'session.accountChanged', accountId: 2 },
      { type: 'session.loggedOut' },
    ]);
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
  });

  it('the paywall connecting to a logged-in session hears the login; one that knows the account is not told', () => {
    const session = fakeSession(ACME);
    const { actor, paywall } = connectedPaywall(session);
    expect(paywall.events).toEqual([{ type: 'session.loggedIn', accountId: 1 }]);

    const again = recorded(actor);
    session.bridge.connect(again.receiver, forwardSession.paywall);
    expect(again.events).toEqual([]);
  });

  it('the social machines: the account (0 for none), only when it is not the one they hold', () => {
    const session = fakeSession(ACME);
    const actor = createActor(autoDisconnectMachine.provide({ actors: { checkAutoDisconnect: pending() } }), {
      input: { accountId: 1 },
    }).start();
    const banner = recorded(actor);
    const disconnect = session.bridge.connect(banner.receiver, forwardSession.autoDisconnect);
    expect(banner.events).toEqual([]);
    session.set(NORTHWIND);
    session.set(LOGGED_OUT);
    expect(banner.events).toEqual([
      { type: 'account.changed', accountId: 2 },
      { type: 'account.changed', accountId: 0 },
    ]);
    expect(forwardSession.socialAccounts).toBe(forwardSession.autoDisconnect);

    disconnect();
    session.set(ACME);
    expect(banner.events).toHaveLength(2);
  });

  it('changes before the start reach the machines connected before it', () => {
    const session = fakeSession(CHECKING, { started: false });
    const presence = recorded(null);
    session.bridge.connect(presence.receiver, forwardSession.presence);
    session.set(ACME);
    expect(presence.types()).toEqual(['session.loggedOut']);
    const stop = session.bridge.start();
    expect(presence.types()).toEqual(['session.loggedOut', 'session.loggedIn']);
    stop();
    session.set(LOGGED_OUT);
    expect(presence.types()).toHaveLength(2);
  });
});

describe('the session bridge clears the data cache (spec 4.9)', () => {
  it('on a logout and on a change of user, not on a login or an account change', () => {
    const session = fakeSession(CHECKING);
    session.set(LOGGED_OUT);
    session.set(ACME);
    session.set(NORTHWIND);
    expect(session.cleared()).toBe(0);
    session.set(LOGGING_OUT);
    expect(session.cleared()).toBe(0);
    session.set(LOGGED_OUT);
    expect(session.cleared()).toBe(1);

    session.set(ACME);
    session.set({ ...ACME, userId: 8 });
    expect(session.cleared()).toBe(2);
  });
});
