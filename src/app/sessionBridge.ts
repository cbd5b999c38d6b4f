/**
 * The session bridge: the one subscriber of the auth actor that tells the long-lived machines about the session.
 *
 * Each machine that follows the session connects its actor with its forwarding (the table `forwardSession` below):
 * which session facts it follows, and what it is sent when they change. It is told once when it connects (with the
 * session as it is then) and again whenever the facts it follows change, the same events at the same moments as the
 * React effects it replaces. A logout or a change of user clears every cached collection (`clearAppCache`:
 * the cache registers itself there once a page loads it, so the login page does not load the query library).
 *
 * The bridge knows nothing of React: `SessionProvider` (session.tsx) starts it on the auth actor, and the views that
 * hold a machine connect it with `useSessionBridge(actor, forwardSession.<machine>)`.
 */
import { createContext, useContext, useEffect } from 'react';
import type { MfaEvent } from '../../machines/mfa.machine.ts';
import type { PaywallEvent } from '../../machines/paywall.machine.ts';
import { clearAppCache } from '../api/queries/appCache.ts';
import { accountIdOf } from '../domain/social.ts';
import type { SessionStatus } from './session.tsx';

/** What the bridge reads of the session. */
export interface SessionFacts {
  readonly status: SessionStatus;
  readonly userId: number | null;
  readonly accountId: number | null;
}

/** The session the bridge reads: its facts now, and a way to hear of every change (answers the unsubscribe). */
export interface SessionSource {
  readonly current: () => SessionFacts;
  readonly subscribe: (changed: () => void) => () => void;
}

/** What a machine follows of the session and what it is sent. `follows` compares by value (`Object.is`). */
export interface SessionForwarding<Target> {
  readonly follows: (facts: SessionFacts) => string | number | boolean | null;
  readonly forward: (target: Target, facts: SessionFacts) => void;
}

/** A machine's actor as the bridge sees it: it sends events and some rules read the snapshot. */
interface Receiver<Event, Snapshot = unknown> {
  send(event: Event): void;
  getSnapshot(): Snapshot;
}

type PaywallReceiver = Receiver<
  PaywallEvent,
  { matches(state: 'loggedOut'): boolean; context: { accountId: number | null } }
>;
type SessionEventReceiver = Receiver<{ type: 'session.loggedIn' } | { type: 'session.loggedOut' }>;
type AccountReceiver = Receiver<
  { type: 'account.changed'; accountId: number },
  { context: { accountId: number } }
>;

/** Logged in or out, for the machines that only follow that (presence with `loggedIn`, the bells with a user). */
function loggedInOrOut(loggedIn: (facts: SessionFacts) => boolean): SessionForwarding<SessionEventReceiver> {
  return {
    follows: loggedIn,
    forward: (target, facts) =>
      target.send({ type: loggedIn(facts) ? 'session.loggedIn' : 'session.loggedOut' }),
  };
}

/** The account the social calls are about (0: none); the machine is told when it is not the one it holds. */
const followAccount: SessionForwarding<AccountReceiver> = {
  follows: (facts) => accountIdOf(facts.accountId),
  forward: (target, facts) => {
    const accountId = accountIdOf(facts.accountId);
    if (target.getSnapshot().context.accountId !== accountId)
      target.send({ type: 'account.changed', accountId });
  },
};

/** What each long-lived machine is told of the session. */
export const forwardSession = {
  /** Logins, logouts and account changes; a machine that already knows the account is not told again. */
  paywall: {
    follows: (facts) => `${facts.status}:${facts.accountId ?? ''}`,
    forward: (paywall, { status, accountId }) => {
      const snapshot = paywall.getSnapshot();
      if (status === 'loggedIn') {
        if (snapshot.matches('loggedOut')) paywall.send({ type: 'session.loggedIn', accountId });
        else if (accountId !== null && snapshot.context.accountId !== accountId)
          paywall.send({ type: 'session.accountChanged', accountId });
      } else if (status === 'loggedOut') {
        paywall.send({ type: 'session.loggedOut' });
      }
    },
  } satisfies SessionForwarding<PaywallReceiver>,
  /** Only the logout: the timeouts come from the API client. */
  mfa: {
    follows: (facts) => facts.status === 'loggedOut',
    forward: (mfa, facts) => {
      if (facts.status === 'loggedOut') mfa.send({ type: 'session.loggedOut' });
    },
  } satisfies SessionForwarding<Receiver<MfaEvent>>,
  presence: loggedInOrOut((facts) => facts.status === 'loggedIn'),
  bells: loggedInOrOut((facts) => facts.status === 'loggedIn' && facts.userId !== null),
  /** The stream of changes is open while someone is logged in (src/features/live). */
  live: loggedInOrOut((facts) => facts.status === 'loggedIn' && facts.userId !== null),
  socialAccounts: followAccount,
  autoDisconnect: followAccount,
};

/** The signed-in user whose data the caches hold: set while logged in or logging out. */
function cachedUser(facts: SessionFacts): number | null {
  return facts.status === 'loggedIn' || facts.status === 'loggingOut' ? facts.userId : null;
}

function sameFacts(a: SessionFacts, b: SessionFacts): boolean {
  return a.status === b.status && a.userId === b.userId && a.accountId === b.accountId;
}

export interface SessionBridge {
  /** Subscribes to the session; answers the stop. Connections made before the start are told of what changed. */
  start(): () => void;
  /** Tells `target` of the session now and of every change of what it follows; answers the disconnect. */
  connect<Target>(target: Target, forwarding: SessionForwarding<Target>): () => void;
}

export function createSessionBridge(
  source: SessionSource,
  clearCaches: () => void = clearAppCache,
): SessionBridge {
  const connections = new Set<(facts: SessionFacts) => void>();
  let facts = source.current();

  const refresh = () => {
    const next = source.current();
    if (sameFacts(facts, next)) return;
    const user = cachedUser(facts);
    if (user !== null && cachedUser(next) !== user) clearCaches();
    facts = next;
    for (const tell of [...connections]) tell(next);
  };

  return {
    start() {
      const stop = source.subscribe(refresh);
      refresh();
      return stop;
    },
    connect(target, forwarding) {
      refresh();
      let followed = forwarding.follows(facts);
      forwarding.forward(target, facts);
      const tell = (next: SessionFacts) => {
        const now = forwarding.follows(next);
        if (Object.is(now, followed)) return;
        followed = now;
        forwarding.forward(target, next);
      };
      connections.add(tell);
      return () => {
        connections.delete(tell);
      };
    },
  };
}

/** The app's bridge (provided by SessionProvider). */
export const SessionBridgeContext = createContext<SessionBridge | null>(null);

/** Connects a machine's actor to the session bridge while the calling view is mounted. */
export function useSessionBridge<Target>(target: Target, forwarding: SessionForwarding<Target>): void {
  const bridge = useContext(SessionBridgeContext);
  useEffect(() => bridge?.connect(target, forwarding), [bridge, target, forwarding]);
}
