/** Account creation, onboarding types and reference lists (spec 3, 7.2). */
import * as v from 'valibot';
import { account } from './accounts.ts';
import { envelope } from './envelope.ts';
import { idField } from './fields.ts';
import { optionsResponse } from './posts.ts';
import { ONBOARDING_STEPS } from '../domain/onboarding.ts';

/** Company name minimum (spec 5, 9). */
export const COMPANY_NAME_MIN_LENGTH = 2;

/** Onboarding type (spec 3). `onboarding_flow` is JSON text whose first item has a `url`. */
export const onboardingType = v.object({
  id: v.number(),
  name: v.string(),
  selected: v.boolean(),
  onboarding_flow: v.nullable(v.string()),
});
export type OnboardingType = v.InferOutput<typeof onboardingType>;

/** GET /auth/getallonboardingtypes (header account_Id). */
export const onboardingTypesResponse = envelope(v.array(onboardingType));

/** POST /getonboardingtype {id} (header account_Id): data[0].onboarding_flow and id. */
export const onboardingTypeRequest = v.object({ id: idField('id') });
export const onboardingTypeResponse = envelope(
  v.array(v.object({ id: v.number(), onboarding_flow: v.nullable(v.string()) })),
);

/** The subset of a plan (spec 3) that account creation reads; the billing issue extends it. */
export const onboardingPlan = v.object({
  id: v.number(),
  pricing_id: v.number(),
  title: v.string(),
  price: v.number(),
  symbol: v.string(),
  currencyCode: v.string(),
  billingPeriod: v.number(),
  paddlePriceId: v.nullable(v.string()),
  /** Used instead of paddlePriceId for roleType 11 (spec 6). The server also sends the other plan fields of spec 3. */
  sandboxPriceId: v.optional(v.nullable(v.string())),
  displayName: v.nullable(v.number()),
});
export type OnboardingPlan = v.InferOutput<typeof onboardingPlan>;

/** POST /auth/getOnboardingPlans {Obid}. */
export const onboardingPlansRequest = v.object({ Obid: idField('Obid') });
export const onboardingPlansResponse = envelope(v.array(onboardingPlan));

/**
 * POST /auth/createAccount {company, pricing_id, maptimezone, timezone, Onboarding_type_id, landing_url}.
 * Answers `code` 200 with the new account, or code 500 with a message containing 'Account already exists'.
 * The creator becomes a member with account_role 1.
 */
export const createAccountRequest = v.object({
  company: v.pipe(
    v.string('company is required'),
    v.trim(),
    v.minLength(COMPANY_NAME_MIN_LENGTH, `company must have at least ${COMPANY_NAME_MIN_LENGTH} characters`),
    v.maxLength(120, 'company must have at most 120 characters'),
  ),
  pricing_id: idField('pricing_id'),
  maptimezone: v.optional(v.string(), ''),
  timezone: v.optional(v.string(), ''),
  Onboarding_type_id: idField('Onboarding_type_id'),
  landing_url: v.pipe(
    v.string('landing_url is required'),
    v.regex(/^\/[A-Za-z0-9_\-/]*$/, 'landing_url must be a path'),
  ),
});
export type CreateAccountRequest = v.InferOutput<typeof createAccountRequest>;
export const createAccountResponse = envelope(account);
/**
 * A name the user already has among their accounts (case-insensitive): HTTP 200 with
 * `{status: 500, code: 500, message: 'Account already exists', data: null}`, as the legacy API answered.
 */
export const ACCOUNT_EXISTS_SERVER_MESSAGE = 'Account already exists';
/** The server's 400 for a type without onboarding flow (the SPA checks first, spec 5). */
export const NO_ACCOUNT_TYPE_FLOW_MESSAGE = 'Please select an account type';

/** GET /auth/getaccountowner (header account_id): data[0].accountName and logo. */
export const accountOwnerResponse = envelope(
  v.array(v.object({ accountName: v.string(), logo: v.nullable(v.string()) })),
);

/** POST /getDefaultBrandColor {id}: the default brand colour of an onboarding type (type 2 saves it). */
export const defaultBrandColorRequest = v.object({ id: idField('id') });
export const defaultBrandColorResponse = envelope(v.object({ brandColor: v.string() }));

/** Timezone (spec 3). */
export const timezone = v.object({
  id: v.number(),
  timezone: v.string(),
  zonename: v.string(),
  country: v.string(),
  offset: v.string(),
  pin: v.nullable(v.string()),
});
export type Timezone = v.InferOutput<typeof timezone>;
export const timezonesResponse = envelope(v.array(timezone));
/** GET /auth/getUserTimeZone: the current account's timezone. */
export const userTimezoneResponse = envelope(timezone);

/** Country (spec 3). */
export const countriesResponse = envelope(v.array(v.object({ name: v.string(), sortname: v.string() })));
/** GET /getStates?country=XX: the query; `country` is an ISO 3166-1 alpha-2 code (any case). */
export const statesQuery = v.object({
  country: v.pipe(
    v.string('country is required'),
    v.trim(),
    v.regex(/^[A-Za-z]{2}$/, 'country must be a two-letter country code'),
    v.toUpperCase(),
  ),
});
/** GET /getStates?country=XX. */
export const statesResponse = envelope(v.array(v.object({ name: v.string(), country: v.string() })));

/** POST /auth/welcomeMailDollar1 {user_id, username, firstName, plan_id}: sent once when the welcome cookie is set. */
export const welcomeMailRequest = v.object({
  user_id: idField('user_id'),
  username: v.pipe(v.string('username is required'), v.email('username must be an e-mail address')),
  firstName: v.pipe(v.string('firstName is required'), v.maxLength(80)),
  plan_id: idField('plan_id'),
});
export type WelcomeMailRequest = v.InferOutput<typeof welcomeMailRequest>;
/** `data.sent` false: already sent before (or the session is an impersonation); the call is then a no-op. */
export const welcomeMailResponse = envelope(v.object({ sent: v.boolean() }));

// ---- first-run setup (issue 16) ------------------------------------------------------------------------

const setupStep = v.picklist(ONBOARDING_STEPS, 'step must be a setup step');
const stepAnswer = v.object({
  text: v.optional(v.string()),
  picks: v.optional(v.array(v.number())),
});

/**
 * GET /auth/getOnboarding (ours; header account_Id): the account's setup steps in order, those done, whether all
 * are, and the answers saved so far by step.
 */
export const onboardingStatus = v.object({
  account_id: v.number(),
  steps: v.array(setupStep),
  done: v.array(setupStep),
  finished: v.boolean(),
  answers: v.record(v.string(), stepAnswer),
});
export type OnboardingStatus = v.InferOutput<typeof onboardingStatus>;
export const onboardingStatusResponse = envelope(onboardingStatus);

/** The most picks a step body may carry (the steps allow fewer: src/domain/onboarding.ts STEP_LIMITS). */
const PICKS_MAX = 50;
const picksField = v.pipe(
  v.array(idField('picks'), 'picks must be a list of ids'),
  v.maxLength(PICKS_MAX, `picks must have at most ${PICKS_MAX} items`),
);

/**
 * POST /auth/saveOnboardingStep (ours) {account_id, step, text?, picks?}: checks the step's rules, saves the answer
 * and marks the step done; answers the status as it is now. The posting-schedule step needs a saved schedule.
 */
export const saveOnboardingStepRequest = v.object({
  account_id: idField('account_id'),
  step: setupStep,
  text: v.optional(v.pipe(v.string('text must be text'), v.maxLength(2000, 'text is too long'))),
  picks: v.optional(picksField),
});
export type SaveOnboardingStepRequest = v.InferOutput<typeof saveOnboardingStepRequest>;

/** GET /getIndustries, /getCategories, /getDefaultCategories (spec 7.x): [{id, name}]. */
export const referenceListResponse = optionsResponse;

/** POST /addupdateIndustries and /addupdateCategories (spec 7.x) {account_id, ids}: the account's picks. */
export const addUpdatePicksRequest = v.object({ account_id: idField('account_id'), ids: picksField });
export const addUpdatePicksResponse = envelope(
  v.object({ account_id: v.number(), ids: v.array(v.number()) }),
);
