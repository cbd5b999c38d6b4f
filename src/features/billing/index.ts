// Interface of the billing feature (spec 2.6, 4.4, 7.3): the billing page (routes.ts; also the settings hub's billing
// tab) and the card update dialog.
export { Billing, BillingPage, UPDATE_CARD_QUERY } from './BillingPage.tsx';
export { CardUpdateDialog } from './CardUpdateDialog.tsx';
