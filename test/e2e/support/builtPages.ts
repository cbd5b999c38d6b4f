/**
 * Every built page of the product (issue 14), for the checks that run on all of them (responsiveShell.spec.ts): no
 * sideways scrolling, and axe. The design editor is checked by designEditor.spec.ts (it needs a
 * design), the media editor and the review page by postEditor.spec.ts (they need an upload and a link). A page counts
 * as shown once its heading shows, and as settled once nothing is loading and its charts are drawn.
 */
export interface BuiltPage {
  path: string;
  /** The heading that shows once the page has settled. */
  heading: string | RegExp;
  /** Who is logged in: nobody, the demo owner, or staff (the statechart viewer). */
  as?: 'owner' | 'staff';
}

export const BUILT_PAGES: readonly BuiltPage[] = [
  { path: '/#login', heading: 'Log in' },
  { path: '/#register', heading: 'Create an account' },
  { path: '/forgot_password', heading: 'Forgot your password?' },
  { path: '/callback?error=denied', heading: 'You are not signed in' },
  { path: '/terms_and_conditions', heading: 'Terms and conditions' },
  { path: '/privacy', heading: 'Privacy policy' },
  { path: '/special_offer', heading: 'Our plans' },
  { path: '/no-such-page', heading: '404' },
  { path: '/contentplanner', heading: 'Content Planner', as: 'owner' },
  { path: '/billing', heading: 'Billing', as: 'owner' },
  { path: '/social_accounts', heading: /Social/, as: 'owner' },
  { path: '/dayTimeSchedule', heading: /schedule/i, as: 'owner' },
  // The settings hub's tabs (issue 16): each settles on its panel's heading.
  { path: '/userSetting#profile', heading: /^Profile$/, as: 'owner' },
  { path: '/userSetting#billing_tab', heading: 'Billing details', as: 'owner' },
  { path: '/userSetting#social_media_accounts', heading: 'Social media accounts', as: 'owner' },
  { path: '/userSetting#posting_schedule', heading: 'Monday', as: 'owner' },
  { path: '/userSetting#team', heading: 'Invite someone', as: 'owner' },
  { path: '/users', heading: 'Invite someone', as: 'owner' },
  { path: '/userprofile', heading: 'Your profile', as: 'owner' },
  // The organisation profile and brand kit (issue 16) settle once their form has loaded (its 'Logo' / 'Preview').
  { path: '/Organisationprofile', heading: 'Logo', as: 'owner' },
  { path: '/brandkit', heading: 'Preview', as: 'owner' },
  { path: '/pages/my-profile', heading: 'Your profile', as: 'owner' },
  { path: '/subjects_services', heading: 'What does your business offer?', as: 'owner' },
  { path: '/topics', heading: 'Which industries are you in?', as: 'owner' },
  { path: '/categories', heading: 'What kind of content do you want?', as: 'owner' },
  { path: '/plan', heading: 'Choose your plan', as: 'owner' },
  { path: '/change_password', heading: 'Change password', as: 'owner' },
  // The help center (issue 16): its list, and one article (the longest outline).
  { path: '/help_center', heading: 'Help center', as: 'owner' },
  { path: '/help_center?article=moving-posts', heading: 'Moving and rescheduling posts', as: 'owner' },
  // A page still to be built: the placeholder every one of them shows.
  { path: '/my_designs', heading: 'My designs', as: 'owner' },
  { path: '/designer', heading: 'Start a design', as: 'owner' },
  // The post editor (issue 19), a new post.
  { path: '/posteditor/new', heading: 'New post', as: 'owner' },
  // The dashboard (issue 17): its home (the overview) and every tab, settled once no 'Loading…' status is left.
  { path: '/dashboard', heading: 'Dashboard', as: 'owner' },
  ...[
    'overview',
    'roi',
    'reach',
    'leads',
    'website-traffic',
    'new-connections',
    'leaderboard',
    'hashtag-analytics',
    'google-reviews',
    'action-items',
  ].map((tab) => ({ path: `/dashboard/${tab}`, heading: 'Dashboard', as: 'owner' as const })),
  { path: '/components', heading: 'Components', as: 'owner' },
  { path: '/components/notifications', heading: 'Notifications', as: 'owner' },
  { path: '/components/tables', heading: 'Tables', as: 'owner' },
  { path: '/forms', heading: 'Forms', as: 'owner' },
  { path: '/typography', heading: 'Typography', as: 'owner' },
  { path: '/pages', heading: 'Pages', as: 'owner' },
  { path: '/sample', heading: 'Sample page', as: 'owner' },
  { path: '/charts', heading: 'Charts', as: 'owner' },
  { path: '/industry_news', heading: 'Industry news', as: 'owner' },
  { path: '/fbDeletionStatus', heading: 'Data deletion status' },
  { path: '/fbDeletionStatus?code=DEMO1234DELETE', heading: 'Your request' },
  { path: '/statecharts', heading: /Statecharts/, as: 'staff' },
];

export const STAFF = { username: 'staff@demo.test', password: 'demo1234' };
