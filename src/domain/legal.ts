/**
 * The legal documents (spec 2.1 /terms_and_conditions and /privacy, 2.6 the planner's terms and cookie-policy
 * modals; issue 16): the terms, the privacy policy and the cookie policy drawn from it. Their text is in
 * legalTerms.ts and legalPrivacy.ts, their shape and the rules of showing them in legalText.ts.
 */
import { COOKIE_POLICY_TITLE } from './legalLinks.ts';
import { COOKIES_SECTION, PRIVACY } from './legalPrivacy.ts';
import { TERMS } from './legalTerms.ts';
import type { LegalDocument, LegalDocumentName, LegalSection } from './legalText.ts';

export * from './legalText.ts';
export { COOKIES_SECTION, PRIVACY, TERMS };

export const LEGAL_DOCUMENTS: Readonly<Record<LegalDocumentName, LegalDocument>> = {
  terms: TERMS,
  privacy: PRIVACY,
};

/** What the planner's cookie-policy modal shows (spec 2.6): the privacy policy's section on cookies. */
export const COOKIE_POLICY: { readonly title: string; readonly section: LegalSection } = {
  title: COOKIE_POLICY_TITLE,
  section: COOKIES_SECTION,
};
