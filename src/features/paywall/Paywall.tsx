/**
 * Subscription and paywall (spec 2.5, 2.6, 4.4, 6, 8). PaywallProvider runs the paywall machine once, connects it
 * to the session bridge (src/app/sessionBridge.ts: logins, logouts and account changes), and renders the paywall
 * popup. The red card bar and the code-3 alert are rendered by the layouts (`PaywallBar`), and the route guard
 * reads the billing-owner facts (`useBillingOwnerFacts`). Mount the provider inside SessionProvider and the Router.
 * A role that may not manage the card or the plan (src/domain/permissions.ts) sees who can instead of the bar's and
 * the popup's actions.
 */
import { inspect } from '../../app/inspection.ts';
import { useCan } from '../../app/permissions.ts';
import { forwardSession, useSessionBridge } from '../../app/sessionBridge.ts';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import type { SnapshotFrom } from 'xstate';
import { statusOf, type paywallMachine } from '../../../machines/paywall.machine.ts';
import { accountCalls } from '../../api/accounts.ts';
import { billingCalls } from '../../api/billing.ts';
import { api } from '../../api/index.ts';
import type { BillingOwnerFacts } from '../../domain/billingOwner.ts';
import { permissionMessages } from '../../domain/permissions.ts';
import { paywallText, type SubscriptionStatus } from '../../domain/subscription.ts';
import { PaywallActorContext } from './paywallContext.ts';
import { paywallLogic } from './paywallLogic.ts';
import { buttonClass } from '../../ui/buttonClass.ts';

type PaywallSnapshot = SnapshotFrom<typeof paywallMachine>;

/** What the paywall needs of the session (the app passes `useSession()`'s). */
export interface PaywallSession {
  readonly status: 'checking' | 'loggedIn' | 'loggedOut' | 'loggingOut';
  readonly accountId: number | null;
  readonly impersonating: boolean;
  readonly user: { readonly roleType: number | null } | null;
  readonly logOut: () => void;
}

const PaywallPopup = lazy(async () => ({ default: (await import('./PaywallPopup.tsx')).PaywallPopup }));

/** The popup's code (and the dialog library) loads only when the paywall shows it (issue 14). */
function LazyPaywallPopup({ onLogOut }: { onLogOut: () => void }) {
  const popup = PaywallActorContext.useSelector(
    (snapshot) => snapshot.hasTag('popup') && snapshot.context.view.surface === 'popup',
  );
  return popup ? (
    <Suspense fallback={null}>
      <PaywallPopup onLogOut={onLogOut} />
    </Suspense>
  ) : null;
}

/** Connects the paywall actor to the session bridge: logins, logouts and account changes. */
function PaywallSessionEvents() {
  useSessionBridge(PaywallActorContext.useActorRef(), forwardSession.paywall);
  return null;
}

export function PaywallProvider({ session, children }: { session: PaywallSession; children: ReactNode }) {
  const [logic] = useState(() =>
    paywallLogic({
      calls: { ...billingCalls(api), ...accountCalls(api) },
      navigate: (path) => navigate(path),
      leaveTo: (url) => window.location.assign(url),
    }),
  );
  return (
    <PaywallActorContext.Provider logic={logic} options={{ inspect }}>
      <PaywallSessionEvents />
      {children}
      <LazyPaywallPopup onLogOut={session.logOut} />
    </PaywallActorContext.Provider>
  );
}

/**
 * The billing-owner facts the route guard reads (spec 6), and whether it must wait for them: the subscription is
 * being fetched, or the session is ahead of the paywall actor (just logged in, account just changed).
 */
export function useBillingOwnerFacts(session: PaywallSession): {
  facts: BillingOwnerFacts | null;
  loading: boolean;
} {
  const { accountId } = session;
  const loggedIn = session.status === 'loggedIn';
  const billing = PaywallActorContext.useSelector((snapshot) => snapshot.context.billing);
  const behind = PaywallActorContext.useSelector(
    (snapshot: PaywallSnapshot) =>
      snapshot.hasTag('loadingStatus') ||
      (loggedIn && snapshot.matches('loggedOut')) ||
      (loggedIn && accountId !== null && snapshot.context.accountId !== accountId),
  );
  const roleType = session.user?.roleType ?? null;
  const facts = useMemo<BillingOwnerFacts | null>(() => {
    if (!loggedIn) return null;
    return {
      roleType: billing?.roleType ?? roleType,
      impersonating: session.impersonating,
      isInvited: billing?.isInvited ?? false,
      hasSubscription: billing ? billing.subscriptions.length > 0 : null,
    };
  }, [loggedIn, billing, roleType, session.impersonating]);
  return { facts, loading: behind };
}

/**
 * For the plan picker's '14 Days Free Trial' badge (spec 9, domain `showsTrialBadge`): whether the user has a
 * subscription, null while unknown; and its status.
 */
export function useSubscription(): { hasSubscription: boolean | null; status: SubscriptionStatus | null } {
  const billing = PaywallActorContext.useSelector((snapshot) => snapshot.context.billing);
  return useMemo(
    () => ({
      hasSubscription: billing ? billing.subscriptions.length > 0 : null,
      status: statusOf({ billing }),
    }),
    [billing],
  );
}

/** Checks again (after a card update or a plan change). */
export function usePaywallRecheck(): () => void {
  const paywall = PaywallActorContext.useActorRef();
  return useMemo(() => () => paywall.send({ type: 'paywall.recheck' }), [paywall]);
}

/**
 * The top of the layouts (spec 2.5, 4.4): the red bar of code 1 with the server's message and 'Update credit
 * card' (`titled` adds 'We couldn’t charge your credit card!', for the onBoard and specialOffer layouts), or the
 * alert of code 3 with the server's message and OK. Both sit in the page flow and block nothing: the alert is not
 * modal, since it comes back on every check (a trial about to end) and must not lock the page each time.
 */
export function PaywallBar({ titled = false }: { titled?: boolean }) {
  const paywall = PaywallActorContext.useActorRef();
  const bar = PaywallActorContext.useSelector((snapshot) => snapshot.hasTag('bar'));
  const alert = PaywallActorContext.useSelector((snapshot) => snapshot.hasTag('alert'));
  const view = PaywallActorContext.useSelector((snapshot) => snapshot.context.view);
  const canUpdateCard = useCan('card.manage');
  if (alert && view.surface === 'alert') {
    return (
      <div
        role="alert"
        data-testid="paywall-alert"
        className="border-b border-amber-300 bg-amber-50 text-amber-900"
      >
        <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-center gap-x-4 gap-y-2 px-4 py-2 text-sm sm:px-6">
          <p>{view.message}</p>
          <button
            type="button"
            onClick={() => paywall.send({ type: 'paywall.alertClosed' })}
            className={buttonClass('warning')}
          >
            {paywallText.alertClose}
          </button>
        </div>
      </div>
    );
  }
  if (!bar || view.surface !== 'bar') return null;
  return (
    <section aria-label={paywallText.barTitle} data-testid="paywall-bar" className="bg-red-700 text-white">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-center gap-x-4 gap-y-2 px-4 py-2 text-sm sm:px-6">
        {titled ? <p className="font-semibold">{paywallText.barTitle}</p> : null}
        {view.message ? <p>{view.message}</p> : null}
        {canUpdateCard ? (
          <button
            type="button"
            onClick={() => paywall.send({ type: 'paywall.updateCard' })}
            className={buttonClass('inverse')}
          >
            {paywallText.updateCard}
          </button>
        ) : (
          <p role="note">{permissionMessages.paywallReadOnly}</p>
        )}
      </div>
    </section>
  );
}
