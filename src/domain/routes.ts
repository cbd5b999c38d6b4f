/**
 * The route table of spec 2.1 and 2.2, as data.
 *
 * Every screen of the product is one entry: its path pattern, the text of its page head, the layout of spec 2.5
 * it renders in, whether a logged-out visitor may see it (spec 2.3), and whether the top bar is hidden (spec 2.4).
 * Matching is done here, in plain code, so the guards of `routeGuards.ts` and the views share one source of truth.
 *
 * Pattern syntax: literal segments, `:name` for a required parameter. The parameter `:accid` (the account id)
 * only matches digits; every other parameter matches any non-empty segment.
 */
import { PRODUCT_NAME, PRODUCT_SLUG } from './constants.ts';

export type LayoutName = 'default' | 'onBoard' | 'specialOffer' | 'network' | 'fourOhOne';

/** Where a route lives: top level (2.1) or under `/{accid}` (2.2, or second segment for editor paths). */
export type RouteScope = 'topLevel' | 'account';

export interface RouteDefinition {
  /** Unique name, in the spirit of the spec's named routes (`accid-brandkit`, `editor-id-id` ...). */
  readonly name: string;
  readonly pattern: string;
  readonly scope: RouteScope;
  /** Page title, without the product suffix. */
  readonly title: string;
  /** Content of the page's description meta tag. */
  readonly description: string;
  readonly layout: LayoutName;
  /** Reachable without logging in. */
  readonly public: boolean;
  /** Spec 2.4: no top bar on profile, brand kit, payment, organisation and editor pages. */
  readonly hideTopBar: boolean;
  /** The honest line a placeholder page shows until its feature lands. */
  readonly upcoming: string;
  /** Account roles sent back to the content planner when they open this page (spec 6). */
  readonly blockedRoles: readonly number[];
  /** Header title of the specialOffer layout (spec 2.5). */
  readonly headerTitle?: string;
  /**
   * Only for staff (`user.isStaff`) and development builds; everyone else gets the 404 page, as if the route did
   * not exist (routeGuards.ts `canOpenRoute`). The statechart viewer of issue 7.
   */
  readonly staffOnly?: boolean;
}

export interface RouteMatch {
  readonly route: RouteDefinition;
  readonly params: Readonly<Record<string, string>>;
}

/** Account role that loses the Dashboard and My library (spec 6). */
export const RESTRICTED_ACCOUNT_ROLE = 3;

export const NETWORK_PATH = `/${PRODUCT_SLUG}_network`;

type RouteInput = Omit<RouteDefinition, 'public' | 'hideTopBar' | 'upcoming' | 'blockedRoles' | 'layout'> &
  Partial<Pick<RouteDefinition, 'public' | 'hideTopBar' | 'upcoming' | 'blockedRoles' | 'layout'>>;

function route(input: RouteInput): RouteDefinition {
  return {
    layout: 'default',
    public: false,
    hideTopBar: false,
    blockedRoles: [],
    upcoming: `${input.title} arrives in a later release.`,
    ...input,
  };
}

const DASHBOARD_UPCOMING = 'Dashboard analytics arrive in a later release.';
const LIBRARY_UPCOMING = 'My library arrives in a later release.';
const EDITOR_UPCOMING = 'The editor arrives in a later release.';
const SETUP_UPCOMING = 'This setup step arrives in a later release.';
const TEMPLATE_UPCOMING = 'This page arrives in a later release.';
const restricted = [RESTRICTED_ACCOUNT_ROLE];

/** Top-level routes of spec 2.1 (the server answers `/heartbeat` itself, so it is not an SPA page). */
const topLevel: RouteDefinition[] = [
  route({
    name: 'index',
    pattern: '/',
    scope: 'topLevel',
    title: 'Log in',
    description: 'Log in to manage and automate your social media.',
    layout: 'onBoard',
    public: true,
    upcoming: 'Registration arrives in a later release.',
  }),
  route({
    name: 'billing',
    pattern: '/billing',
    scope: 'topLevel',
    title: 'Billing',
    description: 'Your payments, plan and saved card.',
    upcoming: 'Billing arrives in a later release.',
  }),
  route({
    name: 'callback',
    pattern: '/callback',
    scope: 'topLevel',
    title: 'Signing you in',
    description: 'Finishing your sign-in.',
    layout: 'onBoard',
    public: true,
    upcoming: 'Sign-in through another service arrives in a later release.',
  }),
  route({
    name: 'categories',
    pattern: '/categories',
    scope: 'topLevel',
    title: 'Category selection',
    description: 'Choose the content categories for your brand.',
    layout: 'onBoard',
    upcoming: SETUP_UPCOMING,
  }),
  route({
    name: 'change_password',
    pattern: '/change_password',
    scope: 'topLevel',
    title: 'Change password',
    description: 'Change the password of your login.',
    upcoming: 'Changing your password arrives in a later release.',
  }),
  route({
    name: 'charts',
    pattern: '/charts',
    scope: 'topLevel',
    title: 'Charts',
    description: 'Chart components.',
    upcoming: TEMPLATE_UPCOMING,
  }),
  route({
    name: 'components',
    pattern: '/components',
    scope: 'topLevel',
    title: 'Components',
    description: 'Interface components.',
    upcoming: TEMPLATE_UPCOMING,
  }),
  route({
    name: 'components-notifications',
    pattern: '/components/notifications',
    scope: 'topLevel',
    title: 'Notifications',
    description: 'Notification components.',
    upcoming: TEMPLATE_UPCOMING,
  }),
  route({
    name: 'components-tables',
    pattern: '/components/tables',
    scope: 'topLevel',
    title: 'Tables',
    description: 'Table components.',
    upcoming: TEMPLATE_UPCOMING,
  }),
  route({
    name: 'contentplanner',
    pattern: '/contentplanner',
    scope: 'topLevel',
    title: 'Content Planner',
    description: 'Plan, approve and schedule your posts on a calendar.',
  }),
  route({
    name: 'corporate_offer',
    pattern: '/corporate_offer',
    scope: 'topLevel',
    title: 'Corporate offer',
    description: 'The corporate offer.',
    layout: 'specialOffer',
    public: true,
    headerTitle: 'Corporate',
    upcoming: 'The corporate offer arrives in a later release.',
  }),
  route({
    name: 'dashboard',
    pattern: '/dashboard',
    scope: 'topLevel',
    title: 'Dashboard',
    description: 'Analytics for your social channels.',
    upcoming: DASHBOARD_UPCOMING,
  }),
  route({
    name: 'dashboard-overview',
    pattern: '/dashboard/overview',
    scope: 'topLevel',
    title: 'Dashboard overview',
    description: 'Followers, likes, views, engagements and top posts at a glance.',
    blockedRoles: restricted,
    upcoming: DASHBOARD_UPCOMING,
  }),
  route({
    name: 'dashboard-roi',
    pattern: '/dashboard/roi',
    scope: 'topLevel',
    title: 'Return on investment',
    description: 'What your social media brings back.',
    blockedRoles: restricted,
    upcoming: DASHBOARD_UPCOMING,
  }),
  route({
    name: 'dayTimeSchedule',
    pattern: '/dayTimeSchedule',
    scope: 'topLevel',
    title: 'Posting schedule',
    description: 'Choose the days and times your posts go out.',
    layout: 'onBoard',
  }),
  route({
    name: 'designer',
    pattern: '/designer',
    scope: 'topLevel',
    title: 'Designer',
    description: 'Design images for your posts.',
    hideTopBar: true,
    upcoming: 'The design editor arrives in a later release.',
  }),
  route({
    name: 'fbDeletionStatus',
    pattern: '/fbDeletionStatus',
    scope: 'topLevel',
    title: 'Data deletion status',
    description: 'The status of your Facebook data deletion request.',
    layout: 'onBoard',
    public: true,
    upcoming: 'Data deletion status arrives in a later release.',
  }),
  route({
    name: 'forgot_password',
    pattern: '/forgot_password',
    scope: 'topLevel',
    title: 'Forgot password',
    description: 'Get a link to reset your password.',
    layout: 'onBoard',
    public: true,
    upcoming: 'Password reset links arrive in a later release.',
  }),
  route({
    name: 'forms',
    pattern: '/forms',
    scope: 'topLevel',
    title: 'Forms',
    description: 'Form components.',
    upcoming: TEMPLATE_UPCOMING,
  }),
  route({
    name: 'help_center',
    pattern: '/help_center',
    scope: 'topLevel',
    title: 'Help center',
    description: 'Guides and answers about the product.',
    upcoming: 'The help center arrives in a later release.',
  }),
  route({
    name: 'industry_news',
    pattern: '/industry_news',
    scope: 'topLevel',
    title: 'Industry News',
    description: 'News from your industry.',
    upcoming: 'Industry news arrives in a later release.',
  }),
  route({
    name: 'invite_offer',
    pattern: '/invite_offer',
    scope: 'topLevel',
    title: 'Invitation offer',
    description: 'Your invitation to the network.',
    layout: 'specialOffer',
    public: true,
    headerTitle: 'Welcome to the Network',
    upcoming: 'The invitation offer arrives in a later release.',
  }),
  route({
    name: 'my_designs',
    pattern: '/my_designs',
    scope: 'topLevel',
    title: 'My designs',
    description: 'The designs you made.',
    upcoming: 'My designs arrives in a later release.',
  }),
  route({
    name: 'my_library',
    pattern: '/my_library',
    scope: 'topLevel',
    title: 'My library',
    description: 'Ready-made content by topic and category.',
    blockedRoles: restricted,
    upcoming: LIBRARY_UPCOMING,
  }),
  route({
    name: 'pages',
    pattern: '/pages',
    scope: 'topLevel',
    title: 'Pages',
    description: 'Page examples.',
    upcoming: TEMPLATE_UPCOMING,
  }),
  route({
    name: 'pages-my-profile',
    pattern: '/pages/my-profile',
    scope: 'topLevel',
    title: 'My profile',
    description: 'Your profile.',
    upcoming: 'Your profile arrives in a later release.',
  }),
  route({
    name: 'password_setup',
    pattern: '/password_setup',
    scope: 'topLevel',
    title: 'Set up your password',
    description: 'Choose the password of your new login.',
    layout: 'onBoard',
    public: true,
    upcoming: 'Password setup arrives in a later release.',
  }),
  route({
    name: 'pay',
    pattern: '/pay',
    scope: 'topLevel',
    title: 'Pay',
    description: 'Pay for your plan.',
    layout: 'onBoard',
    hideTopBar: true,
    upcoming: 'Payment arrives in a later release.',
  }),
  route({
    name: 'plan',
    pattern: '/plan',
    scope: 'topLevel',
    title: 'Choose your plan',
    description: 'Pick the plan that fits your business.',
    layout: 'onBoard',
    upcoming: 'Choosing a plan arrives in a later release.',
  }),
  route({
    name: 'privacy',
    pattern: '/privacy',
    scope: 'topLevel',
    title: 'Privacy policy',
    description: 'How we handle your data.',
    layout: 'onBoard',
    public: true,
    upcoming: 'The privacy policy text arrives in a later release.',
  }),
  route({
    name: 'redirect',
    pattern: '/redirect',
    scope: 'topLevel',
    title: 'Redirecting',
    description: 'Taking you to the right place.',
    layout: 'onBoard',
    public: true,
    upcoming: 'Taking you to the right place…',
  }),
  route({
    name: 'reset',
    pattern: '/reset',
    scope: 'topLevel',
    title: 'Reset password',
    description: 'Choose a new password.',
    layout: 'onBoard',
    public: true,
    upcoming: 'Resetting your password arrives in a later release.',
  }),
  route({
    name: 'roi',
    pattern: '/roi',
    scope: 'topLevel',
    title: 'Return on investment',
    description: 'What your social media brings back.',
    upcoming: DASHBOARD_UPCOMING,
  }),
  route({
    name: 'sample',
    pattern: '/sample',
    scope: 'topLevel',
    title: 'Sample',
    description: 'A sample page.',
    upcoming: TEMPLATE_UPCOMING,
  }),
  route({
    name: 'social_accounts',
    pattern: '/social_accounts',
    scope: 'topLevel',
    title: 'My Social Channels',
    description: 'Connect Facebook, Twitter, Instagram, LinkedIn and TikTok.',
  }),
  route({
    name: 'socialAuth',
    pattern: '/socialAuth',
    scope: 'topLevel',
    title: 'Connecting your social account',
    description: 'Finishing the connection to your social network.',
    layout: 'onBoard',
    public: true,
  }),
  route({
    name: 'network',
    pattern: NETWORK_PATH,
    scope: 'topLevel',
    title: `${PRODUCT_NAME} Network`,
    description: 'Get set up with the partner network.',
    layout: 'network',
  }),
  route({
    name: 'special_offer',
    pattern: '/special_offer',
    scope: 'topLevel',
    title: 'Special offer',
    description: 'A special offer on our plans.',
    layout: 'specialOffer',
    public: true,
    headerTitle: 'Special offer',
    upcoming: 'The special offer arrives in a later release.',
  }),
  route({
    name: 'statecharts',
    pattern: '/statecharts',
    scope: 'topLevel',
    title: 'Statecharts',
    description: 'The state machines of the app, drawn live, simulated and with their test coverage.',
    staffOnly: true,
    upcoming: 'The statechart viewer is loading.',
  }),
  route({
    name: 'terms_and_conditions',
    pattern: '/terms_and_conditions',
    scope: 'topLevel',
    title: 'Terms and conditions',
    description: 'The terms of using the product.',
    layout: 'onBoard',
    public: true,
    upcoming: 'The terms and conditions text arrives in a later release.',
  }),
  route({
    name: 'topics',
    pattern: '/topics',
    scope: 'topLevel',
    title: 'Topics selection',
    description: 'Choose the topics your content is about.',
    layout: 'onBoard',
    upcoming: SETUP_UPCOMING,
  }),
  route({
    name: 'typography',
    pattern: '/typography',
    scope: 'topLevel',
    title: 'Typography',
    description: 'Type styles.',
    upcoming: TEMPLATE_UPCOMING,
  }),
  route({
    name: 'users',
    pattern: '/users',
    scope: 'topLevel',
    title: 'Users',
    description: 'The people on your account.',
    upcoming: 'User management arrives in a later release.',
  }),
  route({
    name: 'userSetting',
    pattern: '/userSetting',
    scope: 'topLevel',
    title: 'Settings',
    description: 'Your profile, billing and social accounts.',
    upcoming: 'Settings arrive in a later release.',
  }),
  // Parameterised (2.1).
  route({
    name: 'cuseditor-id',
    pattern: '/cuseditor/:id',
    scope: 'topLevel',
    title: 'Custom post editor',
    description: 'Edit a custom post.',
    hideTopBar: true,
    upcoming: EDITOR_UPCOMING,
  }),
  route({
    name: 'editor-id',
    pattern: '/editor/:id',
    scope: 'topLevel',
    title: 'Editor',
    description: 'Edit a design.',
    hideTopBar: true,
    upcoming: EDITOR_UPCOMING,
  }),
  route({
    name: 'posteditor-id',
    pattern: '/posteditor/:id',
    scope: 'topLevel',
    title: 'Post editor',
    description: 'Edit a post.',
    hideTopBar: true,
    upcoming: EDITOR_UPCOMING,
  }),
  route({
    name: 'usereditor-id',
    pattern: '/usereditor/:id',
    scope: 'topLevel',
    title: 'User post editor',
    description: 'Edit one of your posts.',
    hideTopBar: true,
    upcoming: EDITOR_UPCOMING,
  }),
  route({
    name: 'usermediaditor-id',
    pattern: '/usermediaditor/:id',
    scope: 'topLevel',
    title: 'Media editor',
    description: 'Edit one of your uploads.',
    hideTopBar: true,
    upcoming: EDITOR_UPCOMING,
  }),
  route({
    name: 'contentplanner-id-id',
    pattern: '/contentplanner/:id/:postId',
    scope: 'topLevel',
    title: 'Content Planner',
    description: 'Plan, approve and schedule your posts on a calendar.',
  }),
];

/** Editors whose account id is the second segment (`/editor/{accid}/{id}`, spec 2.2). */
const accountEditors: RouteDefinition[] = [
  route({
    name: 'editor-id-id',
    pattern: '/editor/:accid/:id',
    scope: 'account',
    title: 'Editor',
    description: 'Edit a design.',
    hideTopBar: true,
    upcoming: EDITOR_UPCOMING,
  }),
];

const dashboardSubpages: ReadonlyArray<readonly [string, string, string]> = [
  ['overview', 'Dashboard overview', 'Followers, likes, views, engagements and top posts at a glance.'],
  ['roi', 'Return on investment', 'What your social media brings back.'],
  ['action-items', 'Action items', 'What needs your attention.'],
  ['google-reviews', 'Google reviews', 'Your Google reviews.'],
  ['hashtag-analytics', 'Hashtag analytics', 'How your hashtags perform.'],
  ['leaderboard', 'Leaderboard', 'Your best performing posts and channels.'],
  ['leads', 'Leads', 'Leads from your social media.'],
  ['new-connections', 'New connections', 'People who recently connected with you.'],
  ['reach', 'Reach', 'How many people your posts reach.'],
  ['website-traffic', 'Website traffic', 'Visits your social media brings to your website.'],
];

/** Account-scoped routes of spec 2.2, prefixed with `/:accid`. */
const accountScoped: RouteDefinition[] = [
  route({
    name: 'accid-billing',
    pattern: '/:accid/billing',
    scope: 'account',
    title: 'Billing',
    description: 'Your payments, plan and saved card.',
    upcoming: 'Billing arrives in a later release.',
  }),
  route({
    name: 'accid-brandkit',
    pattern: '/:accid/brandkit',
    scope: 'account',
    title: 'Brand kit',
    description: 'Your logo, colours and fonts.',
    hideTopBar: true,
    upcoming: 'The brand kit arrives in a later release.',
  }),
  route({
    name: 'accid-chaptername',
    pattern: '/:accid/chaptername',
    scope: 'account',
    title: 'Chapter name',
    description: 'Name your chapter.',
    layout: 'onBoard',
    upcoming: SETUP_UPCOMING,
  }),
  route({
    name: 'accid-contentplanner',
    pattern: '/:accid/contentplanner',
    scope: 'account',
    title: 'Content Planner',
    description: 'Plan, approve and schedule your posts on a calendar.',
  }),
  route({
    name: 'accid-dashboard',
    pattern: '/:accid/dashboard',
    scope: 'account',
    title: 'Dashboard',
    description: 'Analytics for your social channels.',
    upcoming: DASHBOARD_UPCOMING,
  }),
  ...dashboardSubpages.map(([slug, title, description]) =>
    route({
      name: `accid-dashboard-${slug}`,
      pattern: `/:accid/dashboard/${slug}`,
      scope: 'account',
      title,
      description,
      blockedRoles: slug === 'overview' || slug === 'roi' ? restricted : [],
      upcoming: DASHBOARD_UPCOMING,
    }),
  ),
  route({
    name: 'accid-goals_objectives',
    pattern: '/:accid/goals_objectives',
    scope: 'account',
    title: 'Goals and objectives',
    description: 'What you want your social media to achieve.',
    layout: 'onBoard',
    upcoming: SETUP_UPCOMING,
  }),
  route({
    name: 'accid-help_center',
    pattern: '/:accid/help_center',
    scope: 'account',
    title: 'Help center',
    description: 'Guides and answers about the product.',
    upcoming: 'The help center arrives in a later release.',
  }),
  route({
    name: 'accid-my_library',
    pattern: '/:accid/my_library',
    scope: 'account',
    title: 'My library',
    description: 'Ready-made content by topic and category.',
    blockedRoles: restricted,
    upcoming: LIBRARY_UPCOMING,
  }),
  route({
    name: 'accid-Organisationprofile',
    pattern: '/:accid/Organisationprofile',
    scope: 'account',
    title: 'Organisation profile',
    description: 'Your organisation’s details.',
    hideTopBar: true,
    upcoming: 'The organisation profile arrives in a later release.',
  }),
  route({
    name: 'accid-payment',
    pattern: '/:accid/payment',
    scope: 'account',
    title: 'Payment',
    description: 'Pay for your plan.',
    layout: 'onBoard',
    hideTopBar: true,
    upcoming: 'Payment arrives in a later release.',
  }),
  route({
    name: 'accid-subjects_services',
    pattern: '/:accid/subjects_services',
    scope: 'account',
    title: 'Subjects and services',
    description: 'Tell us what your business offers.',
    layout: 'onBoard',
    upcoming: SETUP_UPCOMING,
  }),
  route({
    name: 'accid-topics',
    pattern: '/:accid/topics',
    scope: 'account',
    title: 'Topics selection',
    description: 'Choose the topics your content is about.',
    layout: 'onBoard',
    upcoming: SETUP_UPCOMING,
  }),
  route({
    name: 'accid-userprofile',
    pattern: '/:accid/userprofile',
    scope: 'account',
    title: 'Your profile',
    description: 'Your name, photo and contact details.',
    hideTopBar: true,
    upcoming: 'Your profile arrives in a later release.',
  }),
  route({
    name: 'accid-userSetting',
    pattern: '/:accid/userSetting',
    scope: 'account',
    title: 'Settings',
    description: 'Your profile, billing and social accounts.',
    upcoming: 'Settings arrive in a later release.',
  }),
  route({
    name: 'accid-industry_news',
    pattern: '/:accid/industry_news',
    scope: 'account',
    title: 'Industry News',
    description: 'News from your industry.',
    upcoming: 'Industry news arrives in a later release.',
  }),
  // Editors (2.2).
  route({
    name: 'accid-cuseditor-id',
    pattern: '/:accid/cuseditor/:id',
    scope: 'account',
    title: 'Custom post editor',
    description: 'Edit a custom post.',
    hideTopBar: true,
    upcoming: EDITOR_UPCOMING,
  }),
  route({
    name: 'accid-posteditor-id',
    pattern: '/:accid/posteditor/:id',
    scope: 'account',
    title: 'Post editor',
    description: 'Edit a post.',
    hideTopBar: true,
    upcoming: EDITOR_UPCOMING,
  }),
  route({
    name: 'accid-sharedposteditor-id',
    pattern: '/:accid/sharedposteditor/:id',
    scope: 'account',
    title: 'Shared post editor',
    description: 'Edit a shared post.',
    hideTopBar: true,
    upcoming: EDITOR_UPCOMING,
  }),
  route({
    name: 'accid-templateeditor-id',
    pattern: '/:accid/templateeditor/:id',
    scope: 'account',
    title: 'Template editor',
    description: 'Edit a template.',
    hideTopBar: true,
    upcoming: EDITOR_UPCOMING,
  }),
  route({
    name: 'accid-usereditor-id',
    pattern: '/:accid/usereditor/:id',
    scope: 'account',
    title: 'User post editor',
    description: 'Edit one of your posts.',
    hideTopBar: true,
    upcoming: EDITOR_UPCOMING,
  }),
  route({
    name: 'accid-usermediaditor-id',
    pattern: '/:accid/usermediaditor/:id',
    scope: 'account',
    title: 'Media editor',
    description: 'Edit one of your uploads.',
    hideTopBar: true,
    upcoming: EDITOR_UPCOMING,
  }),
  route({
    name: 'accid-contentplanner-id-id',
    pattern: '/:accid/contentplanner/:id/:postId',
    scope: 'account',
    title: 'Content Planner',
    description: 'Plan, approve and schedule your posts on a calendar.',
  }),
  ...accountEditors,
];

/** Every route of the SPA. Order does not matter: at most one pattern matches any path (a unit test checks it). */
export const ROUTES: readonly RouteDefinition[] = [...topLevel, ...accountScoped];

/** The page head of the error page (spec 2.5). */
export const NOT_FOUND_HEAD = { title: '404', description: 'Page not found' } as const;

const ACCOUNT_ID = /^\d+$/;

/** Splits a pathname into its segments; a single trailing slash is ignored (`/dashboard/` is `/dashboard`). */
export function pathSegments(pathname: string): string[] {
  const segments = pathname.split('/').slice(1);
  if (segments.length > 1 && segments[segments.length - 1] === '') segments.pop();
  return segments;
}

const compiled = ROUTES.map((definition) => ({ definition, segments: pathSegments(definition.pattern) }));

function matchSegments(pattern: readonly string[], path: readonly string[]): Record<string, string> | null {
  if (pattern.length !== path.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i += 1) {
    const expected = pattern[i] as string;
    const actual = path[i] as string;
    if (expected.startsWith(':')) {
      const name = expected.slice(1);
      if (actual === '') return null;
      if (name === 'accid' && !ACCOUNT_ID.test(actual)) return null;
      params[name] = actual;
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}

/** The parameters of `pathname` under `pattern`, or null when it does not match. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  return matchSegments(pathSegments(pattern), pathSegments(pathname));
}

/** The route a pathname shows, with its parameters, or null for an unknown page. */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathSegments(pathname);
  for (const { definition, segments } of compiled) {
    const params = matchSegments(segments, path);
    if (params) return { route: definition, params };
  }
  return null;
}

export function routeByName(name: string): RouteDefinition | undefined {
  return ROUTES.find((candidate) => candidate.name === name);
}

/** `document.title` of a page: its title with the product suffix. */
export function documentTitle(routeDefinition: Pick<RouteDefinition, 'title'>): string {
  return `${routeDefinition.title} | ${PRODUCT_NAME}`;
}

/** Header title of the specialOffer layout (spec 2.5). */
export function specialOfferTitle(routeDefinition: Pick<RouteDefinition, 'headerTitle'>): string {
  return routeDefinition.headerTitle ?? 'Special offer';
}
