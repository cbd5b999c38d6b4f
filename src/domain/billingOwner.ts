/**
 * The billing-owner redirects of spec 6, as pure functions.
 *
 * roleType 5 is a billing-owner type. Such a user, when not impersonated:
 * - without a subscription, not invited (isInvited 1 skips the rule) and not on an allowed setup page, goes to the
 *   payment page of the account (`/{accid}/payment`);
 * - with a subscription, opening billing, topics, Organisationprofile, goals_objectives, chaptername, brandkit or
 *   payment under their account, goes to that account's content planner.
 * The subscription is fetched before these rules decide (spec 6): while it is unknown for a roleType-5 user the
 * route guard waits (`waitsForSubscription`); everybody else never waits.
 *
 * Allowed setup pages (the spec leaves the list open): every public page, every page of the onBoard layout (the
 * onboarding steps categories, topics, goals_objectives, chaptername, subjects_services, dayTimeSchedule, and plan,
 * pay, payment), the social accounts page (the setup's last step: a billing owner pays after the setup, issue 16),
 * the special offers, and unknown paths (they show the 404 page).
 */
import { DEFAULT_LANDING } from './constants.ts';
import { accountIdSegment, matchRoute } from './routes.ts';

export const BILLING_OWNER_ROLE_TYPE = 5;

/** What the billing-owner rules read of the session; `hasSubscription` null while it is not known. */
export interface BillingOwnerFacts {
  /** roleType of the current account (account details), or of the user while the account's is not known. */
  readonly roleType: number | null;
  readonly impersonating: boolean;
  /** isInvited 1 of the current account. */
  readonly isInvited: boolean;
  /** A subscription exists (GET /auth/getSubscriptions has a row); null while unknown or when the load failed. */
  readonly hasSubscription: boolean | null;
}

/** Pages a billing owner with a subscription is sent away from (spec 6), as account-scoped route names. */
export const SUBSCRIBED_OWNER_BLOCKED = [
  'accid-billing',
  'accid-topics',
  'accid-Organisationprofile',
  'accid-goals_objectives',
  'accid-chaptername',
  'accid-brandkit',
  'accid-payment',
] as const;

const blockedForSubscribed: ReadonlySet<string> = new Set(SUBSCRIBED_OWNER_BLOCKED);

/** The setup's last step, connecting the networks, is a page of the default layout (src/domain/onboarding.ts). */
const SETUP_PAGES_OUTSIDE_ONBOARD: ReadonlySet<string> = new Set([
  'social_accounts',
  'accid-social_accounts',
]);

export function isBillingOwner(facts: Pick<BillingOwnerFacts, 'roleType'> | null | undefined): boolean {
  return facts?.roleType === BILLING_OWNER_ROLE_TYPE;
}

/** Whether a billing owner without a subscription may stay on `pathname` (see the list above). */
export function isAllowedSetupPage(pathname: string): boolean {
  const match = matchRoute(pathname);
  if (!match) return true;
  const { route } = match;
  return (
    route.public ||
    route.layout === 'onBoard' ||
    route.layout === 'specialOffer' ||
    SETUP_PAGES_OUTSIDE_ONBOARD.has(route.name)
  );
}

/** The payment page of the account (spec 6 says /payment; the account-id guard would insert the id anyway). */
export function paymentPath(accountId: string | number | null): string {
  const id = accountIdSegment(accountId);
  return id ? `/${id}/payment` : '/payment';
}

/**
 * Where a billing owner on `pathname` is sent (spec 6), or null when they stay. `accountId` is the current
 * account. Nothing is decided while the subscription is unknown.
 */
export function billingOwnerRedirect(
  pathname: string,
  facts: BillingOwnerFacts | null | undefined,
  accountId: string | number | null,
): string | null {
  if (!facts || !isBillingOwner(facts) || facts.impersonating || facts.hasSubscription === null) return null;
  if (!facts.hasSubscription) {
    if (facts.isInvited || isAllowedSetupPage(pathname)) return null;
    const id = accountIdSegment(accountId);
    return id ? paymentPath(id) : null;
  }
  const match = matchRoute(pathname);
  if (!match || !blockedForSubscribed.has(match.route.name)) return null;
  const accid = match.params.accid;
  if (accid === undefined || accid !== accountIdSegment(accountId)) return null;
  return `/${accid}${DEFAULT_LANDING}`;
}

/**
 * Whether the route guard waits for the subscription before deciding (spec 6): a logged-in billing owner, not
 * impersonated, whose subscription is not known yet. Everybody else is never held up.
 */
export function waitsForSubscription(
  loggedIn: boolean,
  facts: BillingOwnerFacts | null | undefined,
  loading: boolean,
): boolean {
  return holdsRedirect(loggedIn, facts, loading) && facts?.hasSubscription === null;
}

/**
 * Whether a redirect the route guard decided waits for the subscription being read again. While a billing owner's
 * subscription is read again (after a payment, a card update or a plan change, or on the way to billing, payment or
 * the planner), the facts at hand are the previous ones: right after a payment they still say "no subscription", and
 * acting on them sent the new subscriber from the planner to /payment and back (spec 2.3: after a successful payment
 * the user goes to /contentplanner). A page the guard lets through is still shown; only a redirect waits.
 */
export function holdsRedirect(
  loggedIn: boolean,
  facts: BillingOwnerFacts | null | undefined,
  loading: boolean,
): boolean {
  return loggedIn && loading && isBillingOwner(facts) && !facts?.impersonating;
}
