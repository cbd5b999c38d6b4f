import { describe, expect, it } from 'vitest';
import {
  accountIdGuard,
  authGuard,
  billingOwnerGuard,
  decideNavigation,
  formatLocation,
  keptPathOf,
  landingPath,
  legacyRedirect,
  loginPage,
  parseLocation,
  postLoginTarget,
  redirectPage,
  roleGuard,
  withAccountId,
  type AppLocation,
  type GuardRule,
  type NavigationSession,
} from '../../../src/domain/routeGuards.ts';
import { SUBSCRIBED_OWNER_SENT_AWAY } from './billingOwnerPages.ts';
import { expectEach } from './expectEach.ts';

const loggedOut: NavigationSession = { loggedIn: false, accountId: null, accountRole: null };
const owner: NavigationSession = { loggedIn: true, accountId: '12', accountRole: 1 };
const member: NavigationSession = { loggedIn: true, accountId: '12', accountRole: 3 };
const noAccount: NavigationSession = { loggedIn: true, accountId: null, accountRole: null };

const at = (target: string) => parseLocation(target);
const decide = (target: string, session: NavigationSession) => decideNavigation(at(target), session);
const finalTarget = (target: string, session: NavigationSession) => {
  const decision = decide(target, session);
  return decision.kind === 'redirect' ? decision.to : target;
};

/** Where `guard` sends a visitor on `target`, or null when it lets them through. */
function sends(
  guard: (location: AppLocation, session: NavigationSession) => AppLocation | null,
  target: string,
  session: NavigationSession,
): string | null {
  const next = guard(at(target), session);
  return next && formatLocation(next);
}

/** The decision to redirect through `hops`, ending where the last one goes. */
const redirectVia = (...hops: [GuardRule, string][]) => ({
  kind: 'redirect',
  to: hops[hops.length - 1]![1],
  hops: hops.map(([rule, to]) => ({ rule, to })),
});

/** Every path ends, for every session, on a location that renders: no loops, no second redirect. */
function expectEndsRendering(paths: readonly string[], sessions: readonly NavigationSession[]) {
  for (const session of sessions) {
    for (const path of paths) {
      const target = finalTarget(path, session);
      expect(decide(target, session).kind, `${path} -> ${target}`).toBe('render');
    }
  }
}

describe('legacyRedirect (spec 2.3)', () => {
  it('sends mission-control paths to the dashboard, keeping query and hash', () => {
    expect(legacyRedirect(at('/mission-control'))).toEqual(at('/dashboard'));
    expect(legacyRedirect(at('/mission-control/'))).toEqual(at('/dashboard'));
    expect(legacyRedirect(at('/mission-control/overview?x=1#h'))).toEqual(at('/dashboard/overview?x=1#h'));
  });

  it('leaves other paths alone', () => {
    expect(legacyRedirect(at('/dashboard'))).toBeNull();
    expect(legacyRedirect(at('/mission-control/roi'))).toBeNull();
    expect(legacyRedirect(at('/12/mission-control'))).toBeNull();
  });
});

describe('authGuard (spec 2.3)', () => {
  it('sends a logged-out visitor on a protected page to /redirect, keeping the requested path', () => {
    expect(sends(authGuard, '/dashboard/overview', loggedOut)).toBe(
      '/redirect?redirect=%2Fdashboard%2Foverview',
    );
    expect(sends(authGuard, '/12/my_library?tab=2#content', loggedOut)).toBe(
      '/redirect?redirect=%2F12%2Fmy_library%3Ftab%3D2%23content',
    );
  });

  it('asks for a login on an account-scoped page written without its account id (the guard adds it after)', () => {
    for (const path of ['/brandkit', '/dashboard/reach', '/subjects_services', '/editor/5']) {
      expect(sends(authGuard, path, loggedOut), path).toBe(`/redirect?redirect=${encodeURIComponent(path)}`);
    }
  });

  it('does not keep a requested path that is not safe', () => {
    expect(sends(authGuard, '/dashboard?next=//evil.example', loggedOut)).toBe('/redirect');
  });

  it('lets anyone see callback, redirect and the other public pages', () => {
    for (const path of ['/callback', '/redirect', '/', '/#login', '/privacy', '/invite_offer', '/reset']) {
      expect(authGuard(at(path), loggedOut), path).toBeNull();
    }
  });

  it('shows unknown pages (404) without asking for a login', () => {
    expect(authGuard(at('/no-such-page'), loggedOut)).toBeNull();
  });

  it('lets a logged-in user through', () => {
    expect(authGuard(at('/dashboard/overview'), owner)).toBeNull();
  });
});

describe('redirectPage and loginPage (spec 2.3, 4.2)', () => {
  it('sends a logged-in user from /redirect to the content planner of the current account', () => {
    expect(sends(redirectPage, '/redirect', owner)).toBe('/12/contentplanner');
    expect(sends(redirectPage, '/redirect', noAccount)).toBe('/contentplanner');
    expect(landingPath('not-a-number')).toBe('/contentplanner');
  });

  it('sends a logged-out visitor from /redirect to /#login, carrying a safe kept path', () => {
    expect(sends(redirectPage, '/redirect', loggedOut)).toBe('/#login');
    expect(sends(redirectPage, '/redirect?redirect=%2Fdashboard', loggedOut)).toBe(
      '/?redirect=%2Fdashboard#login',
    );
    expect(sends(redirectPage, '/redirect?redirect=%2F%2Fevil.example', loggedOut)).toBe('/#login');
  });

  it('sends a logged-in user on the login page home', () => {
    expect(sends(loginPage, '/#login', owner)).toBe('/redirect');
    expect(sends(loginPage, '/', owner)).toBe('/redirect');
    expect(loginPage(at('/#login'), loggedOut)).toBeNull();
    expect(loginPage(at('/dashboard'), owner)).toBeNull();
    expect(redirectPage(at('/dashboard'), owner)).toBeNull();
  });
});

describe('account-id guard (spec 2.3)', () => {
  it.each([
    ['/dashboard', '/12/dashboard'],
    ['/dashboard/overview', '/12/dashboard/overview'],
    ['/dashboard/roi', '/12/dashboard/roi'],
    ['/dashboard/leads', '/12/dashboard/leads'],
    ['/contentplanner', '/12/contentplanner'],
    ['/contentplanner/7/8', '/12/contentplanner/7/8'],
    ['/my_library', '/12/my_library'],
    ['/billing', '/12/billing'],
    ['/topics', '/12/topics'],
    ['/categories', '/12/categories'],
    ['/social_accounts', '/12/social_accounts'],
    ['/brandkit', '/12/brandkit'],
    ['/payment', '/12/payment'],
    ['/subjects_services', '/12/subjects_services'],
    ['/userSetting', '/12/userSetting'],
    ['/help_center', '/12/help_center'],
    ['/industry_news', '/12/industry_news'],
    ['/Organisationprofile', '/12/Organisationprofile'],
    ['/posteditor/7', '/12/posteditor/7'],
    ['/sharedposteditor/7', '/12/sharedposteditor/7'],
    ['/templateeditor/7', '/12/templateeditor/7'],
    ['/usermediaditor/7', '/12/usermediaditor/7'],
    ['/editor/7', '/editor/12/7'],
    ['/dashboard/', '/12/dashboard'],
  ])('inserts the account id into %s', (path, expected) => {
    expect(withAccountId(path, '12')).toBe(expected);
    expect(withAccountId(path, 12)).toBe(expected);
  });

  it.each([
    '/12/dashboard/overview',
    '/99/dashboard/overview',
    '/editor/12/7',
    '/editor/99/7',
    '/plan',
    '/brandpilot_network',
    '/',
    '/redirect',
    '/no-such-page',
    '/dashboard/no-such-tab',
  ])('leaves %s as it is', (path) => {
    expect(withAccountId(path, '12')).toBe(path);
  });

  it('changes nothing without a valid stored account id', () => {
    expectEach(withAccountId, [
      ['/dashboard/overview', null, '/dashboard/overview'],
      ['/dashboard/overview', '', '/dashboard/overview'],
      ['/dashboard/overview', '../evil', '/dashboard/overview'],
      ['/dashboard/overview', 'abc', '/dashboard/overview'],
    ]);
  });

  it('keeps query and hash', () => {
    expect(sends(accountIdGuard, '/dashboard/overview?x=1#h', owner)).toBe('/12/dashboard/overview?x=1#h');
    expect(sends(accountIdGuard, '/my_library#content', owner)).toBe('/12/my_library#content');
    expect(accountIdGuard(at('/12/my_library#content'), owner)).toBeNull();
    expect(accountIdGuard(at('/dashboard/overview?x=1#h'), noAccount)).toBeNull();
  });
});

describe('roleGuard (spec 6)', () => {
  it.each([
    ['/12/my_library', '/12/contentplanner'],
    ['/12/my_library#content', '/12/contentplanner'],
    ['/12/dashboard/overview', '/12/contentplanner'],
    ['/12/dashboard/roi?range=30', '/12/contentplanner'],
    ['/my_library', '/contentplanner'],
    ['/dashboard/overview', '/contentplanner'],
  ])('sends role 3 from %s to %s', (path, expected) => {
    expect(sends(roleGuard, path, member)).toBe(expected);
  });

  it('leaves role 3 on other pages, including other dashboard tabs', () => {
    for (const path of ['/12/dashboard', '/12/dashboard/reach', '/12/contentplanner', '/12/help_center']) {
      expect(roleGuard(at(path), member), path).toBeNull();
    }
  });

  it('leaves other roles and unknown roles alone', () => {
    expect(roleGuard(at('/12/my_library'), owner)).toBeNull();
    expect(roleGuard(at('/12/my_library'), { ...owner, accountRole: null })).toBeNull();
  });
});

describe('decideNavigation', () => {
  it('renders a page no rule touches, with its route', () => {
    expect(decide('/12/contentplanner', owner)).toMatchObject({
      kind: 'render',
      match: { route: { name: 'accid-contentplanner' }, params: { accid: '12' } },
    });
  });

  it('renders the 404 page (no match) for unknown pages, logged in or not', () => {
    expect(decide('/no-such-page', owner)).toEqual({ kind: 'render', match: null });
    expect(decide('/no-such-page', loggedOut)).toEqual({ kind: 'render', match: null });
  });

  it('sends a logged-out visitor from /mission-control/overview to the login page, keeping the dashboard path', () => {
    const decision = decide('/mission-control/overview', loggedOut);
    expect(decision).toEqual(
      redirectVia(
        ['legacyRedirect', '/dashboard/overview'],
        ['authGuard', '/redirect?redirect=%2Fdashboard%2Foverview'],
        ['redirectPage', '/?redirect=%2Fdashboard%2Foverview#login'],
      ),
    );
  });

  it('restores the kept path after login with the account id inserted', () => {
    const kept = keptPathOf(parseLocation(finalTarget('/mission-control/overview', loggedOut)).search);
    expect(finalTarget(postLoginTarget(kept), owner)).toBe('/12/dashboard/overview');
  });

  it('sends a logged-in user through the old paths to the account-scoped dashboard', () => {
    expect(finalTarget('/mission-control', owner)).toBe('/12/dashboard');
    expect(finalTarget('/mission-control/overview?x=1#h', owner)).toBe('/12/dashboard/overview?x=1#h');
  });

  it('sends a logged-in user on the login page to the content planner through /redirect', () => {
    const decision = decide('/#login', owner);
    expect(decision).toEqual(redirectVia(['loginPage', '/redirect'], ['redirectPage', '/12/contentplanner']));
    expect(finalTarget('/?redirect=%2Fdashboard#login', owner)).toBe('/12/contentplanner');
  });

  it('shows the login page to a logged-out visitor', () => {
    expect(decide('/#login', loggedOut)).toMatchObject({
      kind: 'render',
      match: { route: { name: 'index' } },
    });
    expect(decide('/', loggedOut)).toMatchObject({ kind: 'render', match: { route: { name: 'index' } } });
    expect(finalTarget('/redirect', loggedOut)).toBe('/#login');
  });

  it('lets a logged-out visitor reach the callback', () => {
    expect(decide('/callback?code=x', loggedOut)).toMatchObject({ kind: 'render' });
  });

  it('inserts the account id and then applies the role guard', () => {
    expect(decide('/dashboard/overview', member)).toEqual(
      redirectVia(['accountIdGuard', '/12/dashboard/overview'], ['roleGuard', '/12/contentplanner']),
    );
    expect(finalTarget('/my_library#content', member)).toBe('/12/contentplanner');
    expect(finalTarget('/mission-control/overview', member)).toBe('/12/contentplanner');
  });

  it('renders top-level pages when no account id is stored', () => {
    expect(decide('/dashboard/overview', noAccount)).toMatchObject({
      kind: 'render',
      match: { route: { name: 'dashboard-overview' } },
    });
  });

  it('keeps the query and hash through the account-id guard', () => {
    expect(finalTarget('/dashboard/overview?x=1#h', owner)).toBe('/12/dashboard/overview?x=1#h');
  });

  it('always ends on a location it renders (no loops, no second redirect)', () => {
    const paths = [
      '/',
      '/#login',
      '/#register',
      '/redirect',
      '/redirect?redirect=%2Fdashboard',
      '/mission-control',
      '/mission-control/overview',
      '/dashboard/overview?x=1#h',
      '/my_library#content',
      '/editor/7',
      '/12/dashboard/roi',
      '/no-such-page',
      '/callback',
      '/privacy',
      '/plan',
    ];
    expectEndsRendering(paths, [loggedOut, owner, member, noAccount]);
  });
});

describe('billingOwnerGuard (spec 6, roleType 5)', () => {
  const facts = { roleType: 5, impersonating: false, isInvited: false, hasSubscription: false };
  const unpaid: NavigationSession = { ...owner, billing: facts };
  const paid: NavigationSession = { ...owner, billing: { ...facts, hasSubscription: true } };

  it('sends an owner without a subscription from the content planner to the payment page', () => {
    expect(decide('/contentplanner', unpaid)).toEqual(
      redirectVia(['accountIdGuard', '/12/contentplanner'], ['billingOwnerGuard', '/12/payment']),
    );
    expect(finalTarget('/redirect', unpaid)).toBe('/12/payment');
    expect(finalTarget('/#login', unpaid)).toBe('/12/payment');
    expect(finalTarget('/12/dashboard?x=1#h', unpaid)).toBe('/12/payment');
  });

  it('lets an owner without a subscription stay on setup pages', () => {
    expect(decide('/12/payment', unpaid)).toMatchObject({ kind: 'render' });
    expect(decide('/plan?reactivate=1', unpaid)).toMatchObject({ kind: 'render' });
    expect(finalTarget('/topics', unpaid)).toBe('/12/topics');
  });

  it('skips invited and impersonated owners, other role types and an unknown subscription', () => {
    for (const billing of [
      { ...facts, isInvited: true },
      { ...facts, impersonating: true },
      { ...facts, roleType: 1 },
      { ...facts, hasSubscription: null },
      null,
    ]) {
      expect(decide('/12/contentplanner', { ...owner, billing }).kind).toBe('render');
    }
  });

  it('sends a subscribed owner from billing and setup pages of their account to the content planner', () => {
    for (const page of SUBSCRIBED_OWNER_SENT_AWAY) {
      expect(finalTarget(`/12/${page}`, paid), page).toBe('/12/contentplanner');
    }
    expect(decide('/billing?updateCard=1', paid)).toEqual(
      redirectVia(
        ['accountIdGuard', '/12/billing?updateCard=1'],
        ['billingOwnerGuard', '/12/contentplanner'],
      ),
    );
    expect(decide('/12/contentplanner', paid).kind).toBe('render');
    expect(decide('/12/dashboard', paid).kind).toBe('render');
  });

  it('does nothing for a logged-out visitor', () => {
    expect(billingOwnerGuard(at('/12/contentplanner'), { ...loggedOut, billing: facts })).toBeNull();
  });

  it('always ends on a location it renders', () => {
    const paths = [
      '/',
      '/redirect',
      '/contentplanner',
      '/billing',
      '/payment',
      '/topics',
      '/plan',
      '/12/brandkit',
    ];
    expectEndsRendering(paths, [unpaid, paid]);
  });
});
