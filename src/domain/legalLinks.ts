/**
 * Where the legal pages live and how links to them read (issue 16): the footer of the onBoard and default layouts,
 * the consent line of the registration form and of the plan picker. Kept apart from the documents themselves
 * (legal.ts), so the first bundle carries these few words and not the whole text.
 */

export const TERMS_PATH = '/terms_and_conditions';
export const PRIVACY_PATH = '/privacy';
export const HELP_CENTER_PATH = '/help_center';

/** Names of the two documents, as their pages title them (src/domain/routeTable.ts). */
export const TERMS_TITLE = 'Terms and conditions';
export const PRIVACY_TITLE = 'Privacy policy';
/** The planner's modal of the privacy policy's section on cookies (spec 2.6). */
export const COOKIE_POLICY_TITLE = 'Cookie policy';

/** Said after the name of a link that opens a new tab, for those who cannot see the icon. */
export const NEW_TAB_NOTE = '(opens in a new tab)';

/** The footer's links, in order. */
export const FOOTER_LINKS = [
  { label: 'Terms', href: TERMS_PATH },
  { label: 'Privacy', href: PRIVACY_PATH },
  { label: 'Help center', href: HELP_CENTER_PATH },
] as const;

/** The name of the footer's landmark. */
export const FOOTER_NAV_LABEL = 'Legal and help';

/** What the visitor is about to do when the consent line shows. */
export type ConsentAction = 'register' | 'subscribe';

/** The words before the links: "By creating an account you agree to the …". */
export function consentLead(action: ConsentAction): string {
  return action === 'register'
    ? 'By creating an account you agree to the'
    : 'By subscribing you agree to the';
}

/** What the plan picker adds after the links: who takes the payment. */
export const PAYMENT_PROVIDER_NOTE =
  'Payments are processed by Paddle, our reseller; we never see your card number.';
