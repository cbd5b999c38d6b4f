import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { decideNavigation } from '../domain/routeGuards.ts';
import type { RouteMatch } from '../domain/routes.ts';
import { LoadingScreen } from '../ui/LoadingScreen.tsx';
import { navigationSession, useSession } from './session.tsx';
import { useAppLocation } from './useAppLocation.ts';

/**
 * Applies decideNavigation (src/domain/routeGuards.ts) to every location: either renders the matched route,
 * or replaces the location with the decided one before the browser paints. While the session check runs,
 * nothing but a wait state is shown (no flash of the login page for a logged-in user).
 */
export function RouteGuard({ children }: { children: (match: RouteMatch | null) => ReactNode }) {
  const location = useAppLocation();
  const session = useSession();
  const checking = session.status === 'checking';
  const guardSession = useMemo(() => navigationSession(session), [session]);
  const decision = useMemo(
    () => (checking ? null : decideNavigation(location, guardSession)),
    [checking, location, guardSession],
  );
  const redirectTo = decision?.kind === 'redirect' ? decision.to : null;

  useLayoutEffect(() => {
    if (redirectTo !== null) navigate(redirectTo, { replace: true });
  }, [redirectTo]);

  if (checking) return <LoadingScreen label="Checking your session…" />;
  if (!decision || decision.kind === 'redirect') return <LoadingScreen label="Redirecting…" />;
  return <>{children(decision.match)}</>;
}
