/**
 * The book-a-call dropdown of the top bar (spec 1, 2.6, 9). The spec names the dropdown but not its entries: these
 * are the calls a member can ask for, each an e-mail to the support team (works offline, no booking service to
 * reach), with the subject filled in so the request lands with the right people.
 */

/** Where call requests go. A deployment with its own support desk sets its address here. */
export const SUPPORT_EMAIL = 'support@brandpilot.example';

export interface BookCallItem {
  id: 'onboarding' | 'strategy' | 'support';
  label: string;
  description: string;
  /** Subject line of the e-mail the item opens. */
  subject: string;
}

export const BOOK_CALL_ITEMS: readonly BookCallItem[] = [
  {
    id: 'onboarding',
    label: 'Book an onboarding call',
    description: 'A guided tour: connect your channels and plan your first posts.',
    subject: 'Onboarding call request',
  },
  {
    id: 'strategy',
    label: 'Book a strategy session',
    description: 'Review your content plan and results with a specialist.',
    subject: 'Strategy session request',
  },
  {
    id: 'support',
    label: 'Talk to support',
    description: 'Something not working? Tell us and we will call you back.',
    subject: 'Support call request',
  },
];

/** The `mailto:` link of an item: the support address with the item's subject. */
export function bookCallHref(item: BookCallItem, email: string = SUPPORT_EMAIL): string {
  return `mailto:${email}?subject=${encodeURIComponent(item.subject)}`;
}
