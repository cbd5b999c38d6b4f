/**
 * Every screen of spec 2.1 and 2.2, declared once, grouped by the feature that renders it (or will: the areas
 * without pages yet show the placeholder page with their `upcoming` line until a later issue builds them).
 *
 * A declaration is one page: its name, its path without the account id, the text of its page head, the layout of
 * spec 2.5 it renders in, whether a logged-out visitor may see it (spec 2.3), whether the top bar is hidden (spec
 * 2.4) and where it lives (`scope`): top level only (the default), only under `/{accid}`, or both, the twins
 * `/x` and `/{accid}/x` that share one page. `routes.ts` turns the declarations into the route table; a feature
 * attaches its components by page name (`src/features/<area>/routes.ts`).
 *
 * The table is plain data in `src/domain` because the route guards (routeGuards.ts, billingOwner.ts) and the menus
 * (navigation.ts) read it, and the domain imports nothing above it.
 */
import { PRODUCT_NAME, PRODUCT_SLUG } from './constants.ts';

export type LayoutName = 'default' | 'onBoard' | 'specialOffer' | 'network' | 'fourOhOne';

/** Account role that loses the Dashboard and My library (spec 6). */
export const RESTRICTED_ACCOUNT_ROLE = 3;

export const NETWORK_PATH = `/${PRODUCT_SLUG}_network`;

/** The flags a declaration or its area may set; what is not set takes the defaults of `routes.ts`. */
export interface RouteFlags {
  readonly layout?: LayoutName;
  /** Reachable without logging in. */
  readonly public?: boolean;
  /** Spec 2.4: no top bar on profile, brand kit, payment, organisation and editor pages. */
  readonly hideTopBar?: boolean;
  /** The honest line a placeholder page shows until its feature lands; by default `later(title)`. */
  readonly upcoming?: string;
  /** Account roles sent back to the content planner when they open this page (spec 6). */
  readonly blockedRoles?: readonly number[];
}

export interface RouteDeclaration extends RouteFlags {
  /**
   * The top-level path, `/<page name>` when absent. Under `/{accid}` it gets the prefix, unless it places
   * `:accid` itself (the editor's `/editor/:accid/:id`).
   */
  readonly path?: string;
  /** 'topLevel' when absent; 'both' declares the twins, whose account-scoped route is named `accid-<name>`. */
  readonly scope?: 'account' | 'both';
  /** Page title, without the product suffix. */
  readonly title: string;
  /** Content of the page's description meta tag. */
  readonly description: string;
  /** Header title of the specialOffer layout (spec 2.5). */
  readonly headerTitle?: string;
  /**
   * Only for staff (`user.isStaff`) and development builds; everyone else gets the 404 page, as if the route did
   * not exist (routeGuards.ts `canOpenRoute`). The statechart viewer of issue 7.
   */
  readonly staffOnly?: boolean;
}

/** The pages of one feature area by page name, with the flags they share. */
export interface RouteArea {
  readonly shared?: RouteFlags;
  readonly routes: Readonly<Record<string, RouteDeclaration>>;
}

/** The honest line of a page still to be built: "<what> arrives in a later release." */
export function later(what: string, verb = 'arrives'): string {
  return `${what} ${verb} in a later release.`;
}

const restricted = [RESTRICTED_ACCOUNT_ROLE];
const planner = {
  title: 'Content Planner',
  description: 'Plan, approve and schedule your posts on a calendar.',
};
const roi = { title: 'Return on investment', description: 'What your social media brings back.' };

/** A tab of the dashboard (spec 2.2), only under `/{accid}` unless `scope` says otherwise. */
const tab = (slug: string, title: string, description: string) =>
  ({ path: `/dashboard/${slug}`, scope: 'account', title, description }) as const;

/** An editor (spec 2.1, 2.2): `/<slug>/:id`, under `/{accid}` and, for 'both', at the top level too. */
const editor = <const S extends 'account' | 'both'>(
  slug: string,
  scope: S,
  title: string,
  description: string,
) => ({ path: `/${slug}/:id`, scope, title, description }) as const;

/** Spec 2.1 and 2.2 by area. The server answers `/heartbeat` itself, so it is not an SPA page. */
export const ROUTE_AREAS = {
  auth: {
    // Change password is the one page here for a logged-in user.
    shared: { layout: 'onBoard', public: true },
    routes: {
      index: { path: '/', title: 'Log in', description: 'Log in to manage and automate your social media.' },
      callback: { title: 'Signing you in', description: 'Finishing your sign-in through a social network.' },
      redirect: { title: 'Redirecting', description: 'Taking you to the right place.' },
      forgot_password: { title: 'Forgot password', description: 'Get a link to reset your password.' },
      reset: { title: 'Reset password', description: 'Choose a new password.' },
      password_setup: {
        title: 'Set up your password',
        description: 'Choose the password of your new login.',
      },
      change_password: {
        title: 'Change password',
        description: 'Change the password of your login.',
        layout: 'default',
        public: false,
      },
    },
  },
  billing: {
    routes: {
      billing: { scope: 'both', title: 'Billing', description: 'Your payments, plan and saved card.' },
    },
  },
  plans: {
    shared: { layout: 'onBoard' },
    routes: {
      plan: { title: 'Choose your plan', description: 'Pick the plan that fits your business.' },
      pay: { title: 'Pay', description: 'Pay for your plan.', hideTopBar: true },
      payment: { scope: 'account', title: 'Payment', description: 'Pay for your plan.', hideTopBar: true },
    },
  },
  // The plan picker of the plans feature, in the specialOffer layout with the header titles of spec 2.5.
  offers: {
    shared: { layout: 'specialOffer', public: true },
    routes: {
      special_offer: {
        title: 'Special offer',
        description: 'A special offer on our plans.',
        headerTitle: 'Special offer',
      },
      corporate_offer: {
        title: 'Corporate offer',
        description: 'The corporate offer.',
        headerTitle: 'Corporate',
      },
      invite_offer: {
        title: 'Invitation offer',
        description: 'Your invitation to the network.',
        headerTitle: 'Welcome to the Network',
      },
    },
  },
  planner: {
    routes: {
      contentplanner: { scope: 'both', ...planner },
      'contentplanner-id-id': { path: '/contentplanner/:id/:postId', scope: 'both', ...planner },
    },
  },
  social: {
    routes: {
      // Also under /{accid}: the last step of the first-run setup (src/domain/onboarding.ts).
      social_accounts: {
        scope: 'both',
        title: 'My Social Channels',
        description: 'Connect Facebook, Twitter, Instagram, LinkedIn and TikTok.',
      },
      socialAuth: {
        title: 'Connecting your social account',
        description: 'Finishing the connection to your social network.',
        layout: 'onBoard',
        public: true,
      },
    },
  },
  schedule: {
    routes: {
      // Also under /{accid}: a step of the first-run setup (src/domain/onboarding.ts).
      dayTimeSchedule: {
        scope: 'both',
        title: 'Posting schedule',
        description: 'Choose the days and times your posts go out.',
        layout: 'onBoard',
      },
    },
  },
  networking: {
    routes: {
      network: {
        path: NETWORK_PATH,
        title: `${PRODUCT_NAME} Network`,
        description: 'Get set up with the partner network.',
        layout: 'network',
      },
    },
  },
  statecharts: {
    routes: {
      statecharts: {
        title: 'Statecharts',
        description: 'The state machines of the app, drawn live, simulated and with their test coverage.',
        staffOnly: true,
      },
    },
  },

  // The dashboard and its tabs, the content library and the designer.
  dashboard: {
    routes: {
      dashboard: { scope: 'both', title: 'Dashboard', description: 'Analytics for your social channels.' },
      'dashboard-overview': {
        ...tab(
          'overview',
          'Dashboard overview',
          'Followers, likes, views, engagements and top posts at a glance.',
        ),
        scope: 'both',
        blockedRoles: restricted,
      },
      'dashboard-roi': { ...tab('roi', roi.title, roi.description), scope: 'both', blockedRoles: restricted },
      'dashboard-action-items': tab('action-items', 'Action items', 'What needs your attention.'),
      'dashboard-google-reviews': tab('google-reviews', 'Google reviews', 'Your Google reviews.'),
      'dashboard-hashtag-analytics': tab(
        'hashtag-analytics',
        'Hashtag analytics',
        'How your hashtags perform.',
      ),
      'dashboard-leaderboard': tab('leaderboard', 'Leaderboard', 'Your best performing posts and channels.'),
      'dashboard-leads': tab('leads', 'Leads', 'Leads from your social media.'),
      'dashboard-new-connections': tab(
        'new-connections',
        'New connections',
        'People who recently connected with you.',
      ),
      'dashboard-reach': tab('reach', 'Reach', 'How many people your posts reach.'),
      'dashboard-website-traffic': tab(
        'website-traffic',
        'Website traffic',
        'Visits your social media brings to your website.',
      ),
      // Spec 6: the dashboard's ROI page, whichever address opens it.
      roi: { ...roi, blockedRoles: restricted },
    },
  },
  library: {
    routes: {
      my_library: {
        scope: 'both',
        title: 'My library',
        description: 'Ready-made content by topic and category.',
        blockedRoles: restricted,
      },
    },
  },
  designer: {
    routes: {
      designer: {
        title: 'Designer',
        description: 'Design images for your posts.',
        hideTopBar: true,
      },
      my_designs: { title: 'My designs', description: 'The designs you made.' },
    },
  },
  // Spec 2.2: the account id is the first segment, or the second in `/editor/{accid}/{id}`.
  editors: {
    // Issue 19: the design and template editors, the post editors, the media editor and the review page are all
    // built; the line stays for an editor route a future change adds before its page.
    shared: { hideTopBar: true, upcoming: later('The editor') },
    routes: {
      'editor-id': {
        path: '/editor/:id',
        title: 'Design editor',
        description: 'Edit a design.',
      },
      'editor-id-id': {
        path: '/editor/:accid/:id',
        scope: 'account',
        title: 'Design editor',
        description: 'Edit a design.',
      },
      'cuseditor-id': editor('cuseditor', 'both', 'Custom post editor', 'Edit a custom post.'),
      'posteditor-id': editor('posteditor', 'both', 'Post editor', 'Edit a post.'),
      'usereditor-id': editor('usereditor', 'both', 'User post editor', 'Edit one of your posts.'),
      'usermediaditor-id': editor('usermediaditor', 'both', 'Media editor', 'Edit one of your uploads.'),
      // A post shared for review (issue 19): opened by someone without an account, so public.
      'sharedposteditor-id': {
        ...editor('sharedposteditor', 'account', 'Review a post', 'Review a post before it is published.'),
        public: true,
        layout: 'onBoard',
      },
      'templateeditor-id': editor('templateeditor', 'account', 'Template editor', 'Edit a template.'),
    },
  },
  // The first-run setup (src/domain/onboarding.ts): every step is also under /{accid}, where a login resumes it.
  onboarding: {
    shared: { layout: 'onBoard' },
    routes: {
      categories: {
        scope: 'both',
        title: 'Category selection',
        description: 'Choose the content categories for your brand.',
      },
      topics: {
        scope: 'both',
        title: 'Topics selection',
        description: 'Choose the topics your content is about.',
      },
      chaptername: { scope: 'account', title: 'Chapter name', description: 'Name your chapter.' },
      goals_objectives: {
        scope: 'account',
        title: 'Goals and objectives',
        description: 'What you want your social media to achieve.',
      },
      subjects_services: {
        scope: 'account',
        title: 'Subjects and services',
        description: 'Tell us what your business offers.',
      },
    },
  },
  settings: {
    routes: {
      // The settings hub: its tabs are chosen by the URL hash (src/domain/settings.ts).
      userSetting: {
        scope: 'both',
        title: 'Settings',
        description: 'Your profile, billing, social accounts and posting schedule.',
      },
      userprofile: {
        scope: 'account',
        title: 'Your profile',
        description: 'Your name, photo and contact details.',
        hideTopBar: true,
      },
      brandkit: {
        scope: 'account',
        title: 'Brand kit',
        description: 'Your logo, colours and fonts.',
        hideTopBar: true,
      },
      Organisationprofile: {
        scope: 'account',
        title: 'Organisation profile',
        description: 'Your organisation’s details.',
        hideTopBar: true,
      },
      // The team of the current account; also the settings hub's Team tab (/userSetting#team).
      users: {
        title: 'Team',
        description: 'The people on your account and their roles.',
      },
    },
  },
  help: {
    routes: {
      help_center: {
        scope: 'both',
        title: 'Help center',
        description: 'Guides and answers about the product.',
      },
      industry_news: {
        scope: 'both',
        title: 'Industry News',
        description: 'News from your industry.',
      },
    },
  },
  legal: {
    shared: { layout: 'onBoard', public: true },
    routes: {
      privacy: {
        title: 'Privacy policy',
        description: 'How we handle your data.',
      },
      terms_and_conditions: {
        title: 'Terms and conditions',
        description: 'The terms of using the product.',
      },
      fbDeletionStatus: {
        title: 'Data deletion status',
        description: 'The status of your Facebook data deletion request.',
      },
    },
  },
  // The pages of the design template the product started from.
  templates: {
    routes: {
      charts: { title: 'Charts', description: 'Chart components.' },
      components: { title: 'Components', description: 'Interface components.' },
      'components-notifications': {
        path: '/components/notifications',
        title: 'Notifications',
        description: 'Notification components.',
      },
      'components-tables': { path: '/components/tables', title: 'Tables', description: 'Table components.' },
      forms: { title: 'Forms', description: 'Form components.' },
      pages: { title: 'Pages', description: 'Page examples.' },
      'pages-my-profile': {
        path: '/pages/my-profile',
        title: 'My profile',
        description: 'Your profile.',
      },
      sample: { title: 'Sample', description: 'A sample page.' },
      typography: { title: 'Typography', description: 'Type styles.' },
    },
  },
} as const satisfies Readonly<Record<string, RouteArea>>;
