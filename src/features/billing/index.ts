// Interface of the billing feature (spec 2.6, 4.4, 7.3): the billing and settings pages (routes.ts) and the card
// update dialog.
export { BillingPage, UPDATE_CARD_QUERY } from './BillingPage.tsx';
export { CardUpdateDialog } from './CardUpdateDialog.tsx';
export { UserSettingPage } from './UserSettingPage.tsx';
