import { useDeferredValue, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { accountMessages } from '../domain/accounts.ts';
import { holdsRedirect, waitsForSubscription } from '../domain/billingOwner.ts';
import { decideNavigation, type NavigationSession } from '../domain/routeGuards.ts';
import { matchRoute, type RouteMatch } from '../domain/routes.ts';
import { PaywallProvider, useBillingOwnerFacts } from '../features/paywall/index.ts';
import { LoadingScreen } from '../ui/LoadingScreen.tsx';
import { navigationSession, useSession } from './session.tsx';
import { useAppLocation } from './useAppLocation.ts';
import { useUrlAccount } from './urlAccount.ts';

type RenderRoute = (match: RouteMatch | null) => ReactNode;

/**
 * Applies decideNavigation (src/domain/routeGuards.ts) to every location: either renders the matched route,
 * or replaces the location with the decided one before the browser paints. While the session check runs,
 * nothing but a wait state is shown (no flash of the login page for a logged-in user). For a billing owner
 * (roleType 5) the subscription is fetched before the route is decided (spec 6); nobody else waits for it.
 * The paywall (its popup, alert and the facts the billing-owner rule reads) is provided here, under the session.
 * Before the rules, the URL's account id wins (urlAccount.ts): an account-scoped page of another of the user's
 * accounts waits while that account is selected; of an account that is not theirs, it is the 404 page.
 */
export function RouteGuard({ children }: { children: RenderRoute }) {
  const session = useSession();
  return (
    <PaywallProvider session={session}>
      <GuardedRoute>{children}</GuardedRoute>
    </PaywallProvider>
  );
}

function GuardedRoute({ children }: { children: RenderRoute }) {
  const location = useAppLocation();
  const session = useSession();
  const checking = session.status === 'checking';
  // The session check's answer is a synchronous update (the auth actor's store): the first page and its layout, the
  // longest render of a visit, then render as a deferred one, in slices the browser can answer between (issue 14),
  // with the wait screen kept until they are drawn.
  const stillChecking = useDeferredValue(checking);
  const requested = useMemo(() => matchRoute(location.pathname), [location.pathname]);
  const urlAccount = useUrlAccount(requested, session);
  const billing = useBillingOwnerFacts(session);
  const guardSession = useMemo<NavigationSession>(
    () => ({
      ...navigationSession(session),
      billing: billing.facts,
      isStaff: session.user?.isStaff === true,
      devBuild: import.meta.env.DEV,
    }),
    [session, billing.facts],
  );
  const waiting = waitsForSubscription(guardSession.loggedIn, billing.facts, billing.loading);
  const decided = !checking && !waiting && urlAccount === 'page';
  const decision = useMemo(
    () => (decided ? decideNavigation(location, guardSession) : null),
    [decided, location, guardSession],
  );
  const held =
    decision?.kind === 'redirect' && holdsRedirect(guardSession.loggedIn, billing.facts, billing.loading);
  const redirectTo = decision?.kind === 'redirect' && !held ? decision.to : null;

  useLayoutEffect(() => {
    if (redirectTo !== null) navigate(redirectTo, { replace: true });
  }, [redirectTo]);

  if (checking || stillChecking) return <LoadingScreen label="Checking your session…" />;
  if (urlAccount === 'switching') return <LoadingScreen label={accountMessages.switching} />;
  if (urlAccount === 'notFound') return <>{children(null)}</>;
  if (waiting || held) return <LoadingScreen label="Checking your subscription…" />;
  if (!decision || decision.kind === 'redirect') return <LoadingScreen label="Redirecting…" />;
  return <>{children(decision.match)}</>;
}
