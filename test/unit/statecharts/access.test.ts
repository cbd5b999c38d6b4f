/** Who may open the statechart viewer (/statecharts): staff and development builds; everyone else gets the 404. */
import { describe, expect, it } from 'vitest';
import { canOpenRoute, decideNavigation, type NavigationSession } from '../../../src/domain/routeGuards.ts';
import { matchRoute } from '../../../src/domain/routes.ts';

const at = (pathname: string) => ({ pathname, search: '', hash: '' });
const loggedOut: NavigationSession = { loggedIn: false, accountId: null, accountRole: null };
const customer: NavigationSession = { loggedIn: true, accountId: '12', accountRole: 1, isStaff: false };
const staff: NavigationSession = { loggedIn: true, accountId: null, accountRole: null, isStaff: true };

describe('the /statecharts route', () => {
  const route = matchRoute('/statecharts')!.route;

  it('is a staff-only top-level route', () => {
    expect(route.name).toBe('statecharts');
    expect(route.staffOnly).toBe(true);
  });

  it('opens for logged-in staff and in development builds', () => {
    expect(canOpenRoute(route, staff)).toBe(true);
    expect(canOpenRoute(route, { ...customer, devBuild: true })).toBe(true);
    expect(canOpenRoute(route, { ...loggedOut, devBuild: true })).toBe(true);
  });

  it('stays closed to customers and logged-out visitors of a production build', () => {
    expect(canOpenRoute(route, customer)).toBe(false);
    expect(canOpenRoute(route, { ...customer, devBuild: false })).toBe(false);
    expect(canOpenRoute(route, loggedOut)).toBe(false);
    // A stale isStaff flag without a login does not count.
    expect(canOpenRoute(route, { ...loggedOut, isStaff: true })).toBe(false);
  });

  it('renders the 404 page (no match) for a customer and for a logged-out visitor, without redirecting', () => {
    expect(decideNavigation(at('/statecharts'), customer)).toEqual({ kind: 'render', match: null });
    expect(decideNavigation(at('/statecharts'), loggedOut)).toEqual({ kind: 'render', match: null });
  });

  it('renders the viewer for staff', () => {
    const decision = decideNavigation(at('/statecharts'), staff);
    expect(decision.kind).toBe('render');
    expect(decision.kind === 'render' && decision.match?.route.name).toBe('statecharts');
  });

  it('leaves every other route alone', () => {
    expect(canOpenRoute(matchRoute('/contentplanner')!.route, customer)).toBe(true);
    expect(decideNavigation(at('/contentplanner'), loggedOut).kind).toBe('redirect');
  });
});
