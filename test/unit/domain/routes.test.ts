import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  documentTitle,
  matchPattern,
  matchRoute,
  NETWORK_PATH,
  NOT_FOUND_HEAD,
  pathSegments,
  routeByName,
  ROUTES,
  specialOfferTitle,
  type PageName,
  type RouteName,
} from '../../../src/domain/routes.ts';

/** Every path of spec 2.1, with sample ids for the parameterised ones. */
const TOP_LEVEL_PATHS = [
  '/',
  '/billing',
  '/callback',
  '/categories',
  '/change_password',
  '/charts',
  '/components',
  '/components/notifications',
  '/components/tables',
  '/contentplanner',
  '/corporate_offer',
  '/dashboard',
  '/dashboard/overview',
  '/dashboard/roi',
  '/dayTimeSchedule',
  '/designer',
  '/fbDeletionStatus',
  '/forgot_password',
  '/forms',
  '/help_center',
  '/industry_news',
  '/invite_offer',
  '/my_designs',
  '/my_library',
  '/pages',
  '/pages/my-profile',
  '/password_setup',
  '/pay',
  '/plan',
  '/privacy',
  '/redirect',
  '/reset',
  '/roi',
  '/sample',
  '/social_accounts',
  '/socialAuth',
  '/brandpilot_network',
  '/special_offer',
  '/terms_and_conditions',
  '/topics',
  '/typography',
  '/users',
  '/userSetting',
  '/cuseditor/7',
  '/editor/7',
  '/posteditor/7',
  '/usereditor/7',
  '/usermediaditor/7',
  '/contentplanner/7/8',
  '/editor/12/7',
];

const ACCOUNT_PAGES = [
  'billing',
  'brandkit',
  'chaptername',
  'contentplanner',
  'dashboard',
  'goals_objectives',
  'help_center',
  'my_library',
  'Organisationprofile',
  'payment',
  'subjects_services',
  'topics',
  'userprofile',
  'userSetting',
  'industry_news',
];
const DASHBOARD_SUBPAGES = [
  'overview',
  'roi',
  'action-items',
  'google-reviews',
  'hashtag-analytics',
  'leaderboard',
  'leads',
  'new-connections',
  'reach',
  'website-traffic',
];
const ACCOUNT_EDITORS = [
  'cuseditor/7',
  'posteditor/7',
  'sharedposteditor/7',
  'templateeditor/7',
  'usereditor/7',
  'usermediaditor/7',
  'contentplanner/7/8',
];
const ACCOUNT_PATHS = [
  ...ACCOUNT_PAGES.map((page) => `/12/${page}`),
  ...DASHBOARD_SUBPAGES.map((page) => `/12/dashboard/${page}`),
  ...ACCOUNT_EDITORS.map((editor) => `/12/${editor}`),
];
const ALL_PATHS = [...TOP_LEVEL_PATHS, ...ACCOUNT_PATHS];

describe('route table', () => {
  it.each(TOP_LEVEL_PATHS)('spec 2.1 path %s has a route', (path) => {
    expect(matchRoute(path)).not.toBeNull();
  });

  it.each(ACCOUNT_PATHS)('spec 2.2 path %s has an account-scoped route', (path) => {
    const match = matchRoute(path);
    expect(match?.route.scope).toBe('account');
    expect(match?.params.accid).toBe('12');
  });

  it('matches at most one route for every known path, so table order never matters', () => {
    for (const path of ALL_PATHS) {
      const matching = ROUTES.filter((route) => matchPattern(route.pattern, path) !== null);
      expect(
        matching.map((route) => route.name),
        path,
      ).toHaveLength(1);
    }
  });

  it('has unique names and patterns', () => {
    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.pattern)).size).toBe(ROUTES.length);
  });

  it('gives every route a title, a description and an honest placeholder line', () => {
    for (const route of ROUTES) {
      expect(route.title.trim(), route.name).not.toBe('');
      expect(route.title, route.name).not.toContain('|');
      expect(route.description.trim(), route.name).not.toBe('');
      expect(route.upcoming.trim(), route.name).not.toBe('');
    }
  });

  it('names the spec’s named account-scoped routes', () => {
    for (const name of [
      'accid-contentplanner-id-id',
      'accid-userprofile',
      'accid-brandkit',
      'accid-payment',
      'accid-Organisationprofile',
      'accid-chaptername',
      'accid-goals_objectives',
      'accid-subjects_services',
      'editor-id',
      'editor-id-id',
      'accid-posteditor-id',
      'accid-cuseditor-id',
      'accid-usermediaditor-id',
      'accid-sharedposteditor-id',
      'accid-templateeditor-id',
      'accid-usereditor-id',
      'terms_and_conditions',
      'corporate_offer',
      'invite_offer',
    ]) {
      expect(routeByName(name), name).toBeDefined();
    }
  });

  it('keeps the account id of editor paths as the second segment', () => {
    expect(matchRoute('/editor/12/7')).toMatchObject({
      route: { name: 'editor-id-id', scope: 'account' },
      params: { accid: '12', id: '7' },
    });
    expect(matchRoute('/editor/7')).toMatchObject({ route: { name: 'editor-id' }, params: { id: '7' } });
  });

  it('only takes digits as an account id', () => {
    expect(matchRoute('/acme/dashboard')).toBeNull();
    expect(matchRoute('/12a/dashboard/overview')).toBeNull();
    expect(matchRoute('/editor/acme/7')).toBeNull();
  });

  it('treats unknown paths, doubled slashes and wrong case as unknown pages', () => {
    expect(matchRoute('/no-such-page')).toBeNull();
    expect(matchRoute('/dashboard//overview')).toBeNull();
    expect(matchRoute('/Dashboard')).toBeNull();
    expect(matchRoute('/12/dashboard/unknown')).toBeNull();
    expect(matchRoute('/contentplanner/7')).toBeNull();
  });

  it('leaves /heartbeat to the server', () => {
    expect(matchRoute('/heartbeat')).toBeNull();
  });

  it('ignores one trailing slash', () => {
    expect(pathSegments('/dashboard/')).toEqual(['dashboard']);
    expect(matchRoute('/dashboard/overview/')?.route.name).toBe('dashboard-overview');
    expect(pathSegments('/')).toEqual(['']);
  });

  it('puts the partner network at /{product}_network in the network layout', () => {
    expect(NETWORK_PATH).toBe('/brandpilot_network');
    expect(matchRoute(NETWORK_PATH)?.route.layout).toBe('network');
  });
});

describe('layouts, public pages and the top bar', () => {
  const layoutOf = (path: string) => matchRoute(path)?.route.layout;
  const isPublic = (path: string) => matchRoute(path)?.route.public;
  const hidesTopBar = (path: string) => matchRoute(path)?.route.hideTopBar;

  it.each([
    '/12/subjects_services',
    '/topics',
    '/12/topics',
    '/categories',
    '/12/goals_objectives',
    '/12/chaptername',
    '/12/payment',
    '/pay',
    '/plan',
    '/password_setup',
    '/dayTimeSchedule',
  ])('shows the setup page %s in the onBoard layout', (path) => {
    expect(layoutOf(path), path).toBe('onBoard');
  });

  it('shows the offers in the specialOffer layout with the header titles of spec 2.5', () => {
    expect(layoutOf('/corporate_offer')).toBe('specialOffer');
    expect(layoutOf('/invite_offer')).toBe('specialOffer');
    expect(layoutOf('/special_offer')).toBe('specialOffer');
    const title = (path: string) => specialOfferTitle(matchRoute(path)!.route);
    expect(title('/corporate_offer')).toBe('Corporate');
    expect(title('/invite_offer')).toBe('Welcome to the Network');
    expect(title('/special_offer')).toBe('Special offer');
    expect(specialOfferTitle({})).toBe('Special offer');
  });

  it.each(['/contentplanner', '/12/contentplanner', '/12/dashboard/reach', '/12/my_library', '/billing'])(
    'shows the main area %s in the default layout',
    (path) => {
      expect(layoutOf(path), path).toBe('default');
    },
  );

  it('lets logged-out visitors see exactly the public pages', () => {
    const publicPaths = [
      '/',
      '/callback',
      '/redirect',
      '/forgot_password',
      '/reset',
      '/password_setup',
      '/privacy',
      '/terms_and_conditions',
      '/special_offer',
      '/corporate_offer',
      '/invite_offer',
      '/fbDeletionStatus',
      '/socialAuth',
      // A post shared for review (issue 19): opened by someone without an account.
      '/12/sharedposteditor/7',
    ];
    for (const path of publicPaths) expect(isPublic(path), path).toBe(true);
    const others = ALL_PATHS.filter((path) => !publicPaths.includes(path));
    for (const path of others) expect(isPublic(path), path).toBe(false);
  });

  it.each([
    '/12/userprofile',
    '/12/brandkit',
    '/12/payment',
    '/12/Organisationprofile',
    '/editor/7',
    '/editor/12/7',
    '/cuseditor/7',
    '/12/posteditor/7',
    '/12/sharedposteditor/7',
    '/12/templateeditor/7',
    '/12/usermediaditor/7',
  ])(
    'hides the top bar on profile, brand kit, payment, organisation and editor pages (spec 2.4): %s',
    (path) => {
      expect(hidesTopBar(path), path).toBe(true);
    },
  );

  it.each(['/contentplanner', '/12/dashboard/overview', '/12/userSetting', '/12/contentplanner/7/8'])(
    'shows the top bar on %s',
    (path) => {
      expect(hidesTopBar(path), path).toBe(false);
    },
  );

  it('blocks account role 3 from my_library and the dashboard roi (also at /roi) and overview only', () => {
    const blocked = ROUTES.filter((route) => route.blockedRoles.includes(3)).map((route) => route.pattern);
    expect(blocked.sort()).toEqual(
      [
        '/roi',
        '/my_library',
        '/dashboard/overview',
        '/dashboard/roi',
        '/:accid/my_library',
        '/:accid/dashboard/overview',
        '/:accid/dashboard/roi',
      ].sort(),
    );
  });
});

describe('declarations (src/domain/routeTable.ts)', () => {
  /** The pages declared for both scopes: `/x` and `/{accid}/x` come from one declaration. */
  const TWINS = [
    'billing',
    'userSetting',
    'contentplanner',
    'contentplanner-id-id',
    'dashboard',
    'dashboard-overview',
    'dashboard-roi',
    'my_library',
    'topics',
    'categories',
    'dayTimeSchedule',
    'social_accounts',
    'help_center',
    'industry_news',
    'cuseditor-id',
    'posteditor-id',
    'usereditor-id',
    'usermediaditor-id',
  ];

  it('generates the account-scoped twin of a page from its one declaration', () => {
    const twins = ROUTES.filter((route) => route.scope === 'topLevel' && routeByName(`accid-${route.name}`));
    expect(twins.map((route) => route.name).sort()).toEqual([...TWINS].sort());
    for (const { name, pattern, scope: _scope, ...page } of twins) {
      const twin = routeByName(`accid-${name}`);
      expect(twin, name).toEqual({
        ...page,
        name: `accid-${name}`,
        pattern: `/:accid${pattern}`,
        scope: 'account',
      });
      expect(twin?.page, name).toBe(name);
    }
  });

  it('names each page once: a route shows the page it is named after, or its twin', () => {
    for (const route of ROUTES) {
      expect([route.page, `accid-${route.page}`], route.name).toContain(route.name);
    }
    expect(routeByName('editor-id-id')).toMatchObject({ page: 'editor-id-id', scope: 'account' });
    expect(routeByName('accid-payment')).toMatchObject({ page: 'payment', pattern: '/:accid/payment' });
  });

  it.each([
    ['editor-id-id', 'The editor arrives in a later release.'],
    ['my_designs', 'My designs arrives in a later release.'],
  ])('shows on %s the honest line of its area, or of the page itself', (name, line) => {
    expect(routeByName(name)?.upcoming).toBe(line);
  });

  it('derives the page and route names from the declarations, so a typo fails typecheck', () => {
    expectTypeOf<'billing' | 'payment' | 'editor-id-id'>().toExtend<PageName>();
    expectTypeOf<'billing' | 'accid-billing' | 'accid-payment' | 'editor-id-id'>().toExtend<RouteName>();
    expectTypeOf<'accid-billing'>().not.toExtend<PageName>();
    expectTypeOf<'payment' | 'accid-index' | 'accid-editor-id-id'>().not.toExtend<RouteName>();
    // @ts-expect-error: no page is named 'dashbaord'
    const typo: PageName = 'dashbaord';
    expect(ROUTES.some((route) => route.page === typo)).toBe(false);
  });
});

describe('page head', () => {
  it('suffixes page titles with the product name', () => {
    expect(documentTitle({ title: 'Content Planner' })).toBe('Content Planner | Brandpilot');
  });

  it('gives the 404 page its own head', () => {
    expect(NOT_FOUND_HEAD).toEqual({ title: '404', description: 'Page not found' });
  });
});

describe('matchRoute answers from memory', () => {
  it('answers a path asked again with the same frozen match, and null for unknown paths', () => {
    const first = matchRoute('/12/contentplanner');
    expect(first?.route.name).toBe('accid-contentplanner');
    expect(first?.params).toEqual({ accid: '12' });
    expect(matchRoute('/12/contentplanner')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first?.params)).toBe(true);
    expect(matchRoute('/no/such/page/here')).toBeNull();
    expect(matchRoute('/no/such/page/here')).toBeNull();
  });

  it('still answers every path right once its memory was cleared (more paths than it keeps)', () => {
    for (let id = 1; id <= 600; id += 1) {
      expect(matchRoute(`/${id}/contentplanner`)?.params).toEqual({ accid: String(id) });
      expect(matchRoute(`/${id}/dashboard/overview`)?.params.accid).toBe(String(id));
    }
    expect(matchRoute('/12/contentplanner')?.params).toEqual({ accid: '12' });
  });
});
