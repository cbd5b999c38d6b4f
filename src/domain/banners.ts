/**
 * Wording and rules of the default layout's session banners (spec 1, 2.5, 4.2, 7.1).
 * - Impersonation: 'Hi {admin}, You are logged in as {user}'; admin = the impersonator's first name or 'Admin'.
 * - Welcome: shown while the welcome cookie is set; the text says what the account is for (spec 1).
 * - Welcome mail: POST /auth/welcomeMailDollar1 {user_id, username, firstName, plan_id}, sent once.
 */
import { PLAN_IDS, PRODUCT_NAME } from './constants.ts';
import { displayName, type SessionUser } from './authSession.ts';

/** Spec 1: the admin's first name, or the word Admin. */
export const IMPERSONATION_ADMIN_FALLBACK = 'Admin';

/** Spec 1: 'Hi {admin}, You are logged in as {user}'. */
export function impersonationBannerText(
  user: Pick<SessionUser, 'name' | 'username' | 'impersonator'>,
): string {
  const admin = user.impersonator?.first_name?.trim() || IMPERSONATION_ADMIN_FALLBACK;
  return `Hi ${admin}, You are logged in as ${displayName(user)}`;
}

export const WELCOME_TITLE = `Welcome to ${PRODUCT_NAME}!`;
/** Spec 1: the welcome text says the account helps manage and automate social media. */
export const WELCOME_TEXT = 'Your account helps you manage and automate your social media.';
export const WELCOME_DISMISS_LABEL = 'Dismiss the welcome message';

/**
 * Spec 9 ONE_DOLLAR = 28: the welcome mail is the one-dollar trial's ('Dollar1'), and a newly registered user has
 * no plan yet, so the mail names that plan.
 */
export const WELCOME_MAIL_PLAN_ID = PLAN_IDS.ONE_DOLLAR;

export interface WelcomeMail {
  user_id: number;
  username: string;
  firstName: string;
  plan_id: number;
}

/** The body of POST /auth/welcomeMailDollar1 for `user`. */
export function welcomeMailOf(
  user: Pick<SessionUser, 'id' | 'username' | 'name'>,
  planId: number = WELCOME_MAIL_PLAN_ID,
): WelcomeMail {
  return { user_id: user.id, username: user.username, firstName: user.name.first_name, plan_id: planId };
}
