/**
 * The role check of every account call (issue 12): each API route, as mounted under /api (`POST /auth/approvePosts`),
 * names what it needs:
 * - a permission of src/domain/permissions.ts: the user's account_role on every account the call acts on must hold
 *   it (accountScope.ts reads the roles first: the accounts the call names, else the landing account; a route
 *   whose account comes from an id it looks up, such as getPaddleSubData's subscription, checks that role itself);
 * - 'user': the call is about the signed-in user alone (profile, password, notifications, own preferences), so the
 *   role does not matter; membership of any account it names is still checked;
 * - 'public': no session (login, registration, reference data, webhooks).
 * `requirePermission` is the second half of accountScope (accountScope.ts), which runs on /auth/ routes (app.ts) and
 * on the account routes outside /auth/ (`member` of routes/*.ts). A refused call answers 403 before the route reads or changes anything. A route
 * missing from the table is refused too; test/unit/server/permissions.test.ts fails when one is missing.
 */
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { API_BASE } from '../contract/envelope.ts';
import { MAIL_FOR_PATTERN } from '../contract/libraryExtras.ts';
import { can, type Permission } from '../domain/permissions.ts';
import type { Db } from './db.ts';
import type { AppEnv } from './env.ts';
import { HttpError, messages } from './http.ts';

export type RouteRule = Permission | 'user' | 'public';

export const ROUTE_RULES: Readonly<Record<string, RouteRule>> = {
  // session and profile (routes/session.ts, mfa.ts, passwords.ts, registration.ts, impersonation.ts, partner.ts)
  'GET /heartbeat': 'public',
  'POST /webauthenticate': 'public',
  'POST /login': 'public',
  'GET /me': 'user',
  // the stream of changes (routes/live.ts, issue 20): the user's own and their accounts'
  'GET /live': 'user',
  // demo mode only: ends the caller's own streams (tests watch a tab fall back to polling)
  'POST /live/drop': 'user',
  'POST /logout': 'public',
  'POST /updateProfile': 'user',
  'POST /auth/setonline': 'user',
  'POST /sendMFA': 'public',
  'POST /MFAauthenticate': 'public',
  'POST /sendForgotPasswordResetLink': 'public',
  'POST /resetPassword': 'public',
  'POST /auth/changePassword': 'user',
  'POST /register': 'public',
  'POST /confirmRegistration': 'public',
  // social sign-in and registration (routes/socialSignIn.ts)
  'POST /sociallogin': 'public',
  'POST /socialRegister': 'public',
  'POST /linkedinauth': 'public',
  'POST /twitterAuth': 'public',
  'POST /linkedInRegister': 'public',
  'POST /twitterRegister': 'public',
  'GET /sociallogin/callback': 'public',
  'POST /admin/impersonation-links': 'public',
  'GET /impersonate/:token': 'public',
  'POST /partnerAuth/partnerSignIn': 'user',

  // accounts and onboarding (routes/accounts.ts, onboarding.ts)
  'GET /auth/getUAccounts': 'user',
  'POST /auth/getaccountdetails': 'account.view',
  'POST /auth/setlandingaccount': 'user',
  'GET /auth/getaccountowner': 'account.view',
  'GET /auth/getallonboardingtypes': 'account.view',
  'POST /auth/getOnboardingPlans': 'user',
  'POST /auth/createAccount': 'user',
  'GET /auth/getUserTimeZone': 'account.view',
  'POST /auth/welcomeMailDollar1': 'user',
  'POST /getonboardingtype': 'public',
  'POST /getDefaultBrandColor': 'public',
  'GET /getTimeZone': 'public',
  'GET /getCountries': 'public',
  'GET /getStates': 'public',

  // first-run setup (routes/setup.ts)
  'GET /auth/getOnboarding': 'account.view',
  'POST /auth/saveOnboardingStep': 'account.settings',
  'GET /getIndustries': 'public',
  'GET /getCategories': 'public',
  'GET /getDefaultCategories': 'public',
  'POST /addupdateIndustries': 'account.settings',
  'POST /addupdateCategories': 'account.settings',

  // organisation profile and brand kit (routes/organisation.ts)
  'GET /auth/getAccountProfile': 'account.view',
  'POST /auth/updateAccountProfile': 'account.settings',
  'GET /auth/getBrandKit': 'account.view',
  'POST /auth/updateBrandKit': 'account.settings',
  'GET /getOffsetIndustry': 'public',
  'GET /trackingConfig': 'public',

  // uploads and media (routes/media.ts)
  'POST /media/avatar': 'user',
  'DELETE /media/avatar': 'user',
  'POST /media/logo': 'account.settings',
  'DELETE /media/logo': 'account.settings',
  'GET /auth/getLogo': 'account.view',
  'GET /media/:id': 'public',
  'GET /media/:id/thumbnail': 'public',
  // My library's uploads and videos (routes/libraryMedia.ts, issue 18)
  'POST /auth/uploadLibraryMedia': 'posts.write',
  'POST /auth/getlibraryuploads': 'account.view',
  'POST /auth/getvideoposts': 'account.view',
  'POST /auth/deleteLibraryMedia': 'posts.write',
  // the media editor's crop, saved as a new upload (routes/libraryMedia.ts, issue 19)
  'POST /auth/cropLibraryMedia': 'posts.write',

  // billing (routes/billing.ts)
  'GET /auth/getPlans': 'plan.manage',
  'GET /auth/getexistingPlans': 'plan.manage',
  'GET /getVariants': 'public',
  'GET /auth/getSubscriptions': 'account.view',
  'POST /auth/getPaddleSubData': 'plan.manage',
  'GET /auth/paddleManagementUrl': 'plan.manage',
  'POST /auth/paddlePaymentUpdate': 'plan.manage',
  'POST /auth/addOrUpdateSubscriptions': 'plan.manage',
  'POST /auth/addOrUpdateSetting': 'account.settings',
  'GET /auth/getCreditCardInfo': 'card.manage',
  'GET /auth/getPayments': 'payments.read',
  'POST /auth/getBillinginfo': 'billing.manage',
  'POST /auth/addUpdateBillingData': 'billing.manage',
  'POST /auth/chkPayWall': 'account.view',
  'POST /updateCard': 'card.manage',
  'GET /checkoutConfig': 'plan.manage',
  'POST /paddle/webhook': 'public',

  // chat and notifications (routes/chat.ts, notifications.ts)
  'GET /getAllMemberslist': 'chat.use',
  'POST /searchAllMembers': 'chat.use',
  'GET /getAllConversationlist': 'chat.use',
  'GET /getMembersConversationlist/:memberId': 'chat.use',
  'GET /getAllMessagelist/:conversationId': 'chat.use',
  'POST /addOrUpdateConversation': 'chat.use',
  'POST /getMemberschatMessages': 'chat.use',
  'GET /auth/getNotifications': 'user',
  'POST /auth/readNotifications': 'user',

  // the content library (routes/library.ts, issue 18)
  'GET /auth/getAllLibrary': 'account.view',
  'GET /auth/getMyLibraryPost/:page': 'account.view',
  'GET /auth/getLibraryPost/:id': 'account.view',
  'POST /auth/getfavouriteposts': 'account.view',
  'POST /auth/setLibraryFavourite': 'posts.write',
  'POST /auth/getAllSharedImages': 'account.view',
  'GET /library/images/:id': 'public',
  'GET /library/images/:id/thumbnail.webp': 'public',
  // designs and templates (routes/designs.ts, issue 19); the image checks the session and membership itself
  'GET /auth/designs': 'posts.write',
  'POST /auth/designs': 'posts.write',
  'GET /auth/designs/:id': 'posts.write',
  'PUT /auth/designs/:id': 'posts.write',
  'PATCH /auth/designs/:id': 'posts.write',
  'DELETE /auth/designs/:id': 'posts.write',
  'POST /auth/designs/:id/duplicate': 'posts.write',
  'GET /designs/:id/image': 'user',
  // the library's reel ideas, post texts, user details, mails and spec 7.5's paths of two /auth/ calls
  // (routes/libraryExtras.ts, issue 18)
  'GET /auth/getReelIdeas': 'account.view',
  'GET /auth/getAllReelIdeasFolder': 'account.view',
  'POST /auth/addReelIdeaFolder': 'posts.write',
  'POST /auth/renameReelIdeaFolder': 'posts.write',
  'POST /auth/deleteReelIdeaFolder': 'posts.write',
  'POST /auth/moveReelIdea': 'posts.write',
  'GET /getDiy_text': 'account.view',
  'GET /auth/getUserdetail': 'user',
  'GET /userlist': 'account.view',
  'GET /getPendingpost': 'account.view',
  [`POST /:mailFor{${MAIL_FOR_PATTERN}}`]: 'user',
  // content planner (routes/posts.ts)
  'POST /auth/getpost': 'account.view',
  'POST /auth/getCalendarPosts': 'account.view',
  'POST /auth/getCalendarMonth': 'account.view',
  'POST /auth/getPostById': 'account.view',
  'GET /auth/getPendingpost': 'account.view',
  'GET /auth/getApprovedDates': 'account.view',
  'GET /auth/getSchedulingStatus': 'account.view',
  'GET /auth/getFeedSchedule': 'account.view',
  'POST /updateFeedSchedule': 'account.settings',
  'GET /auth/getMyListPosts': 'account.view',
  'GET /auth/getSetting': 'account.view',
  'GET /auth/getObjective': 'user',
  'GET /getLanguages': 'public',
  'GET /getToneOfVoice': 'public',
  'POST /auth/addPost': 'posts.write',
  'POST /auth/updatePost': 'posts.write',
  'POST /auth/approvePosts': 'posts.approve',
  'POST /auth/reschedulePost': 'posts.write',
  'POST /auth/deletePost': 'posts.write',
  // a post shared for review (routes/reviewLinks.ts, issue 19): a link can approve the post, so making, listing and
  // revoking one need the approval permission; the reviewer's page needs no session (the token is the key)
  'POST /auth/createReviewLink': 'posts.approve',
  'POST /auth/getReviewLinks': 'posts.approve',
  'POST /auth/revokeReviewLink': 'posts.approve',
  'GET /review/:token': 'public',
  'POST /review/:token': 'public',

  // social networks (routes/social.ts)
  'POST /auth/sociallinkstatus': 'account.view',
  'GET /auth/sociallinkstatus': 'account.view',
  'GET /auth/socialAccountStatus': 'account.view',
  'POST /auth/checkautodc': 'account.view',
  'POST /sociallink': 'socials.manage',
  'GET /sociallink/callback': 'public',
  'POST /addOrUpdateDefaultSocial': 'socials.manage',
  'POST /tokenRefresh': 'socials.manage',
  'POST /auth/disconnectSocial': 'socials.manage',
  'GET /auth/getDefaultAccount': 'user',
  'POST /addOrUpdateDefaultAccount': 'user',

  // the team (routes/team.ts)
  'GET /auth/userlist': 'account.view',
  'POST /auth/inviteMember': 'members.manage',
  'POST /auth/updateMemberRole': 'members.manage',
  'POST /auth/removeMember': 'members.manage',

  // analytics, spec 7.6 (routes/analytics.ts)
  'GET /auth/getAccountInsights/:start/:end': 'account.view',
  'GET /auth/getAccountInsights/:start/:end/:ids': 'account.view',
  'GET /auth/getAllAccountInsights/:start/:end': 'account.view',
  'GET /auth/getAllAccountInsights/:start/:end/:ids': 'account.view',
  'GET /auth/getAccountFollowers/:start/:end': 'account.view',
  'GET /auth/getAccountFollowers/:start/:end/:ids': 'account.view',
  'GET /auth/getPostsLikes/:start/:end': 'account.view',
  'GET /auth/getPostsLikes/:start/:end/:ids': 'account.view',
  'GET /auth/getPostsViews/:start/:end': 'account.view',
  'GET /auth/getPostsViews/:start/:end/:ids': 'account.view',
  'GET /auth/getPostInsights/:start/:end': 'account.view',
  'GET /auth/getPostInsights/:start/:end/:ids': 'account.view',
  'GET /auth/getPostsTotalEngagements/:start/:end': 'account.view',
  'GET /auth/getPostsTotalEngagements/:start/:end/:ids': 'account.view',
  'GET /auth/getTopPostsInsights/:start/:end/:sortId': 'account.view',
  'GET /auth/getTopPostsInsights/:start/:end/:sortId/:ids': 'account.view',
  'POST /auth/syncInsights': 'account.view',

  // the dashboard's new connections, leaderboard and hashtags; Google reviews (routes/dashboardInsights.ts, reviews.ts)
  'GET /auth/getNewConnections/:start/:end': 'account.view',
  'GET /auth/getNewConnections/:start/:end/:ids': 'account.view',
  'GET /auth/getPostsLeaderboard/:start/:end': 'account.view',
  'GET /auth/getPostsLeaderboard/:start/:end/:ids': 'account.view',
  'GET /auth/getHashtagInsights/:start/:end': 'account.view',
  'GET /auth/getHashtagInsights/:start/:end/:ids': 'account.view',
  'GET /auth/getGoogleReviews/:start/:end': 'account.view',
  'POST /auth/connectGoogleBusiness': 'socials.manage',
  'POST /auth/disconnectGoogleBusiness': 'socials.manage',

  // leads, website traffic and action items (routes/dashboardLinks.ts)
  'GET /auth/getLinkClicks/:start/:end': 'account.view',
  'GET /auth/getLinkClicks/:start/:end/:ids': 'account.view',
  'GET /auth/getActionItems': 'account.view',

  // industry news and Facebook's data deletion status (routes/news.ts, dataDeletion.ts)
  'GET /auth/getIndustryNews': 'account.view',
  'GET /dataDeletionStatus': 'public',
};

/** The table's key of a route as Hono registered it ('/api/auth/getpost' -> 'POST /auth/getpost'). */
export function routeKey(method: string, path: string): string {
  const mounted = path.startsWith(`${API_BASE}/`) ? path.slice(API_BASE.length) : path;
  return `${method} ${mounted}`;
}

/**
 * Refuses (403) a call whose route needs a permission that the user's role on one of its accounts
 * (`accountRoles`, set by accountScope) lacks, or whose route is not in ROUTE_RULES.
 */
export function requirePermission(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // The endpoint is the first matched route registered for a method (middleware of `use` is 'ALL').
    const endpoint = matchedRoutes(c).find((route) => route.method !== 'ALL');
    if (!endpoint) return next(); // nothing answers this path: the 404 follows
    const rule = ROUTE_RULES[routeKey(endpoint.method, endpoint.path)];
    if (rule === undefined) throw new HttpError(403, messages.roleNotAllowed);
    if (rule !== 'user' && rule !== 'public') {
      // Unset when accountScope did not resolve the account before: refused rather than unchecked.
      const roles = c.get('accountRoles') as readonly number[] | undefined;
      if (!roles || roles.some((role) => !can(role, rule))) throw new HttpError(403, messages.roleNotAllowed);
    }
    await next();
  };
}

/**
 * Null when `userId` is a member of `accountId` whose role allows `permission`; else why not: 'noAccess' (not a
 * member) or 'notAllowed' (the role). For calls whose account comes from an id they look up (a subscription, a
 * sandbox page's subscription or connection) rather than from the request.
 */
export async function accountRefusal(
  db: Db,
  userId: number,
  accountId: number,
  permission: Permission,
): Promise<'noAccess' | 'notAllowed' | null> {
  const rows = await db.query<{ account_role: number | null }>(
    'select account_role from account_memberships where user_id = $1 and account_id = $2',
    [userId, accountId],
  );
  if (rows.length === 0) return 'noAccess';
  return can(rows[0]!.account_role, permission) ? null : 'notAllowed';
}
