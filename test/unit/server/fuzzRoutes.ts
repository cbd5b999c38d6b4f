/**
 * The routes of the app, as the fuzz test (fuzz.test.ts) calls it: the contract schema of its body (its `entries`
 * name the fields to spoil), a body the contract accepts, its path parameters and query strings, and whether valid
 * input may write rows. The fuzz test fails for a route of the built app that has no entry here.
 */
import * as v from 'valibot';
import { idField } from '../../../src/contract/fields.ts';
import * as accounts from '../../../src/contract/accounts.ts';
import * as billing from '../../../src/contract/billing.ts';
import * as chat from '../../../src/contract/chat.ts';
import * as checkout from '../../../src/contract/checkout.ts';
import * as impersonation from '../../../src/contract/impersonation.ts';
import * as mfa from '../../../src/contract/mfa.ts';
import * as networking from '../../../src/contract/networking.ts';
import * as news from '../../../src/contract/news.ts';
import * as onboarding from '../../../src/contract/onboarding.ts';
import * as organisation from '../../../src/contract/organisation.ts';
import * as passwords from '../../../src/contract/passwords.ts';
import * as session from '../../../src/contract/session.ts';
import * as social from '../../../src/contract/social.ts';
import * as socialSignIn from '../../../src/contract/socialSignIn.ts';
import { ANALYTICS_FUZZ_ROUTES } from './fuzzAnalyticsRoutes.ts';
import { LINKS_FUZZ_ROUTES } from './fuzzLinksRoutes.ts';
import { DASHBOARD_INSIGHTS_FUZZ_ROUTES } from './fuzzDashboardInsightsRoutes.ts';
import { MEDIA_FUZZ_ROUTES } from './fuzzMediaRoutes.ts';
import { LIBRARY_MEDIA_FUZZ_ROUTES } from './fuzzLibraryMediaRoutes.ts';
import { TEAM_FUZZ_ROUTES } from './fuzzTeamRoutes.ts';
import { LIBRARY_EXTRAS_FUZZ_ROUTES } from './fuzzLibraryExtrasRoutes.ts';
import { LIBRARY_FUZZ_ROUTES } from './fuzzLibraryRoutes.ts';
import { DESIGN_FUZZ_ROUTES } from './fuzzDesignRoutes.ts';
import { POSTS_FUZZ_ROUTES, later } from './fuzzPostsRoutes.ts';
import { REVIEW_LINKS_FUZZ_ROUTES } from './fuzzReviewLinksRoutes.ts';

/** Ids and names of the seeded data the examples use (read from the test database). */
export interface FuzzContext {
  ownerId: number;
  viewerId: number;
  acme: number;
  postId: number;
  conversationId: number;
  subId: string;
  priceId: string;
  pricingId: number;
  onboardingTypeId: number;
}

type Json = Record<string, unknown>;
type ObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

export interface RouteSpec {
  /**
   * The body: a contract object schema (its keys are the fields to spoil; it also decides whether a case is valid)
   * with a body it accepts; 'ignored': the route reads no body; absent: a GET (no body is sent).
   */
  body?: { schema: ObjectSchema; example: (ctx: FuzzContext) => Json; form?: boolean } | 'ignored';
  /** Path parameters: a valid example, and the schema the route checks them with (null: free text). */
  params?: Record<string, { example: (ctx: FuzzContext) => string; schema: v.GenericSchema | null }>;
  /** Query strings, likewise. */
  query?: Record<string, { example: (ctx: FuzzContext) => string; schema: v.GenericSchema | null }>;
  /** Valid input may write rows (a spoiled case never may). */
  writes?: boolean;
  /** Answers 200 to input it refuses, by design (the Paddle webhook: Paddle retries anything else). */
  lenient?: boolean;
  /** Sign the body as Paddle does (with the default webhook secret) in half of the cases. */
  paddleSigned?: boolean;
  /** Applied to each body before it is sent (and judged). */
  freshen?: (sent: Json) => Json;
}

export const body = (schema: ObjectSchema, example: (ctx: FuzzContext) => Json, form = false) => ({
  schema,
  example,
  form,
});
export const text = (example: string) => ({ example: () => example, schema: null });
const id = (name: string, example: (ctx: FuzzContext) => number) => ({
  example: (ctx: FuzzContext) => String(example(ctx)),
  schema: idField(name),
});
export { later };
let eventCount = 0;
const account = (ctx: FuzzContext) => ({ account_id: ctx.acme });
const provider = (ctx: FuzzContext) => ({ account_id: ctx.acme, provider_Id: 1 });
/** The API's routes (/api/*, /heartbeat); fuzzSandboxRoutes.ts has the sandbox and dev pages. */
export const API_FUZZ_ROUTES: Record<string, RouteSpec> = {
  'GET /heartbeat': {},
  'GET /api/heartbeat': {},
  'POST /api/webauthenticate': {
    body: body(session.loginRequest, () => ({ username: 'x@demo.test', password: 'p' })),
  },
  'POST /api/login': { body: body(session.loginRequest, () => ({ username: 'x@demo.test', password: 'p' })) },
  'POST /api/register': {
    writes: true,
    body: body(passwords.registerRequest, () => ({
      first_name: 'Fuzz',
      last_name: 'Case',
      email: 'fuzz@demo.test',
      password: 'long enough',
    })),
  },
  'POST /api/confirmRegistration': {
    writes: true,
    body: body(passwords.confirmRegistrationRequest, () => ({ token: 'a'.repeat(43) })),
  },
  'GET /api/me': {},
  // The stream of changes: a Last-Event-ID it cannot read means "from now" (routes/live.ts).
  'GET /api/live': { query: { lastEventId: text('0') } },
  // Ends the caller's own streams (demo mode); it reads nothing of the request.
  'POST /api/live/drop': {},
  'POST /api/logout': { body: 'ignored', writes: true },
  'POST /api/updateProfile': {
    writes: true,
    body: body(session.updateProfileRequest, (ctx) => ({
      id: ctx.ownerId,
      last_login: '2030-01-02 03:04:05',
    })),
  },
  'POST /api/auth/setonline': { writes: true, body: body(session.setOnlineRequest, () => ({ isOnline: 1 })) },
  'GET /api/auth/getUAccounts': {},
  'POST /api/auth/getaccountdetails': { body: body(accounts.accountDetailsRequest, account) },
  'POST /api/auth/setlandingaccount': {
    writes: true,
    body: body(accounts.setLandingAccountRequest, account),
  },
  'POST /api/sendMFA': {
    writes: true,
    body: body(mfa.sendMfaRequest, (ctx) => ({ userId: ctx.ownerId, account_id: ctx.acme })),
  },
  'POST /api/MFAauthenticate': {
    writes: true,
    body: body(mfa.mfaAuthenticateRequest, (ctx) => ({
      id: ctx.ownerId,
      mfa_code: '1234',
      account_id: ctx.acme,
    })),
  },
  'POST /api/sendForgotPasswordResetLink': {
    writes: true,
    body: body(passwords.forgotPasswordRequest, () => ({ email: 'nobody@demo.test' })),
  },
  'POST /api/resetPassword': {
    writes: true,
    body: body(passwords.resetPasswordRequest, () => ({ token: 'a'.repeat(40), password: 'long enough' })),
  },
  'POST /api/auth/changePassword': {
    writes: true,
    // The same password: refused, so the owner can still log in.
    body: body(passwords.changePasswordRequest, () => ({
      old_password: 'demo1234',
      new_password: 'demo1234',
    })),
  },
  'GET /api/auth/getaccountowner': {},
  'GET /api/auth/getallonboardingtypes': {},
  'POST /api/auth/getOnboardingPlans': {
    body: body(onboarding.onboardingPlansRequest, (ctx) => ({ Obid: ctx.onboardingTypeId })),
  },
  'POST /api/auth/createAccount': {
    writes: true,
    body: body(onboarding.createAccountRequest, (ctx) => ({
      company: 'Fuzz Company',
      pricing_id: ctx.pricingId,
      maptimezone: 'Europe/London',
      timezone: 'Europe/London',
      Onboarding_type_id: ctx.onboardingTypeId,
      landing_url: '/contentplanner',
    })),
  },
  'GET /api/auth/getUserTimeZone': {},
  'POST /api/auth/welcomeMailDollar1': {
    writes: true,
    body: body(onboarding.welcomeMailRequest, (ctx) => ({
      user_id: ctx.ownerId,
      username: 'owner@demo.test',
      firstName: 'Olivia',
      plan_id: 13,
    })),
  },
  'POST /api/getonboardingtype': {
    body: body(onboarding.onboardingTypeRequest, (ctx) => ({ id: ctx.onboardingTypeId })),
  },
  'POST /api/getDefaultBrandColor': {
    body: body(onboarding.defaultBrandColorRequest, (ctx) => ({ id: ctx.onboardingTypeId })),
  },
  'GET /api/getTimeZone': {},
  'GET /api/getCountries': {},
  'GET /api/getStates': {
    query: { country: { example: () => 'US', schema: onboarding.statesQuery.entries.country } },
  },
  'GET /api/auth/getOnboarding': {},
  'POST /api/auth/saveOnboardingStep': {
    writes: true,
    body: body(onboarding.saveOnboardingStepRequest, (ctx) => ({
      account_id: ctx.acme,
      step: 'subjects_services',
      text: 'Fresh bread and cakes every morning',
    })),
  },
  'GET /api/getIndustries': {},
  'GET /api/getCategories': {},
  'GET /api/getDefaultCategories': {},
  'POST /api/addupdateIndustries': {
    writes: true,
    body: body(onboarding.addUpdatePicksRequest, (ctx) => ({ account_id: ctx.acme, ids: [1, 2] })),
  },
  'POST /api/addupdateCategories': {
    writes: true,
    body: body(onboarding.addUpdatePicksRequest, (ctx) => ({ account_id: ctx.acme, ids: [1] })),
  },
  'GET /api/auth/getAccountProfile': {},
  'POST /api/auth/updateAccountProfile': {
    writes: true,
    body: body(organisation.updateAccountProfileRequest, (ctx) => ({
      account_id: ctx.acme,
      company: 'Acme Bakery',
      timezone: 'Europe/London',
      country: 'GB',
      industry_id: 9,
    })),
  },
  'GET /api/auth/getBrandKit': {},
  'POST /api/auth/updateBrandKit': {
    writes: true,
    body: body(organisation.updateBrandKitRequest, (ctx) => ({
      account_id: ctx.acme,
      brandColor: '#1F6FEB',
      palette: ['#112233'],
      headingFont: 'georgia',
      bodyFont: 'system-sans',
      tone_of_voice: 'Friendly',
      language: 'English',
    })),
  },
  'GET /api/getOffsetIndustry': {},
  'POST /api/admin/impersonation-links': {
    body: body(impersonation.impersonationLinkRequest, () => ({
      staff_email: 'staff@demo.test',
      user_email: 'owner@demo.test',
    })),
  },
  'GET /api/impersonate/:token': { params: { token: text('a'.repeat(43)) } },
  'GET /api/auth/getPlans': {},
  'GET /api/auth/getexistingPlans': {},
  'GET /api/getVariants': {},
  'GET /api/auth/getSubscriptions': {},
  'POST /api/auth/getPaddleSubData': {
    body: body(billing.paddleSubDataRequest, (ctx) => ({ subscriptionId: ctx.subId })),
  },
  'GET /api/auth/paddleManagementUrl': {},
  'POST /api/auth/paddlePaymentUpdate': {
    writes: true,
    body: body(billing.paddlePaymentUpdateRequest, (ctx) => ({
      account_id: ctx.acme,
      customerId: 'ctm_fuzz',
      businessId: null,
      billingEmail: 'owner@demo.test',
      transactionId: 'txn_fuzz',
      cardExpMonth: 12,
      cardExpYear: 2030,
    })),
  },
  'POST /api/auth/addOrUpdateSubscriptions': {
    writes: true,
    body: body(billing.addOrUpdateSubscriptionsRequest, (ctx) => ({
      pricing_id: ctx.pricingId,
      account_id: ctx.acme,
    })),
  },
  'POST /api/auth/addOrUpdateSetting': {
    writes: true,
    body: body(billing.addOrUpdateSettingRequest, (ctx) => ({
      account_id: ctx.acme,
      postInfo: 'About us',
      brandColor: '#112233',
    })),
  },
  'GET /api/auth/getCreditCardInfo': {},
  'GET /api/auth/getPayments': {},
  'POST /api/auth/getBillinginfo': { body: body(billing.billingInfoRequest, account) },
  'POST /api/auth/addUpdateBillingData': {
    writes: true,
    body: body(billing.addUpdateBillingDataRequest, (ctx) => ({
      email: 'owner@demo.test',
      user_id: ctx.ownerId,
      name: 'Olivia Owner',
      account_id: ctx.acme,
      address: 'London',
      zip_code: 'N1 9GU',
      country: 'GB',
      telephone: '+44 20 7946 0000',
    })),
  },
  'POST /api/auth/chkPayWall': { body: body(billing.chkPayWallRequest, account) },
  'POST /api/updateCard': {
    writes: true,
    body: body(billing.updateCardRequest, (ctx) => ({
      cardnumber: '4242 4242 4242 4242',
      month: 12,
      year: 2030,
      cvc: '123',
      name: 'Olivia Owner',
      userId: ctx.ownerId,
    })),
  },
  'GET /api/checkoutConfig': {},
  'GET /api/getAllMemberslist': {},
  'POST /api/searchAllMembers': { body: body(chat.searchMembersRequest, () => ({ username: 'vi' })) },
  'GET /api/getAllConversationlist': {},
  'GET /api/getMembersConversationlist/:memberId': {
    params: { memberId: id('memberId', (ctx) => ctx.viewerId) },
  },
  'GET /api/getAllMessagelist/:conversationId': {
    writes: true,
    params: { conversationId: id('conversationId', (ctx) => ctx.conversationId) },
    query: { after: { example: () => '1', schema: v.union([v.literal(''), idField('after')]) } },
  },
  'POST /api/addOrUpdateConversation': {
    writes: true,
    body: body(chat.addOrUpdateConversationRequest, (ctx) => ({
      memberId1: ctx.ownerId,
      memberId2: ctx.viewerId,
      title: 'Hello',
      account_id: ctx.acme,
    })),
  },
  'POST /api/getMemberschatMessages': {
    writes: true,
    body: body(chat.sendMessageRequest, (ctx) => ({
      message: 'Hello',
      conversationId: ctx.conversationId,
      memberId: ctx.ownerId,
      account_id: ctx.acme,
    })),
  },
  'GET /api/auth/getNotifications': {},
  'POST /api/auth/readNotifications': {
    writes: true,
    body: body(chat.readNotificationsRequest, () => ({ ids: [1] })),
  },
  ...POSTS_FUZZ_ROUTES,
  ...REVIEW_LINKS_FUZZ_ROUTES,
  'POST /api/auth/sociallinkstatus': { body: body(social.accountRequest, account) },
  'GET /api/auth/sociallinkstatus': {},
  'GET /api/auth/socialAccountStatus': {},
  'POST /api/auth/checkautodc': { body: body(social.checkAutoDcRequest, account) },
  'POST /api/sociallink': {
    writes: true,
    body: body(social.socialLinkRequest, (ctx) => ({
      account_id: ctx.acme,
      provider_Id: 2,
      from: 'settings',
    })),
  },
  'GET /api/sociallink/callback': { query: { state: text('a'.repeat(40)), code: text('code') } },
  'POST /api/sociallogin': {
    writes: true,
    body: body(socialSignIn.socialStartRequest, () => ({ provider_Id: 4 })),
  },
  'POST /api/socialRegister': {
    writes: true,
    body: body(socialSignIn.socialStartRequest, () => ({ provider_Id: 2 })),
  },
  'POST /api/linkedinauth': { writes: true, body: body(socialSignIn.fixedProviderRequest(4), () => ({})) },
  'POST /api/twitterAuth': { writes: true, body: body(socialSignIn.fixedProviderRequest(2), () => ({})) },
  'POST /api/linkedInRegister': {
    writes: true,
    body: body(socialSignIn.fixedProviderRequest(4), () => ({})),
  },
  'POST /api/twitterRegister': { writes: true, body: body(socialSignIn.fixedProviderRequest(2), () => ({})) },
  'GET /api/sociallogin/callback': { query: { state: text('a'.repeat(40)), code: text('code') } },
  'POST /api/addOrUpdateDefaultSocial': { writes: true, body: body(social.providerRequest, provider) },
  'POST /api/tokenRefresh': { writes: true, body: body(social.providerRequest, provider) },
  'POST /api/auth/disconnectSocial': { writes: true, body: body(social.providerRequest, provider) },
  'GET /api/auth/getDefaultAccount': {},
  'GET /api/auth/getIndustryNews': {},
  'GET /api/trackingConfig': {},
  'GET /api/dataDeletionStatus': {
    query: { code: { example: () => 'DEMO1234DELETE', schema: news.dataDeletionQuery.entries.code } },
  },
  'POST /api/addOrUpdateDefaultAccount': { writes: true, body: body(social.accountRequest, account) },
  ...TEAM_FUZZ_ROUTES,
  ...LIBRARY_EXTRAS_FUZZ_ROUTES,
  ...LIBRARY_FUZZ_ROUTES,
  ...DESIGN_FUZZ_ROUTES,
  ...ANALYTICS_FUZZ_ROUTES,
  ...LINKS_FUZZ_ROUTES,
  ...DASHBOARD_INSIGHTS_FUZZ_ROUTES,
  ...MEDIA_FUZZ_ROUTES,
  ...LIBRARY_MEDIA_FUZZ_ROUTES,
  'POST /api/partnerAuth/partnerSignIn': {
    writes: true,
    body: body(networking.partnerSignInRequest, (ctx) => ({
      userData: {
        email: 'owner@demo.test',
        first_name: 'Olivia',
        last_name: 'Owner',
        external_id: ctx.ownerId,
      },
      partnerName: 'circle',
    })),
  },
  'POST /api/paddle/webhook': {
    writes: true,
    lenient: true,
    paddleSigned: true,
    body: body(checkout.paddleWebhookEvent, (ctx) => ({
      event_id: 'evt_fuzz',
      event_type: 'subscription.canceled',
      occurred_at: later,
      data: {
        id: ctx.subId,
        status: 'canceled',
        canceled_at: later,
        current_billing_period: { ends_at: later },
        custom_data: { account_id: ctx.acme },
      },
    })),
    // A new event id each time, or every case after the first is a duplicate that applies nothing.
    freshen: (sent) =>
      sent.event_id === 'evt_fuzz' ? { ...sent, event_id: `evt_fuzz_${(eventCount += 1)}` } : sent,
  },
};
