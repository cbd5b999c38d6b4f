/**
 * Subscription and paywall rules (spec 2.5, 2.6, 3, 4.4, 8, 9), as pure functions.
 *
 * - Subscription status (GET /auth/getSubscriptions, data[0]): `active` shows nothing; `past_due` offers the payment
 *   provider's update-payment page; `canceled` offers 'Reactivate subscription' (plan selection in reactivating mode).
 * - Paywall check (POST /auth/chkPayWall {account_id} -> {code, message, data.end_at}): code 1 is the red top bar
 *   ('Update credit card'), 2 the paywall popup with the server's message, 2.2 the same with the end date of the
 *   cancelled plan (isCancelled), 3 an alert with the message. Any other code shows nothing.
 * - The '14 Days Free Trial' badge (spec 9) is the plan picker's: src/domain/plans.ts `showsTrialBadge`.
 */
/** Wording of the paywall surfaces (spec 2.5, 4.4, 8). */
export const paywallText = {
  /** The red bar's title in the onBoard and specialOffer layouts (typographic apostrophe, as in spec 2.5). */
  barTitle: 'We couldn’t charge your credit card!',
  updateCard: 'Update credit card',
  /** Popup heading for a failed charge (code 1, or a past_due subscription). */
  cardFailedHeading: "Whoops, we couldn't charge your credit card!",
  /** Popup heading for a cancelled subscription (codes 2, 2.2). */
  canceledHeading: 'Subscription canceled',
  reactivate: 'Reactivate subscription',
  updatePaymentMethod: 'Update payment method',
  /** Before the end date of a cancelled plan (code 2.2). */
  endsOn: 'Your plan ends on',
  alertClose: 'OK',
  /** Above the links to the member's other accounts (the paywall blocks only the current one). */
  otherAccounts: 'Or go to another of your accounts:',
} as const;

/** Where 'Reactivate subscription' goes: plan selection in reactivating mode (read by the plan picker). */
export const REACTIVATE_PATH = '/plan?reactivate=1';
/** The query the billing page reads to open its card-update popup. */
export const UPDATE_CARD_PARAM = 'updateCard';

/** The billing page of `accountId` with its card-update popup open ('Update credit card'). */
export function cardUpdatePath(accountId: string | number | null): string {
  const id = accountId === null ? '' : String(accountId);
  return /^\d+$/.test(id) ? `/${id}/billing?${UPDATE_CARD_PARAM}=1` : `/billing?${UPDATE_CARD_PARAM}=1`;
}

export type SubscriptionStatus = 'active' | 'past_due' | 'canceled' | 'other';

/** A subscription row of GET /auth/getSubscriptions (spec 3: sub_id and a status). */
export interface SubscriptionRecord {
  readonly sub_id: string | number | null;
  readonly status: string | null;
}

/** The status of a subscription row; 'cancelled' is read as 'canceled'. Unknown words are 'other'. */
export function subscriptionStatus(record: SubscriptionRecord | null | undefined): SubscriptionStatus | null {
  if (!record) return null;
  const word = (record.status ?? '').trim().toLowerCase();
  if (word === 'active' || word === 'trialing') return 'active';
  if (word === 'past_due') return 'past_due';
  if (word === 'canceled' || word === 'cancelled') return 'canceled';
  return 'other';
}

/** The user's subscription: the first row (data[0] has sub_id), or null when the list is empty. */
export function currentSubscription(list: readonly SubscriptionRecord[] | null | undefined) {
  return list?.[0] ?? null;
}

/** The answer of POST /auth/chkPayWall. `code` may come as 2.2 or '2.2'. */
export interface PaywallCheck {
  readonly code: number | string | null | undefined;
  readonly message: string | null | undefined;
  readonly end_at?: string | null | undefined;
}

/** What 'Reactivate subscription' or 'Update payment method' does. */
export type PaywallAction = 'reactivate' | 'updatePayment';

export type PaywallView =
  | { readonly surface: 'none' }
  | { readonly surface: 'bar'; readonly message: string }
  | {
      readonly surface: 'popup';
      readonly heading: string;
      readonly message: string;
      /** The end date of the cancelled plan (code 2.2), formatted; null otherwise. */
      readonly endDate: string | null;
      readonly isCancelled: boolean;
      readonly action: PaywallAction;
      readonly actionLabel: string;
    }
  | { readonly surface: 'alert'; readonly message: string };

export const NO_PAYWALL: PaywallView = { surface: 'none' };

/** The paywall check's code as text: '1', '2', '2.2', '3' ... ('' when missing). */
export function paywallCode(code: PaywallCheck['code']): string {
  if (code === null || code === undefined) return '';
  return String(code).trim();
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The end date of a cancelled plan, as `YYYY-MM-DD` (the date part of spec 9's general format: the popup states a
 * day, not a time). A timestamp that starts with a calendar date keeps the server's own date, whatever the
 * browser's time zone (a day that does not exist, such as 2026-02-30, gives null); anything else `Date` can read is
 * formatted in local time; unreadable values give null. Without dayjs: the paywall's machine runs on every page,
 * the login page included, whose first bundle does not load it (issue 14).
 */
export function formatPlanEndDate(endAt: string | number | null | undefined): string | null {
  if (endAt === null || endAt === undefined || endAt === '') return null;
  if (typeof endAt === 'string') {
    const leading = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(endAt.trim());
    if (leading) {
      const [year, month, day] = [Number(leading[1]), Number(leading[2]), Number(leading[3])];
      const check = new Date(Date.UTC(year, month - 1, day));
      const exists =
        check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
      return exists ? `${leading[1]}-${leading[2]}-${leading[3]}` : null;
    }
  }
  const moment = new Date(endAt);
  if (Number.isNaN(moment.getTime())) return null;
  return `${pad(moment.getFullYear(), 4)}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

function popupFor(
  status: SubscriptionStatus | null,
  message: string,
  cancelled: { endDate: string | null } | null,
): PaywallView {
  const pastDue = status === 'past_due' && cancelled === null;
  return {
    surface: 'popup',
    heading: pastDue ? paywallText.cardFailedHeading : paywallText.canceledHeading,
    message,
    endDate: cancelled?.endDate ?? null,
    isCancelled: cancelled !== null,
    action: pastDue ? 'updatePayment' : 'reactivate',
    actionLabel: pastDue ? paywallText.updatePaymentMethod : paywallText.reactivate,
  };
}

/**
 * What the paywall shows, from the check's answer and the subscription status (spec 4.4):
 * - code 1: the red bar with the message;
 * - code 2: the popup with the message; 'Whoops, we couldn't charge your credit card!' and 'Update payment
 *   method' when the subscription is past_due, else 'Subscription canceled' and 'Reactivate subscription';
 * - code 2.2: 'Subscription canceled' with the message and the plan's end date (isCancelled);
 * - code 3: an alert with the message;
 * - otherwise, by subscription status: past_due and canceled open the popup as for code 2 (no server message);
 *   active, other or none show nothing.
 */
export function paywallView(check: PaywallCheck | null, status: SubscriptionStatus | null): PaywallView {
  const code = check ? paywallCode(check.code) : '';
  const message = (check?.message ?? '').trim();
  switch (code) {
    case '1':
      return { surface: 'bar', message };
    case '2':
      return popupFor(status, message, null);
    case '2.2':
      return popupFor(status, message, { endDate: formatPlanEndDate(check?.end_at) });
    case '3':
      return { surface: 'alert', message };
  }
  if (status === 'past_due' || status === 'canceled') return popupFor(status, '', null);
  return NO_PAYWALL;
}

/**
 * Pages where the paywall popup stays closed: plan selection, payment and billing are where the user resolves it
 * (a popup there would block the very page 'Reactivate subscription' or 'Update credit card' opened).
 */
const POPUP_FREE_PAGES = new Set(['plan', 'pay', 'payment', 'billing']);

/** Whether the paywall popup may open on `pathname` (its last meaningful segment names the page). */
export function paywallPopupAllowedOn(pathname: string): boolean {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const page = segments.find((segment) => !/^\d+$/.test(segment)) ?? '';
  return !POPUP_FREE_PAGES.has(page);
}

/** A subscription row as the billing page reads it (GET /auth/getSubscriptions, data[0]): status and end. */
export interface CancellableSubscription extends SubscriptionRecord {
  /** When access ends (ISO time) for a canceled subscription; null otherwise. */
  readonly end_at?: string | null | undefined;
}

/** The billing page's account-cancellation alert (spec 2.6): its text and where its button goes. */
export interface CancellationAlert {
  readonly message: string;
  /** The access end date as `YYYY-MM-DD` (as `formatPlanEndDate`), null when unknown. */
  readonly endDate: string | null;
  readonly actionLabel: string;
  readonly actionPath: string;
}

/**
 * The account-cancellation alert of the billing page (spec 2.6; its wording is not shown there): when the account's
 * subscription is canceled, 'Your subscription is canceled.' followed by 'Access ends on YYYY-MM-DD.' when the end
 * date is known, with 'Reactivate subscription' to plan selection in reactivating mode. Null for any other status
 * or no subscription. The billing page needs its own alert because the paywall popup stays closed there.
 */
export function cancellationAlert(
  subscription: CancellableSubscription | null | undefined,
): CancellationAlert | null {
  if (subscriptionStatus(subscription) !== 'canceled') return null;
  const endDate = formatPlanEndDate(subscription?.end_at);
  const ends = endDate === null ? '' : ` Access ends on ${endDate}.`;
  return {
    message: `Your subscription is canceled.${ends}`,
    endDate,
    actionLabel: paywallText.reactivate,
    actionPath: REACTIVATE_PATH,
  };
}
