// Interface of the legal texts (spec 2.1, 2.6; issue 16): the /terms_and_conditions and /privacy pages (routes.ts),
// the consent line beside the registration form and the plan picker, and the planner's terms and cookie-policy
// modals. Other features import LegalConsent.tsx and LegalModalLinks.tsx directly, so the pages' text stays in
// this feature's own chunk.
export { LegalConsent } from './LegalConsent.tsx';
export { LegalModalLinks } from './LegalModalLinks.tsx';
export { LegalDocumentPage, PrivacyPage, TermsPage } from './LegalPages.tsx';
